import {
  VERANSTALTUNG_BILD,
  VERANSTALTUNG_FIELDS,
  VERANSTALTUNG_HONEYPOT,
  VERANSTALTUNG_KATEGORIEN,
  VERANSTALTUNG_LABELS as L,
} from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { DateField, FileField, MultiSelectField, RichTextField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/veranstaltung').then((module) => module.veranstaltungSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.',
  erfolgDetail:
    'Das Kulturamt prüft Ihre Angaben in der Regel innerhalb von drei Werktagen und nimmt die Veranstaltung dann in den Veranstaltungskalender auf. Bis dahin ist sie nicht öffentlich sichtbar. Eine Eingangsbestätigung ist bereits an Ihre E-Mail-Adresse unterwegs.',
  fehler: 'Leider konnte Ihre Veranstaltung nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weitere Veranstaltung melden',
  absenden: 'Veranstaltung melden',
  pflicht: 'Alle Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.',
} as const;

type Values = {
  titel: string;
  datum: string;
  beginn: string;
  endeDatum: string;
  ende: string;
  ort: string;
  kategorien: string[];
  beschreibung: string;
  veranstalter: string;
  name: string;
  email: string;
  telefon: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  homepage: string;
};

const EMPTY_TEXT = {
  titel: '',
  datum: '',
  beginn: '',
  endeDatum: '',
  ende: '',
  ort: '',
  beschreibung: '',
  veranstalter: '',
  name: '',
  email: '',
  telefon: '',
  datenschutz: false,
  homepage: '',
};

function Kulturamt() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Kulturamt an: <a href="tel:+497999123150">07999 123-150</a>.
    </>
  );
}

/** Template 'veranstaltung-melden': an organiser reports an event for the town's calendar, with a picture if they like. */
function EventReportForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Veranstaltung melden"
      schema={loadSchema}
      fieldOrder={VERANSTALTUNG_FIELDS}
      empty={EMPTY_TEXT}
      lists={['kategorien']}
      firstField="titel"
      honeypot={VERANSTALTUNG_HONEYPOT}
      texts={TEXTS}
      contact={<Kulturamt />}
      withFiles
      fields={({ kit, idOf }) => {
        const m = kit.messages;
        const { field } = kit;
        return (
          <>
            <TextField label={L.titel} required {...field('titel')} />
            <DateField label={L.datum} required {...field('datum')} />
            <TextField type="time" label={L.beginn} hint="Stunden:Minuten, z. B. 19:30" required {...field('beginn')} />
            <DateField label={L.endeDatum} {...field('endeDatum')} />
            <TextField type="time" label={L.ende} hint="Stunden:Minuten, z. B. 22:00" required {...field('ende')} />
            <TextField label={L.ort} hint="z. B. Stadthalle Musterstadt, Festplatz 1" required {...field('ort')} />
            <MultiSelectField
              label={L.kategorien}
              hint="Mindestens eine; mehrere Antworten sind möglich."
              options={VERANSTALTUNG_KATEGORIEN.map((k) => ({ ...k }))}
              {...field('kategorien')}
            />
            <RichTextField
              label={L.beschreibung}
              hint="Was erwartet die Besucherinnen und Besucher? Eintritt, Anmeldung, Barrierefreiheit. 20 bis 5000 Zeichen."
              rows={8}
              required
              {...field('beschreibung')}
            />
            <TextField label={L.veranstalter} hint="Verein, Einrichtung oder Person, die einlädt." required {...field('veranstalter')} />
            <FileField
              id={idOf('bild')}
              name="bild"
              label={L.bild}
              hint="Ein Foto oder Plakat für den Veranstaltungskalender. Bitte nur Bilder, an denen Sie die Rechte haben."
              limits={VERANSTALTUNG_BILD}
              error={m.bild}
            />
            <TextField label={L.name} autoComplete="name" required {...field('name')} />
            <TextField
              type="email"
              label={L.email}
              hint="Für die Eingangsbestätigung und Rückfragen; sie wird nicht veröffentlicht."
              autoComplete="email"
              spellCheck={false}
              required
              {...field('email')}
            />
            <TextField type="tel" label={L.telefon} autoComplete="tel" {...field('telefon')} />
          </>
        );
      }}
    />
  );
}

export default island('veranstaltung-melden', EventReportForm, { hydrate: 'interaction' });
