import { ISLAND_TAG, SLOT_TAG } from '@musterstadt/shell-contract/island-tags';

/**
 * The islands below `root` that are hydrated as roots of their own: every island that is not part
 * of another island (an island inside another island's slot is server HTML there, so it is its own).
 */
export function findIslands(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ISLAND_TAG)).filter((element) => {
    const outer = element.parentElement?.closest(`${ISLAND_TAG}, ${SLOT_TAG}`);
    return !outer || outer.localName === SLOT_TAG;
  });
}

/** Remote and name of an island element ('town/header'). */
export function islandRef(element: HTMLElement): { remote: string; name: string } {
  const [remote = '', name = ''] = (element.dataset.island ?? '').split('/', 2);
  return { remote, name };
}
