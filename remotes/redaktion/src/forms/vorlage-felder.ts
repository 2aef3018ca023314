/**
 * The edit form's fields of a council paper (Vorlage), shared by the form (server HTML, works
 * without JavaScript) and its handler: the paper's fields, its files as rows (a PDF of the media
 * library or a file the paper already had, with title and kind; a box to remove it) and one row to
 * add a PDF ('Datei hinzufügen'). The content API's findings at `dateien.<n>.<field>` belong to the
 * rows' fields `datei_<n>_<field>`.
 */
import type { RedaktionVorlageDatei, RedaktionVorlageFelder } from '@musterstadt/cms-client';
import { yup } from '@musterstadt/ui/forms/schema';

/** Files a paper may have (the content API's limit). */
const MAX_DATEIEN = 30;

export const VORLAGE_LABELS: Record<string, string> = {
  aktenzeichen: 'Aktenzeichen',
  vorlage_art: 'Art der Vorlage',
  datum: 'Datum der Vorlage',
  federfuehrend: 'Federführend (Amt)',
  sachverhalt: 'Sachverhalt',
  beschlussvorschlag: 'Beschlussvorschlag',
  oeffentlich: 'Sichtbarkeit',
  neue_datei_medium: 'PDF aus der Mediathek',
  neue_datei_titel: 'Titel der neuen Datei',
  neue_datei_art: 'Art der neuen Datei',
};

/** The label of a file row's field (`datei_0_titel` → 'Datei 1: Titel'). */
export function dateiLabel(name: string): string | undefined {
  const match = /^datei_(\d+)_(medium|titel|art)$/.exec(name);
  if (!match) return undefined;
  return `Datei ${Number(match[1]) + 1}: ${{ medium: 'PDF', titel: 'Titel', art: 'Art' }[match[2] as 'medium' | 'titel' | 'art']}`;
}

const zeile = (max: number) => yup.string().max(max, `Höchstens ${max} Zeichen.`).default('');
const MEDIUM = /^$|^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/;
const ID = /^$|^[1-9]\d{0,9}$/;

