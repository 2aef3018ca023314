import {
  HILFE_ARTEN,
  HILFE_BEREICHE,
  NACHBARSCHAFTSHILFE_FIELDS,
  NACHBARSCHAFTSHILFE_HONEYPOT,
  NACHBARSCHAFTSHILFE_LABELS as L,
} from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { MultiSelectField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/nachbarschaftshilfe').then((module) => module.nachbarschaftshilfeSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Ihre Angaben sind bei uns angekommen.',
  erfolgDetail:
    'Das Bürgerbüro bringt Hilfe und Bedarf zusammen und meldet sich innerhalb von zwei Werktagen bei Ihnen. Haben Sie eine E-Mail-Adresse angegeben, erhalten Sie gleich eine Eingangsbestätigung.',
  fehler: 'Leider konnten Ihre Angaben nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weitere Meldung schreiben',
  absenden: 'Angaben senden',
  pflicht: 'Alle Felder sind Pflichtfelder. Geben Sie entweder eine Telefonnummer oder eine E-Mail-Adresse an, nicht beides.',
} as const;

type Values = {
  art: string;
  bereiche: string[];
  beschreibung: string;
  name: string;
  wohnort: string;
  telefon: string;
  email: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = { art: '', beschreibung: '', name: '', wohnort: '', telefon: '', email: '', datenschutz: false, firma: '' };

function Telefonbuero() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: <a href="tel:+497999123120">07999 123-120</a>.
    </>
  );
}

/** Template 'nachbarschaftshilfe': neighbours offer or ask for help (the town's former corona form). */
function NeighbourhoodHelpForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Nachbarschaftshilfe"
      schema={loadSchema}
      fieldOrder={NACHBARSCHAFTSHILFE_FIELDS}
      empty={EMPTY_TEXT}
      lists={['bereiche']}
      firstField="art"
      honeypot={NACHBARSCHAFTSHILFE_HONEYPOT}
      texts={TEXTS}
      contact={<Telefonbuero />}
      fields={({ kit }) => {
        const { field } = kit;
        return (
          <>
            <SelectField label={L.art} placeholder="Bitte wählen Sie …" options={HILFE_ARTEN.map((a) => ({ ...a }))} required {...field('art')} />
            <MultiSelectField
              label={L.bereiche}
              hint="Mehrere Antworten sind möglich."
              options={HILFE_BEREICHE.map((b) => ({ ...b }))}
              {...field('bereiche')}
            />
            <TextAreaField
              label={L.beschreibung}
              hint="Wann und wie oft? Mindestens 10, höchstens 2000 Zeichen."
              rows={5}
              required
              {...field('beschreibung')}
            />
            <TextField label={L.name} autoComplete="name" required {...field('name')} />
            <TextField label={L.wohnort} hint="z. B. Lindenweg 3, Aach" autoComplete="address-line1" required {...field('wohnort')} />
            <TextField type="tel" label={L.telefon} hint="Entweder Telefonnummer oder E-Mail-Adresse." autoComplete="tel" {...field('telefon')} />
            <TextField
              type="email"
              label={L.email}
              hint="An diese Adresse schicken wir eine Eingangsbestätigung."
              autoComplete="email"
              spellCheck={false}
              {...field('email')}
            />
          </>
        );
      }}
    />
  );
}

export default island('nachbarschaftshilfe', NeighbourhoodHelpForm, { hydrate: 'interaction' });
