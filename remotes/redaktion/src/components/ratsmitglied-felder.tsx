import type { RatsGremiumWahl, RatsmitgliedKonto } from '@musterstadt/cms-client';
import type { BlockForm } from '@musterstadt/shell-contract';
import { eingabe, fehlerVon } from './form-parts';
import { zeit } from '../texts';

/** The labels of a council member's fields (the error summary links to them). */
export const RATSMITGLIED_LABELS = {
  anrede: 'Anrede',
  titel: 'Titel (freiwillig)',
  vorname: 'Vorname',
  nachname: 'Nachname',
  email: 'E-Mail-Adresse',
  partei: 'Partei oder Fraktion',
  beruf: 'Beruf (freiwillig)',
  wohnort: 'Wohnort',
  gremium_id: 'Gremium',
  rolle: 'Rolle im Gremium',
  seit: 'Mitglied seit',
  bis: 'Mitglied bis (freiwillig)',
  grund: 'Grund (freiwillig, steht im Protokoll)',
} as const;

export type RatsmitgliedFeld = keyof typeof RATSMITGLIED_LABELS;

/** A day `JJJJ-MM-TT` as `TT.MM.JJJJ`. */
export const deutschesDatum = (tag: string): string => tag.split('-').reverse().join('.');

/**
 * One field with its label and its error line tied to it. `aktiv`: the posted form is this one, so its
 * values and errors belong here (several forms on one page share field names). `praefix` keeps the ids
 * of a form's fields unique on the page.
 */
export function Feld({
  form,
  name,
  wert,
  aktiv,
  praefix = 'rd',
  type = 'text',
  autoComplete = 'off',
  optionen,
  hinweis,
}: {
  form: BlockForm;
  name: RatsmitgliedFeld;
  wert: string;
  aktiv: boolean;
  praefix?: string;
  type?: 'text' | 'email' | 'date' | 'textarea' | 'select';
  autoComplete?: string;
  optionen?: { value: string; label: string }[];
  hinweis?: string;
}) {
  const id = `${praefix}-${name}`;
  const fehler = aktiv ? fehlerVon(form, name) : undefined;
  const wertJetzt = aktiv ? eingabe(form, name, wert) : wert;
  const beschrieben = [hinweis ? `${id}-hinweis` : undefined, fehler ? `${id}-fehler` : undefined].filter(Boolean).join(' ') || undefined;
  const gemeinsam = { id, name, 'aria-invalid': fehler ? true : undefined, 'aria-describedby': beschrieben } as const;
  return (
    <div className="rd-field">
      <label htmlFor={id}>{RATSMITGLIED_LABELS[name]}</label>
      {hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
      )}
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      {type === 'textarea' ? (
        <textarea {...gemeinsam} defaultValue={wertJetzt} />
      ) : type === 'select' ? (
        <select {...gemeinsam} defaultValue={wertJetzt}>
          {(optionen ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...gemeinsam} type={type} autoComplete={autoComplete} defaultValue={wertJetzt} />
      )}
    </div>
  );
}

export const ANREDEN = [
  { value: '', label: 'keine Anrede' },
  { value: 'Frau', label: 'Frau' },
  { value: 'Herr', label: 'Herr' },
];

export const gremiumOptionen = (gremien: readonly RatsGremiumWahl[], leer?: string) => [
  ...(leer === undefined ? [] : [{ value: '', label: leer }]),
  ...gremien.map((gremium) => ({ value: String(gremium.id), label: gremium.name })),
];

/** Where the member's account stands: invited, password set, link sent, ended. */
export function kontoStand(konto: Pick<RatsmitgliedKonto, 'aktiv' | 'beendet_am' | 'link' | 'passwort_gesetzt'>, jetzt = Date.now()): string {
  if (!konto.aktiv) return `Konto beendet am ${zeit(konto.beendet_am)}`;
  const link = konto.link;
  if (link && link.benutzt_am === null) {
    const art = link.zweck === 'einladung' ? 'Eingeladen' : 'Link für neues Passwort geschickt';
    return new Date(link.laeuft_ab_am).getTime() > jetzt ? `${art}, Link gilt bis ${zeit(link.laeuft_ab_am)}` : `${art}, Link abgelaufen`;
  }
  return konto.passwort_gesetzt ? 'Aktiv' : 'Ohne Zugang';
}

/** A membership in words: 'Technischer Ausschuss: Mitglied seit 01.12.2026 bis 30.06.2027'. */
export const mitgliedschaftText = (m: RatsmitgliedKonto['mitgliedschaften'][number]): string =>
  `${m.gremium.name}: ${m.rolle} seit ${deutschesDatum(m.seit)}${m.bis ? ` bis ${deutschesDatum(m.bis)}` : ''}`;

/** The button that mails the member a link: a new password, or the invitation (again). */
export const linkKnopf = (konto: Pick<RatsmitgliedKonto, 'passwort_gesetzt' | 'link'>): string =>
  konto.passwort_gesetzt ? 'Passwort-Link senden' : konto.link ? 'Einladung erneut senden' : 'Einladung senden';
