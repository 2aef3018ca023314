import type { PortalModule } from './types';

export interface ModuleProps {
  module: PortalModule;
  /** Position of the module on the page (unique ids). */
  index: number;
  /** The first hero of a page without its own h1 carries the page's h1 and the scroll-down button. */
  isFirstHero: boolean;
}
