import { REDAKTION_AUTH_HEADER, type CmsResponse, type CmsWriteClient } from '@musterstadt/cms-client';
import { LoginUnavailableError, validateLoginKind } from '@musterstadt/shell-contract/server';
import kind, { passwortErlaubt } from './login.server';

type Answers = Record<string, CmsResponse<unknown>>;

/** A content API that answers each `METHOD path` as the test says and records what each call carries. */
function fakeCms(answers: Answers) {
  const calls: { call: string; body?: unknown }[] = [];
  const cms: CmsWriteClient = {
    baseUrl: 'http://cms.test',
    async get<T>(path: string) {
      calls.push({ call: `GET ${path}` });
      return (answers[`GET ${path}`] ?? { status: 404, body: null }) as CmsResponse<T>;
    },
    async send<T>(method: string, path: string, body?: unknown) {
      calls.push({ call: `${method} ${path}`, body });
      return (answers[`${method} ${path}`] ?? { status: 404, body: null }) as CmsResponse<T>;
    },
  };
  return { cms, calls };
}

const profil = { id: 7, name: 'Petra Lang', email: 'petra.lang@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };
const PFAD = 'POST /api/cms/redaktion/ich/passwort';
const aendern = (answers: Answers) => {
  const { cms, calls } = fakeCms(answers);
  const change = kind.password?.change;
  if (!change) throw new Error('the editorial login kind has no password change');
  return { result: change(cms, 'alter-token', { alt: 'Schule!Lang2026x', neu: 'Ein-neuer-Satz-2026' }, profil as never), calls };
};

describe('the editorial login kind’s own password', () => {
  it('satisfies the contract with the password page /redaktion/passwort', () => {
    expect(validateLoginKind({ default: kind })).toBeNull();
    expect(kind.pages.password).toBe('/redaktion/passwort');
    expect(kind.headers('t')).toEqual({ [REDAKTION_AUTH_HEADER]: 'Bearer t' });
  });

  it('accepts 12 to 128 characters, as the content API does', () => {
    expect(passwortErlaubt('x'.repeat(11))).toBe(false);
    expect(passwortErlaubt('x'.repeat(12))).toBe(true);
    expect(passwortErlaubt('x'.repeat(128))).toBe(true);
    expect(passwortErlaubt('x'.repeat(129))).toBe(false);
  });

  it('sends the old and the new password and goes on with the new token the content API answers', async () => {
    const { result, calls } = aendern({ [PFAD]: { status: 200, body: { id: 7, token: 'neuer-token' } } });
    expect(await result).toEqual({ token: 'neuer-token', profile: profil });
    expect(calls).toEqual([{ call: PFAD, body: { passwort_alt: 'Schule!Lang2026x', passwort_neu: 'Ein-neuer-Satz-2026' } }]);
  });

  it('turns the content API’s German refusals into the codes the password page shows at their field', async () => {
    expect(await aendern({ [PFAD]: { status: 403, body: { error: 'Das bisherige Passwort stimmt nicht.' } } }).result).toEqual({ refused: 'altes-passwort' });
    expect(await aendern({ [PFAD]: { status: 400, body: { error: 'Das neue Passwort muss sich vom bisherigen unterscheiden.' } } }).result).toEqual({
      refused: 'gleich',
    });
    expect(await aendern({ [PFAD]: { status: 400, body: { error: 'Das Passwort muss mindestens 12 Zeichen lang sein.' } } }).result).toEqual({
      refused: 'regel',
    });
    // A 200 without a token is no success.
    expect(await aendern({ [PFAD]: { status: 200, body: {} } }).result).toEqual({ refused: 'regel' });
  });

  it('says the session expired on 401, and that the content API is unavailable on 5xx', async () => {
    expect(await aendern({ [PFAD]: { status: 401, body: { error: 'Bitte melden Sie sich in der Redaktion an.' } } }).result).toBe('expired');
    await expect(aendern({ [PFAD]: { status: 503, body: null } }).result).rejects.toBeInstanceOf(LoginUnavailableError);
  });
});