/** Every field name the form may post, with its rule (the shell refuses names it does not know). */
export const vorlageSchema: Record<string, yup.Schema<string | undefined, yup.AnyObject, string, 'd'>> = (() => {
  const schema: Record<string, yup.Schema<string | undefined, yup.AnyObject, string, 'd'>> = {
    vorlage: yup.string().oneOf(['', 'ja']).default(''),
    aktenzeichen: zeile(50),
    vorlage_art: zeile(60),
    datum: yup
      .string()
      .matches(/^$|^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie das Datum als JJJJ-MM-TT an.')
      .default(''),
    federfuehrend: zeile(200),
    sachverhalt: zeile(50_000),
    beschlussvorschlag: zeile(20_000),
    oeffentlich: yup.string().oneOf(['', 'ja', 'nein'], 'Bitte wählen Sie, ob die Vorlage öffentlich ist.').default(''),
    neue_datei_medium: yup.string().matches(MEDIUM, 'Bitte wählen Sie ein PDF aus der Liste.').default(''),
    neue_datei_titel: zeile(300),
    neue_datei_art: zeile(60),
  };
  for (let i = 0; i < MAX_DATEIEN; i += 1) {
    schema[`datei_${i}_medium`] = yup.string().matches(MEDIUM, 'Bitte wählen Sie ein PDF aus der Liste.').default('');
    schema[`datei_${i}_datei`] = yup.string().matches(ID).default('');
    schema[`datei_${i}_titel`] = zeile(300);
    schema[`datei_${i}_art`] = zeile(60);
    schema[`datei_${i}_entfernen`] = yup.string().oneOf(['', 'ja']).default('');
  }
  return schema;
})();

type Werte = Record<string, string | undefined>;

const absatz = (wert: string | undefined): string | null => {
  const value = (wert ?? '').replace(/\r\n?/g, '\n').trim();
  return value === '' ? null : value;
};

/** The form's values of stored fields (what the editor sees first). */
export function vorlageFormwerte(felder: Partial<RedaktionVorlageFelder>): Record<string, string> {
  const werte: Record<string, string> = {
    vorlage: 'ja',
    titel: felder.titel ?? '',
    aktenzeichen: felder.aktenzeichen ?? '',
    vorlage_art: felder.art ?? '',
    datum: felder.datum ?? '',
    federfuehrend: felder.federfuehrend ?? '',
    sachverhalt: felder.sachverhalt ?? '',
    beschlussvorschlag: felder.beschlussvorschlag ?? '',
    oeffentlich: felder.oeffentlich === false ? 'nein' : 'ja',
  };
  for (const [i, datei] of (felder.dateien ?? []).entries()) {
    werte[`datei_${i}_medium`] = datei.medium ?? '';
    werte[`datei_${i}_datei`] = datei.datei ? String(datei.datei) : '';
    werte[`datei_${i}_titel`] = datei.titel;
    werte[`datei_${i}_art`] = datei.art;
  }
  return werte;
}

/** The number of file rows among posted or stored values. */
/** What is missing to add the new file ('Datei hinzufügen'), at its field; none when it may be added. */
export function neueDateiFehler(werte: Werte, hinzufuegen: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const gewaehlt = (werte.neue_datei_medium ?? '') !== '';
  if (hinzufuegen && !gewaehlt) errors.neue_datei_medium = 'Bitte wählen Sie ein PDF aus der Liste.';
  if (gewaehlt && (werte.neue_datei_titel ?? '').trim() === '') errors.neue_datei_titel = 'Bitte geben Sie der Datei einen Titel (z. B. „Anlage 1: Lageplan“).';
  if (gewaehlt && dateiZeilen(werte) >= MAX_DATEIEN) errors.neue_datei_medium = `Eine Vorlage hat höchstens ${MAX_DATEIEN} Dateien.`;
  return errors;
}

export function dateiZeilen(werte: Werte): number {
  let n = 0;
  while (n < MAX_DATEIEN && (werte[`datei_${n}_medium`] || werte[`datei_${n}_datei`] || werte[`datei_${n}_titel`])) n += 1;
  return n;
}

/**
 * The paper's fields from the posted form: the rows not marked for removal, then the new PDF when
 * one was chosen (its kind 'Anlage' unless another was chosen).
 * `formFeld`: where each of the content API's findings belongs.
 */
export function vorlageFelderAus(werte: Werte): { felder: RedaktionVorlageFelder; formFeld: Record<string, string> } {
  const formFeld: Record<string, string> = { art: 'vorlage_art' };
  const dateien: RedaktionVorlageDatei[] = [];
  for (let i = 0; i < dateiZeilen(werte); i += 1) {
    if (werte[`datei_${i}_entfernen`] === 'ja') continue;
    const medium = werte[`datei_${i}_medium`] ?? '';
    const datei = werte[`datei_${i}_datei`] ?? '';
    for (const feld of ['medium', 'titel', 'art']) formFeld[`dateien.${dateien.length}.${feld}`] = `datei_${i}_${feld}`;
    dateien.push({
      medium: medium || null,
      datei: medium ? null : datei ? Number(datei) : null,
      titel: (werte[`datei_${i}_titel`] ?? '').trim(),
      art: (werte[`datei_${i}_art`] ?? '').trim(),
    });
  }
  const neu = werte.neue_datei_medium ?? '';
  if (neu && dateien.length < MAX_DATEIEN) {
    for (const feld of ['medium', 'titel', 'art']) formFeld[`dateien.${dateien.length}.${feld}`] = `neue_datei_${feld}`;
    dateien.push({
      medium: neu,
      datei: null,
      titel: (werte.neue_datei_titel ?? '').trim(),
      art: (werte.neue_datei_art ?? '').trim() || 'Anlage',
    });
  }
  return {
    felder: {
      titel: (werte.titel ?? '').trim(),
      aktenzeichen: (werte.aktenzeichen ?? '').trim(),
      art: (werte.vorlage_art ?? '').trim(),
      datum: (werte.datum ?? '').trim() || null,
      federfuehrend: (werte.federfuehrend ?? '').trim(),
      sachverhalt: absatz(werte.sachverhalt),
      beschlussvorschlag: absatz(werte.beschlussvorschlag),
      oeffentlich: werte.oeffentlich !== 'nein',
      dateien,
    },
    formFeld,
  };
}
