import {
  PAUSCHALE_NACHWEIS,
  PAUSCHALE_ZWECKE,
  VEREINSPAUSCHALE_FIELDS,
  VEREINSPAUSCHALE_HONEYPOT,
  VEREINSPAUSCHALE_LABELS as L,
} from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { FileField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/vereinspauschale').then((module) => module.vereinspauschaleSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Ihr Antrag auf die Vereinspauschale ist bei uns angekommen.',
  erfolgDetail:
    'Sie erhalten gleich eine Eingangsbestätigung per E-Mail. Das Kulturamt prüft Ihren Antrag und den Nachweis; den Bescheid erhalten Sie per Post, die Pauschale wird danach auf das angegebene Konto überwiesen.',
  fehler: 'Leider konnte Ihr Antrag nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weiteren Antrag stellen',
  absenden: 'Antrag senden',
  pflicht: 'Alle Felder außer der Telefonnummer sind Pflichtfelder.',
} as const;

type Values = {
  verein: string;
  zweck: string;
  begruendung: string;
  name: string;
  funktion: string;
  email: string;
  telefon: string;
  kontoinhaber: string;
  iban: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = {
  verein: '',
  zweck: '',
  begruendung: '',
  name: '',
  funktion: '',
  email: '',
  telefon: '',
  kontoinhaber: '',
  iban: '',
  datenschutz: false,
  firma: '',
};

function Kulturamt() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Kulturamt an: <a href="tel:+497999123150">07999 123-150</a>.
    </>
  );
}

/** Template 'vereinspauschale': a club applies for its flat-rate grant, with a proof as a file. */
function ClubFlatRateForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Antrag Vereinspauschale"
      schema={loadSchema}
      fieldOrder={VEREINSPAUSCHALE_FIELDS}
      empty={EMPTY_TEXT}
      lists={[]}
      firstField="verein"
      honeypot={VEREINSPAUSCHALE_HONEYPOT}
      texts={TEXTS}
      contact={<Kulturamt />}
      withFiles
      fields={({ kit, idOf }) => {
        const { field } = kit;
        const text = (name: keyof typeof EMPTY_TEXT & keyof typeof L, extra: Record<string, unknown> = {}) => (
          <TextField label={L[name]} {...extra} {...field(name)} />
        );
        return (
          <>
            {text('verein', { required: true, autoComplete: 'organization' })}
            <SelectField label={L.zweck} placeholder="Bitte wählen Sie …" options={PAUSCHALE_ZWECKE.map((z) => ({ ...z }))} required {...field('zweck')} />
            <TextAreaField
              label={L.begruendung}
              hint="z. B. Zahl der Jugendlichen unter 18 Jahren, Name und Datum der Veranstaltung oder des Jubiläums. Mindestens 10, höchstens 2000 Zeichen."
              rows={5}
              required
              {...field('begruendung')}
            />
            {text('name', { required: true, autoComplete: 'name' })}
            {text('funktion', { required: true, hint: 'z. B. Vorsitzende, Kassenwart, Jugendleiterin' })}
            {text('email', {
              required: true,
              type: 'email',
              autoComplete: 'email',
              spellCheck: false,
              hint: 'An diese Adresse schicken wir die Eingangsbestätigung.',
            })}
            {text('telefon', { type: 'tel', autoComplete: 'tel' })}
            {text('kontoinhaber', { required: true, hint: 'In der Regel der Verein selbst.' })}
            {text('iban', { required: true, autoComplete: 'off', spellCheck: false, hint: 'Die IBAN des Vereinskontos, z. B. DE89 3704 0044 0532 0130 00.' })}
            <FileField
              id={idOf('nachweis')}
              name="nachweis"
              label={L.nachweis}
              hint="z. B. Mitgliederliste mit Geburtsjahren, Einladung zur Veranstaltung oder Festschrift."
              limits={PAUSCHALE_NACHWEIS}
              error={kit.messages.nachweis}
              required
            />
          </>
        );
      }}
    />
  );
}

export default island('vereinspauschale', ClubFlatRateForm, { hydrate: 'interaction' });
