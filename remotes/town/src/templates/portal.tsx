import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { PORTAL_MODULES } from '../portal/modules';
import type { PortalAnswer } from '../portal/types';

/** The home portal: its modules in the order the CMS gives them. */
export default function Portal(props: TemplateProps) {
  const answer = blockData<PortalAnswer>(props);
  const modules = answer?.module ?? [];
  const firstHero = modules.findIndex((m) => m.typ === 'hero' || m.typ === 'hero-slider');
  return (
    <>
      {firstHero === -1 && !props.page.heading && <h1 className="ms-visually-hidden">{answer?.titel ?? props.page.title}</h1>}
      {modules.map((module, index) => {
        const Module = PORTAL_MODULES[module.typ];
        return Module ? <Module key={`${module.typ}-${index}`} module={module} index={index} isFirstHero={index === firstHero} /> : null;
      })}
    </>
  );
}
