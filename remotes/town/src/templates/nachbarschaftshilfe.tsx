import {
  HILFE_ARTEN,
  HILFE_BEREICHE,
  NACHBARSCHAFTSHILFE_FIELDS,
  NACHBARSCHAFTSHILFE_HONEYPOT,
  NACHBARSCHAFTSHILFE_LABELS as L,
  nachbarschaftshilfeSchema,
} from '@musterstadt/forms';
import { island } from '@musterstadt/shell-contract';
import { MultiSelectField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from './captcha-form';
import type { FormTemplateProps } from './form-intro';

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
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: <a href="tel:+4979991230">07999 123-0</a>.
    </>
  );
}

/** Template 'nachbarschaftshilfe': neighbours offer or ask for help (the town's former corona form). */
function Nachbarschaftshilfe({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Nachbarschaftshilfe"
      schema={nachbarschaftshilfeSchema}
      fieldOrder={NACHBARSCHAFTSHILFE_FIELDS}
      empty={EMPTY_TEXT}
      lists={['bereiche']}
      firstField="art"
      honeypot={NACHBARSCHAFTSHILFE_HONEYPOT}
      texts={TEXTS}
      contact={<Telefonbuero />}
      fields={({ kit, defaults, idOf }) => {
        const { register } = kit.form;
        return (
          <>
            <SelectField
              id={idOf('art')}
              label={L.art}
              placeholder="Bitte wählen Sie …"
              options={HILFE_ARTEN.map((a) => ({ ...a }))}
              error={kit.messages.art}
              defaultValue={defaults.art}
              required
              {...register('art')}
            />
            <MultiSelectField
              id={idOf('bereiche')}
              label={L.bereiche}
              hint="Mehrere Antworten sind möglich."
              options={HILFE_BEREICHE.map((b) => ({ ...b }))}
              error={kit.messages.bereiche ?? kit.messages['bereiche[0]']}
              defaultValue={defaults.bereiche}
              {...register('bereiche')}
            />
            <TextAreaField
              id={idOf('beschreibung')}
              label={L.beschreibung}
              hint="Wann und wie oft? Mindestens 10, höchstens 2000 Zeichen."
              rows={5}
              error={kit.messages.beschreibung}
              defaultValue={defaults.beschreibung}
              required
              {...register('beschreibung')}
            />
            <TextField
              id={idOf('name')}
              label={L.name}
              autoComplete="name"
              error={kit.messages.name}
              defaultValue={defaults.name}
              required
              {...register('name')}
            />
            <TextField
              id={idOf('wohnort')}
              label={L.wohnort}
              hint="z. B. Lindenweg 3, Aach"
              autoComplete="address-line1"
              error={kit.messages.wohnort}
              defaultValue={defaults.wohnort}
              required
              {...register('wohnort')}
            />
            <TextField
              id={idOf('telefon')}
              type="tel"
              label={L.telefon}
              hint="Entweder Telefonnummer oder E-Mail-Adresse."
              autoComplete="tel"
              error={kit.messages.telefon}
              defaultValue={defaults.telefon}
              {...register('telefon')}
            />
            <TextField
              id={idOf('email')}
              type="email"
              label={L.email}
              hint="An diese Adresse schicken wir eine Eingangsbestätigung."
              autoComplete="email"
              spellCheck={false}
              error={kit.messages.email}
              defaultValue={defaults.email}
              {...register('email')}
            />
          </>
        );
      }}
    />
  );
}

export default island('nachbarschaftshilfe', Nachbarschaftshilfe);
