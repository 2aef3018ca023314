import { FUEHRUNG_FIELDS, FUEHRUNG_HONEYPOT, FUEHRUNG_INTERESSEN, FUEHRUNG_LABELS as L, FUEHRUNG_SPRACHEN, FUEHRUNGEN } from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { MultiSelectField, DateField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/fuehrung').then((module) => module.fuehrungSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank für Ihre Anfrage!',
  erfolgDetail:
    'Die Tourist-Information prüft, ob eine Gästeführerin oder ein Gästeführer an Ihrem Wunschtermin frei ist, und schickt Ihnen innerhalb von drei Werktagen ein Angebot. Eine Eingangsbestätigung ist bereits an Ihre E-Mail-Adresse unterwegs.',
  fehler: 'Leider konnte Ihre Anfrage nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weitere Führung anfragen',
  absenden: 'Anfrage senden',
  pflicht: 'Alle Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.',
} as const;

type Values = {
  fuehrung: string;
  datum: string;
  gruppe: string;
  sprache: string;
  interessen: string[];
  name: string;
  email: string;
  telefon: string;
  anmerkungen: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = {
  fuehrung: '',
  datum: '',
  gruppe: '',
  sprache: 'deutsch',
  name: '',
  email: '',
  telefon: '',
  anmerkungen: '',
  datenschutz: false,
  firma: '',
};

function Telefonbuero() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie die Tourist-Information an: <a href="tel:+497999123400">07999 123-400</a>.
    </>
  );
}

/** Template 'fuehrung-anfrage': a group asks the tourist office for a guided tour. */
function GuidedTourForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Führung anfragen"
      schema={loadSchema}
      fieldOrder={FUEHRUNG_FIELDS}
      empty={EMPTY_TEXT}
      lists={['interessen']}
      firstField="fuehrung"
      honeypot={FUEHRUNG_HONEYPOT}
      texts={TEXTS}
      contact={<Telefonbuero />}
      fields={({ kit }) => {
        const { field } = kit;
        return (
          <>
            <SelectField label={L.fuehrung} placeholder="Bitte wählen Sie …" options={FUEHRUNGEN.map((f) => ({ ...f }))} required {...field('fuehrung')} />
            <DateField label={L.datum} required {...field('datum')} />
            <TextField label={L.gruppe} hint="Höchstens 50 Personen je Führung." inputMode="numeric" required {...field('gruppe')} />
            <SelectField label={L.sprache} options={FUEHRUNG_SPRACHEN.map((s) => ({ ...s }))} {...field('sprache')} />
            <MultiSelectField
              label={L.interessen}
              hint="Freiwillig; mehrere Antworten sind möglich."
              options={FUEHRUNG_INTERESSEN.map((i) => ({ ...i }))}
              {...field('interessen')}
            />
            <TextField label={L.name} autoComplete="name" required {...field('name')} />
            <TextField
              type="email"
              label={L.email}
              hint="An diese Adresse schicken wir die Eingangsbestätigung und unser Angebot."
              autoComplete="email"
              spellCheck={false}
              required
              {...field('email')}
            />
            <TextField type="tel" label={L.telefon} autoComplete="tel" {...field('telefon')} />
            <TextAreaField
              label={L.anmerkungen}
              hint="z. B. Rollstuhl, Kinderwagen, Wunschuhrzeit. Höchstens 1000 Zeichen."
              rows={4}
              {...field('anmerkungen')}
            />
          </>
        );
      }}
    />
  );
}

export default island('fuehrung-anfrage', GuidedTourForm, { hydrate: 'interaction' });
