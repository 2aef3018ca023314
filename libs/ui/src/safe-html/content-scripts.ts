/** What an allowed script becomes: an inert element the front end turns into a real script. */
export const INERT_SCRIPT_TAG = 'ms-script';

/**
 * Replaces the inert scripts below `root` by real script elements, in document order, so that they
 * run once after the page loads or a client-side navigation swaps it in (HTML set through innerHTML
 * never runs scripts). Their attributes are the ones the sanitiser let through (src, integrity,
 * crossorigin, data-*).
 */
export function activateScripts(root: ParentNode): number {
  const inert = Array.from(root.querySelectorAll(INERT_SCRIPT_TAG));
  for (const element of inert) {
    const script = element.ownerDocument.createElement('script');
    for (const attribute of Array.from(element.attributes)) script.setAttribute(attribute.name, attribute.value);
    script.async = false;
    element.replaceWith(script);
  }
  return inert.length;
}
