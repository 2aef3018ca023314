import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { HERO_KINDS, PORTAL_MODULES } from './modules';
import { PORTAL_START_ID } from './heroes';
import type { PortalAnswer } from './types';

/** A portal page (the home page, section start pages): its modules in the order the CMS gives them. */
export default function Portal(props: TemplateProps) {
  const answer = blockData<PortalAnswer>(props);
  const modules = (answer?.module ?? []).filter((module) => PORTAL_MODULES[module.typ]);
  // Without a heading of its own the page's h1 is the first hero's title.
  const firstHero = props.page.heading ? -1 : modules.findIndex((module) => HERO_KINDS.has(module.typ));
  return (
    <div className="portal">
      {firstHero === -1 && !props.page.heading && <h1 className="ms-visually-hidden">{answer?.titel ?? props.page.title}</h1>}
      {modules.map((module, index) => {
        const Module = PORTAL_MODULES[module.typ];
        if (!Module) return null;
        const rendered = <Module key={`${module.typ}-${index}`} module={module} index={index} isFirstHero={index === firstHero} />;
        return index === firstHero ? [rendered, <div key="start" id={PORTAL_START_ID} className="portal-start" />] : rendered;
      })}
    </div>
  );
}
