import { fireEvent } from '@testing-library/react';
import { holdsEnteredText, typingIn, VisitorInput } from './kept-input';

/** A council login as an island renders it (id prefixes differ from page to page). */
function loginForm(prefix: string, ziel: string): string {
  return `<ms-island data-island="ratsinfo/anmelden" data-id="${prefix}"><form method="post" action="/ratsinfo/anmelden">
    <input type="hidden" name="ziel" value="${ziel}">
    <label for="${prefix}-email">E-Mail-Adresse</label><input id="${prefix}-email" name="email" type="email">
    <label for="${prefix}-pw">Passwort</label><input id="${prefix}-pw" name="passwort" type="password">
  </form></ms-island>`;
}

const search = '<form method="get" action="/suche" role="search"><input name="q" type="search"></form>';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  return root;
}

function type(field: Element, value: string) {
  (field as HTMLInputElement).focus();
  fireEvent.input(field, { target: { value } });
}

let input: VisitorInput;
beforeEach(() => {
  document.body.innerHTML = '';
  input = new VisitorInput();
});

describe('the visitor’s input on a page that is about to go', () => {
  it('counts only forms she has typed into and not yet sent, search forms aside', () => {
    const shown = page(`${search}${loginForm('i1', '')}`);
    document.body.append(shown);
    expect(input.unsent(shown)).toEqual([]);
    type(shown.querySelector('[name="q"]')!, 'Müll');
    expect(input.unsent(shown)).toEqual([]);
    type(shown.querySelector('[name="email"]')!, 'sabine.keller@musterstadt.de');
    expect(input.unsent(shown)).toEqual([shown.querySelector('form[method="post"]')]);
    fireEvent.submit(shown.querySelector('form[method="post"]')!);
    expect(input.unsent(shown)).toEqual([]);
  });

  it('goes along to the same form on the next page, focus and caret included', () => {
    const shown = page(loginForm('i1', ''));
    document.body.append(shown);
    type(shown.querySelector('[name="email"]')!, 'sabine.keller@musterstadt.de');
    type(shown.querySelector('[name="passwort"]')!, 'Ratsinfo!2026');
    const next = page(`<h1>Anmeldung</h1>${loginForm('i2', '/ratsinfo/sitzungen')}`);
    expect(input.canCarry(shown, next)).toBe(true);

    const carried = input.take(shown);
    shown.replaceWith(next);
    expect(input.put(carried, next)).toBe(true);
    expect(next.querySelector('[name="email"]')).toHaveValue('sabine.keller@musterstadt.de');
    expect(next.querySelector('[name="passwort"]')).toHaveValue('Ratsinfo!2026');
    expect(next.querySelector('[name="passwort"]')).toHaveFocus();
    // The next page's own hidden values are its own.
    expect(next.querySelector('[name="ziel"]')).toHaveValue('/ratsinfo/sitzungen');
    // What went along counts as hers on the new page too (an island hydrating there gives it back).
    expect(input.unsent(next)).toHaveLength(1);
  });

  it('cannot go along to a page without that form', () => {
    const shown = page(loginForm('i1', ''));
    document.body.append(shown);
    type(shown.querySelector('[name="email"]')!, 'sabine.keller@musterstadt.de');
    expect(input.canCarry(shown, page('<h1>Sitzungen</h1>'))).toBe(false);
    expect(input.canCarry(shown, page('<ms-island data-island="intranet/anmelden"><form method="post" action="/intranet/anmelden"></form></ms-island>'))).toBe(
      false,
    );
  });

  it('takes the field she is in along even before her first key has arrived there', () => {
    const shown = page(loginForm('i1', ''));
    document.body.append(shown);
    (shown.querySelector('[name="email"]') as HTMLInputElement).focus();
    const next = page(loginForm('i2', ''));
    const carried = input.take(shown);
    shown.replaceWith(next);
    expect(input.put(carried, next)).toBe(true);
    expect(next.querySelector('[name="email"]')).toHaveFocus();
    // Going into a field is no input: the next page may go without asking.
    expect(input.unsent(next)).toEqual([]);
  });
});

describe('a page whose forms hold text', () => {
  it('is one with a text typed or given back by the server in a form that is sent, not in a search or a hidden field', () => {
    const shown = page(`${search}${loginForm('i1', '/ratsinfo')}`);
    expect(holdsEnteredText(shown)).toBe(false);
    (shown.querySelector('[name="q"]') as HTMLInputElement).value = 'Müll';
    expect(holdsEnteredText(shown)).toBe(false);
    const answer = page(loginForm('i2', '').replace('name="email" type="email"', 'name="email" type="email" value="sabine.keller@musterstadt.de"'));
    expect(holdsEnteredText(answer)).toBe(true);
  });
});

describe('a visitor already in a field of the new page', () => {
  it('keeps the focus there: a field of the page is hers, a button or a field elsewhere is not', () => {
    document.body.innerHTML = `
      <main id="inhalt" tabindex="-1"><form method="post"><input name="email" type="email"><input name="passwort" type="password"><button>Anmelden</button></form></main>
      <input id="draussen" name="suche">`;
    const main = document.getElementById('inhalt') as HTMLElement;
    const passwort = main.querySelector<HTMLInputElement>('input[name="passwort"]') as HTMLInputElement;
    passwort.focus();
    expect(typingIn(main)).toBe(true);
    main.querySelector('button')?.focus();
    expect(typingIn(main)).toBe(false);
    main.focus();
    expect(typingIn(main)).toBe(false);
    document.getElementById('draussen')?.focus();
    expect(typingIn(main)).toBe(false);
  });
});
