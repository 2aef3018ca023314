import { enhanceDisclosures } from './disclosures';

describe('disclosures the remotes mark as overlays', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    document.body.innerHTML = [
      '<details data-ms-disclosure><summary>Schnell gefunden</summary><form><label for="q">Suche</label><input id="q" type="search"></form></details>',
      '<details><summary>Mehr erfahren</summary><p>Text</p></details>',
    ].join('');
    stop = enhanceDisclosures();
  });
  afterEach(() => stop());

  it('focus the search field when opened, and close on Escape with the focus back on the toggle', () => {
    const [panel] = Array.from(document.querySelectorAll('details'));
    panel!.open = true;
    panel!.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).toBe(document.getElementById('q'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel!.open).toBe(false);
    expect(document.activeElement).toBe(panel!.querySelector('summary'));
  });

  it('leave other disclosures and other keys alone', () => {
    const [panel, plain] = Array.from(document.querySelectorAll('details'));
    panel!.open = true;
    plain!.open = true;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(panel!.open).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel!.open).toBe(false);
    expect(plain!.open).toBe(true);
  });
});
