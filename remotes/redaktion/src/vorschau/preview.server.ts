/**
 * The preview page `/redaktion/vorschau?token=…` (server build only): the link an editor makes with
 * `Vorschau` is its own key, valid 24 hours, so it needs no login and can be passed on. The content
 * API answers what the link names (the public address of the draft, its route lookup and the draft
 * in place of the published item); the shell renders that exactly as the public page, marked with
 * this banner. An expired link (410) or a forged one says so in German.
 */
import type { RedaktionVorschau } from '@musterstadt/cms-client';
import { definePreviewSource, type PreviewOutcome } from '@musterstadt/shell-contract/server';
import { inhaltPfad, zeit } from '../texts';

const VORSCHAU_PFAD = '/redaktion/vorschau';

const VORSCHAU_TEXTE = {
  titel: 'Vorschau',
  abgelaufen: 'Dieser Vorschau-Link ist abgelaufen (er gilt 24 Stunden). Bitte erzeugen Sie in der Redaktion einen neuen.',
  ungueltig: 'Dieser Vorschau-Link ist ungültig. Bitte erzeugen Sie in der Redaktion einen neuen.',
  zurBearbeitung: 'Zur Bearbeitung in der Redaktion',
} as const;

/** Longer than any link the content API signs: not worth asking it. */
const TOKEN_MAX = 2000;

function fehlertext(body: unknown, fallback: string): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : fallback;
}

/** The banner's sentence: what this is, which revision, until when the link holds. */
function bannerText(vorschau: Pick<RedaktionVorschau, 'revision' | 'inhalt' | 'gueltig_bis'>): string {
  return (
    `– so wird dieser Inhalt aussehen. Diese Seite ist nicht öffentlich. ` +
    `Fassung Nr. ${vorschau.revision.nummer} (${vorschau.inhalt.status}), gültig bis ${zeit(vorschau.gueltig_bis)} Uhr.`
  );
}

function istVorschau(body: unknown): body is RedaktionVorschau {
  const v = body as Partial<RedaktionVorschau> | null;
  return !!v && typeof v.url === 'string' && !!v.route && !!v.antworten && !!v.inhalt && !!v.revision && typeof v.gueltig_bis === 'string';
}

export default definePreviewSource({
  path: VORSCHAU_PFAD,
  async load(cms, query): Promise<PreviewOutcome> {
    const token = query.get('token') ?? '';
    if (token === '' || token.length > TOKEN_MAX) return { status: 'refused', httpStatus: 404, message: VORSCHAU_TEXTE.ungueltig };
    const answer = await cms.get<RedaktionVorschau>('/api/cms/redaktion/vorschau', { token });
    if (answer.status === 200 && istVorschau(answer.body)) {
      const vorschau = answer.body;
      return {
        status: 'page',
        url: vorschau.url,
        route: vorschau.route,
        answers: vorschau.antworten,
        banner: {
          title: VORSCHAU_TEXTE.titel,
          text: bannerText(vorschau),
          link: { href: inhaltPfad(vorschau.inhalt.id), text: VORSCHAU_TEXTE.zurBearbeitung },
        },
      };
    }
    if (answer.status === 410) return { status: 'refused', httpStatus: 410, message: fehlertext(answer.body, VORSCHAU_TEXTE.abgelaufen) };
    // A forged or broken link (401, 400), or content that has no page (404): nothing a login would change.
    if (answer.status === 400 || answer.status === 401 || answer.status === 404)
      return { status: 'refused', httpStatus: 404, message: fehlertext(answer.body, VORSCHAU_TEXTE.ungueltig) };
    throw new Error(`The content API answered the preview with ${answer.status}`);
  },
});
