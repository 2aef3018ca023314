import { IslandHostContext, type IslandHost, type LayoutModule, type TemplateModule } from '@musterstadt/shell-contract';
import type { ReactNode } from 'react';
import { BlockBoundary, BlockFallback } from './boundaries';
import { ErrorContent } from './error-content';
import type { ModuleRef, PageData } from './page-data';
import { PlainLayout } from './plain-layout';
import { PreviewBanner } from './preview-banner';

/** Loaded remote modules, looked up synchronously while rendering. */
export interface ModuleSource {
  layout(ref: ModuleRef): LayoutModule | undefined;
  template(ref: ModuleRef): TemplateModule | undefined;
}

/** Where the islands of each remote's parts are rendered (absent: islands render as plain components). */
export interface IslandHosts {
  host(remote: string): IslandHost;
}

function Hosted({ remote, islands, children }: { remote: string | null; islands?: IslandHosts; children: ReactNode }) {
  if (!islands || !remote) return children;
  return <IslandHostContext.Provider value={islands.host(remote)}>{children}</IslandHostContext.Provider>;
}

/** The whole page as the server renders it: the layout of its remote with every block in its slot. */
export function PageRenderer({ data, modules, islands }: { data: PageData; modules: ModuleSource; islands?: IslandHosts }) {
  const slotLists: Record<string, ReactNode[]> = {};
  if (data.error) slotLists.main = [<ErrorContent key="error" error={data.error} path={data.view.path} />];
  data.blocks.forEach((entry, index) => {
    const module = entry.remote ? modules.template({ remote: entry.remote, name: entry.template }) : undefined;
    const Template = module?.default;
    const label = `${entry.remote ?? 'unavailable'}/${entry.template}`;
    (slotLists[entry.slot] ??= []).push(
      <BlockBoundary key={`${index}-${entry.template}`} label={label}>
        {Template ? (
          <Hosted remote={entry.remote} islands={islands}>
            <Template page={data.view} block={entry.block} data={entry.data} form={entry.form} />
          </Hosted>
        ) : (
          <BlockFallback />
        )}
      </BlockBoundary>,
    );
  });
  const slots: Record<string, ReactNode> = Object.fromEntries(Object.entries(slotLists).map(([slot, nodes]) => [slot, <>{nodes}</>]));
  // No layout module (its remote is down, none configured): the shell's own plain frame.
  const Layout = (data.layout && modules.layout(data.layout)?.default) || PlainLayout;
  return (
    <>
      {data.preview && <PreviewBanner banner={data.preview} />}
      <Hosted remote={data.layout?.remote ?? null} islands={islands}>
        <Layout page={data.view} slots={slots} menus={data.menus} />
      </Hosted>
    </>
  );
}
