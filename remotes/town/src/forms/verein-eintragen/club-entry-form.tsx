import { VEREIN_FIELDS, VEREIN_HONEYPOT, VEREIN_KATEGORIEN, VEREIN_LABELS as L } from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { MultiSelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/verein').then((module) => module.vereinSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Die Angaben zu Ihrem Verein sind bei uns eingegangen.',
  erfolgDetail:
    'Das Kulturamt prüft die Angaben in der Regel innerhalb von drei Werktagen und nimmt Ihren Verein dann in das Vereinsverzeichnis auf. Bis dahin ist der Eintrag nicht öffentlich sichtbar. Eine Eingangsbestätigung ist bereits an Ihre E-Mail-Adresse unterwegs.',
  fehler: 'Leider konnten die Angaben zu Ihrem Verein nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weiteren Verein eintragen',
  absenden: 'Verein eintragen lassen',
  pflicht: 'Alle Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.',
} as const;

type Values = {
  vereinsname: string;
  ort: string;
  webseite: string;
  beschreibung: string;
  kategorien: string[];
  ansprechperson: string;
  funktion: string;
  email: string;
  telefon: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  fax: string;
};

const EMPTY_TEXT = {
  vereinsname: '',
  ort: '',
  webseite: '',
  beschreibung: '',
  ansprechperson: '',
  funktion: '',
  email: '',
  telefon: '',
  datenschutz: false,
  fax: '',
};

function Kulturamt() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Kulturamt an: <a href="tel:+497999123150">07999 123-150</a>.
    </>
  );
}

/** Template 'verein-eintragen': a club asks to be listed in the club directory. */
function ClubEntryForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Verein eintragen"
      schema={loadSchema}
      fieldOrder={VEREIN_FIELDS}
      empty={EMPTY_TEXT}
      lists={['kategorien']}
      firstField="vereinsname"
      honeypot={VEREIN_HONEYPOT}
      texts={TEXTS}
      contact={<Kulturamt />}
      fields={({ kit }) => {
        const { field } = kit;
        return (
          <>
            <TextField label={L.vereinsname} autoComplete="organization" required {...field('vereinsname')} />
            <TextField label={L.ort} hint="z. B. Bürgerhaus, Kirchgasse 3" required {...field('ort')} />
            <TextField
              type="url"
              label={L.webseite}
              hint="Mit https://, z. B. https://www.verein-musterstadt.de"
              autoComplete="url"
              spellCheck={false}
              {...field('webseite')}
            />
            <TextAreaField
              label={L.beschreibung}
              hint="Angebote, Trainings- oder Probenzeiten, wer mitmachen kann. 20 bis 1000 Zeichen."
              rows={6}
              required
              {...field('beschreibung')}
            />
            <MultiSelectField
              label={L.kategorien}
              hint="Mindestens eine; mehrere Antworten sind möglich."
              options={VEREIN_KATEGORIEN.map((k) => ({ ...k }))}
              {...field('kategorien')}
            />
            <TextField
              label={L.ansprechperson}
              hint="Name und E-Mail-Adresse erscheinen im Vereinsverzeichnis."
              autoComplete="name"
              required
              {...field('ansprechperson')}
            />
            <TextField label={L.funktion} hint="z. B. Vorsitzende, Jugendleiter" {...field('funktion')} />
            <TextField type="email" label={L.email} autoComplete="email" spellCheck={false} required {...field('email')} />
            <TextField type="tel" label={L.telefon} hint="Erscheint im Vereinsverzeichnis, wenn angegeben." autoComplete="tel" {...field('telefon')} />
          </>
        );
      }}
    />
  );
}

export default island('verein-eintragen', ClubEntryForm, { hydrate: 'interaction' });
