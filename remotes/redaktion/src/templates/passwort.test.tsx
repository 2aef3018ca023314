import type { SitzungListe } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Anmeldungen from './anmeldungen';
import Passwort from './passwort';

function view(path: string, search = ''): PageView {
  return {
    path,
    search,
    layout: 'redaktion',
    theme: 'default',
    title: '',
    heading: '',
    description: '',
    canonical: path,
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  };
}

const props = (template: string, path: string, search: string, data: Record<string, unknown> = {}, form?: BlockForm): TemplateProps => ({
  page: view(path, search),
  block: { template, slot: 'main', context: { apiCalls: Object.keys(data) }, options: {} },
  data,
  ...(form ? { form } : {}),
});

describe('redaktion-passwort', () => {
  it('asks for the current password and the new one twice, in a plain form that posts to the page and comes back to it', () => {
    render(<Passwort {...props('redaktion-passwort', '/redaktion/passwort', '')} />);
    const form = screen.getByRole('form', { name: 'Passwort ändern' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/redaktion/passwort');
    expect(screen.getByLabelText('Bisheriges Passwort')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Neues Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(/^Mindestens 12 und höchstens 128 Zeichen/);
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAttribute('autocomplete', 'new-password');
    expect(form.querySelector('input[name="ziel"]')).toHaveValue('/redaktion/passwort?meldung=passwort-geaendert');
    expect(screen.getByRole('link', { name: 'Ihre Anmeldungen' })).toHaveAttribute('href', '/redaktion/anmeldungen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['altes-passwort', 'Bisheriges Passwort', 'Das bisherige Passwort stimmt nicht.'],
    ['regel', 'Neues Passwort', 'Das neue Passwort muss mindestens 12 und höchstens 128 Zeichen lang sein.'],
    ['gleich', 'Neues Passwort', 'Das neue Passwort muss sich vom bisherigen unterscheiden.'],
    ['wiederholung', 'Neues Passwort wiederholen', 'Die beiden Eingaben des neuen Passworts stimmen nicht überein.'],
  ])('shows the refusal %s in German at its field, linked from the summary, with every password field empty', (code, label, text) => {
    render(<Passwort {...props('redaktion-passwort', '/redaktion/passwort', `?fehler=${code}`)} />);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: text })).toHaveAttribute('href', `#${screen.getByLabelText(label).id}`);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));
    const felder = screen.getAllByLabelText(/Passwort/, { selector: 'input' });
    expect(felder).toHaveLength(3);
    for (const field of felder) expect(field).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says that the password changed and that the other sessions ended', () => {
    render(<Passwort {...props('redaktion-passwort', '/redaktion/passwort', '?meldung=passwort-geaendert')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ihr Passwort ist geändert. Alle anderen Anmeldungen Ihres Kontos sind beendet');
  });

  it('ignores a code it does not know and another page’s notice', () => {
    render(<Passwort {...props('redaktion-passwort', '/redaktion/passwort', '?fehler=<b>x</b>&meldung=konto-beendet')} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('redaktion-anmeldungen', () => {
  const sitzungen: SitzungListe = {
    data: [
      {
        id: '0b6c1a52-5d0e-4a36-9d7c-2f1f0d9a1e01',
        erstellt_am: '2026-11-26T08:00:00Z',
        zuletzt_am: '2026-11-26T08:20:00Z',
        laeuft_ab_am: '2026-11-26T16:00:00Z',
        aktuell: true,
      },
      {
        id: '7d0e2b9c-1111-4c7a-8e0b-5a5b6c7d8e9f',
        erstellt_am: '2026-11-25T07:30:00Z',
        zuletzt_am: '2026-11-25T09:00:00Z',
        laeuft_ab_am: '2026-11-25T15:30:00Z',
        aktuell: false,
      },
    ],
    seiten: 1,
    anzahl: 2,
  };
  const form: BlockForm = { id: 'redaktion-anmeldungen', action: '/redaktion/anmeldungen#redaktion-anmeldungen', data: null };

  it('lists the open sessions in Berlin time, with Abmelden for every one but this, which logs out here', () => {
    render(<Anmeldungen {...props('redaktion-anmeldungen', '/redaktion/anmeldungen', '', { sitzungen }, form)} />);
    const [, diese, andere] = screen.getAllByRole('row');
    expect(
      within(diese!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['26.11.2026, 09:00', '26.11.2026, 09:20', '26.11.2026, 17:00', 'Diese Anmeldung · Hier abmelden']);
    expect(within(diese!).getByRole('link', { name: 'Hier abmelden' })).toHaveAttribute('href', '/redaktion/abmelden');
    const abmelden = within(andere!).getByRole('form', { name: 'Anmeldung vom 25.11.2026, 08:30 abmelden' });
    expect(abmelden).toHaveAttribute('method', 'post');
    expect(abmelden.querySelector('input[name="id"]')).toHaveValue('7d0e2b9c-1111-4c7a-8e0b-5a5b6c7d8e9f');
    expect(within(abmelden).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('says that a session ended, and shows a refusal instead', () => {
    const { unmount } = render(<Anmeldungen {...props('redaktion-anmeldungen', '/redaktion/anmeldungen', '?meldung=sitzung-beendet', { sitzungen }, form)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Die Anmeldung ist beendet.');
    unmount();
    const refused = {
      ...form,
      submission: { status: 'error' as const, message: 'Diese Sitzung gibt es nicht, sie ist schon beendet, oder sie gehört nicht zu Ihrer Anmeldung.' },
    };
    render(<Anmeldungen {...props('redaktion-anmeldungen', '/redaktion/anmeldungen', '?meldung=sitzung-beendet', { sitzungen }, refused as BlockForm)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Sitzung gibt es nicht');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the sessions could not be read', () => {
    render(<Anmeldungen {...props('redaktion-anmeldungen', '/redaktion/anmeldungen', '', { sitzungen: null }, form)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Anmeldungen konnten gerade nicht geladen werden.');
  });
});
