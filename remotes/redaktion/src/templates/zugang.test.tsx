import { ZUGANG_MESSAGES, type IntranetKonto } from '@musterstadt/cms-contract';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Mitarbeitende from './mitarbeitende';
import Zugang from './zugang';

const TOKEN = 'ab'.repeat(32);

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

const props = (template: string, path: string, search: string, data: Record<string, unknown>, form?: BlockForm): TemplateProps => ({
  page: view(path, search),
  block: { template, slot: 'main', context: { apiCalls: Object.keys(data) }, options: {} },
  data,
  ...(form ? { form } : {}),
});

const zugangForm = (submission?: BlockForm['submission']): BlockForm => ({
  id: 'redaktion-zugang',
  action: '/redaktion/zugang#redaktion-zugang',
  data: null,
  ...(submission ? { submission } : {}),
});

describe('redaktion-zugang', () => {
  it('greets the invited person and asks for the new password twice, with the rule, in a form that carries the link', () => {
    const link = { art: 'intranet', zweck: 'einladung', name: 'Lena Vogt', laeuft_ab_am: '2026-11-23T09:00:00.000Z', anmeldung: '/intranet/anmelden' };
    render(<Zugang {...props('redaktion-zugang', '/redaktion/zugang', `?token=${TOKEN}`, { zugang: link }, zugangForm())} />);
    expect(screen.getByText(/Guten Tag Lena Vogt, willkommen!/)).toHaveTextContent('für das Intranet fest.');
    const form = screen.getByRole('form', { name: 'Passwort festlegen' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="token"]')).toHaveValue(TOKEN);
    expect(screen.getByLabelText('Neues Passwort')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(/^Mindestens 12 Zeichen/);
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([ZUGANG_MESSAGES.linkAbgelaufen, ZUGANG_MESSAGES.linkBenutzt, ZUGANG_MESSAGES.linkUnbekannt])(
    'says in German why a link no longer works: %s',
    (error) => {
      render(<Zugang {...props('redaktion-zugang', '/redaktion/zugang', `?token=${TOKEN}`, { zugang: { error } }, zugangForm())} />);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Dieser Link funktioniert nicht' })).toBeInTheDocument();
      expect(alert).toHaveTextContent(error);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('shows a refused password at its field and keeps the link for the next try', () => {
    const message = 'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten.';
    const form = zugangForm({ status: 'invalid', message, errors: { passwort: message }, values: { token: TOKEN } });
    render(<Zugang {...props('redaktion-zugang', '/redaktion/zugang', '', { zugang: { error: ZUGANG_MESSAGES.linkUnbekannt } }, form)} />);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: `Neues Passwort: ${message}` })).toHaveAttribute('href', '#rd-passwort');
    expect(screen.getByLabelText('Neues Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('form', { name: 'Passwort festlegen' }).querySelector('input[name="token"]')).toHaveValue(TOKEN);
  });

  it('leads to the login of the kind once the password is set', () => {
    render(<Zugang {...props('redaktion-zugang', '/redaktion/zugang', '?fertig=intranet', {}, zugangForm())} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ihr Passwort ist festgelegt.');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung für das Intranet' })).toHaveAttribute('href', '/intranet/anmelden');
  });
});

describe('redaktion-mitarbeitende', () => {
  const konto = (teile: Partial<IntranetKonto>): IntranetKonto => ({
    uuid: '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11',
    vorname: 'Anna',
    nachname: 'Schmid',
    email: 'anna.schmid@musterstadt.de',
    aktiv: true,
    beendet_am: null,
    passwort_gesetzt: true,
    link: null,
    ...teile,
  });
  const form: BlockForm = { id: 'redaktion-mitarbeitende', action: '/redaktion/mitarbeitende#redaktion-mitarbeitende', data: null };

  it('offers the invitation and, per active person, a password link and the end of the access, each named for screen readers', () => {
    const beendet = konto({
      uuid: '0b9e7d52-31a4-4f6c-8e2d-7a5c9b1e3f22',
      vorname: 'Markus',
      nachname: 'Weber',
      aktiv: false,
      beendet_am: '2026-11-20T09:00:00.000Z',
    });
    render(<Mitarbeitende {...props('redaktion-mitarbeitende', '/redaktion/mitarbeitende', '', { mitarbeitende: { data: [konto({}), beendet] } }, form)} />);
    expect(screen.getByRole('form', { name: 'Neue Person in das Intranet einladen' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Link für neues Passwort schicken: Anna Schmid' })).toHaveAttribute('value', 'passwort-link');
    expect(screen.getByRole('button', { name: 'Zugang beenden: Anna Schmid' })).toHaveAttribute('value', 'beenden');
    expect(screen.queryByRole('button', { name: /Markus Weber/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Markus Weber/ })).toHaveTextContent('Zugang beendet am');
  });
});
