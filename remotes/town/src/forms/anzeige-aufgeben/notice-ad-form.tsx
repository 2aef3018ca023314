import { ANZEIGE_BILD, ANZEIGE_FIELDS, ANZEIGE_HONEYPOT, ANZEIGE_LABELS as L, ANZEIGE_MAX_TAGE, ANZEIGE_RUBRIKEN } from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { CheckboxField, DateField, FileField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/anzeige').then((module) => module.anzeigeSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Ihre Anzeige ist bei uns eingegangen.',
  erfolgDetail:
    'Das Bürgerbüro prüft Ihre Anzeige in der Regel innerhalb von zwei Werktagen und hängt sie dann am Schwarzen Brett aus, bis zu dem Tag, den Sie angegeben haben. Bis dahin ist sie nicht öffentlich sichtbar. Eine Eingangsbestätigung ist bereits an Ihre E-Mail-Adresse unterwegs.',
  fehler: 'Leider konnte Ihre Anzeige nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weitere Anzeige aufgeben',
  absenden: 'Anzeige aufgeben',
  pflicht: 'Alle Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.',
} as const;

type Values = {
  rubrik: string;
  titel: string;
  text: string;
  bis: string;
  anbieter: string;
  telefon: string;
  email: string;
  emailZeigen: boolean;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = { rubrik: '', titel: '', text: '', bis: '', anbieter: '', telefon: '', email: '', emailZeigen: false, datenschutz: false, firma: '' };

function Buergerbuero() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: <a href="tel:+497999123120">07999 123-120</a>.
    </>
  );
}

/** Template 'anzeige-aufgeben': citizens and clubs post an ad on the notice board, with a picture and an expiry date. */
function NoticeAdForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Anzeige aufgeben"
      schema={loadSchema}
      fieldOrder={ANZEIGE_FIELDS}
      empty={EMPTY_TEXT}
      lists={[]}
      firstField="rubrik"
      honeypot={ANZEIGE_HONEYPOT}
      texts={TEXTS}
      contact={<Buergerbuero />}
      withFiles
      consentLabel="Ich bin damit einverstanden, dass die Stadt Musterstadt meine Angaben zur Bearbeitung speichert und die Anzeige nach der Prüfung bis zum angegebenen Tag am Schwarzen Brett veröffentlicht."
      fields={({ kit, defaults, idOf }) => {
        const { register } = kit.form;
        const m = kit.messages;
        const { field } = kit;
        return (
          <>
            <SelectField label={L.rubrik} placeholder="Bitte wählen Sie …" options={ANZEIGE_RUBRIKEN.map((r) => ({ ...r }))} required {...field('rubrik')} />
            <TextField label={L.titel} hint="Kurz und klar, z. B. „Kinderfahrrad zu verschenken“ oder „Chor sucht Tenöre“." required {...field('titel')} />
            <TextAreaField
              label={L.text}
              hint="Worum geht es, wann und wo? 20 bis 2000 Zeichen. Gewerbliche Anzeigen veröffentlichen wir nicht."
              rows={7}
              required
              {...field('text')}
            />
            <FileField
              id={idOf('bild')}
              name="bild"
              label={L.bild}
              hint="Ein Foto oder Plakat zur Anzeige. Bitte nur Bilder, an denen Sie die Rechte haben und auf denen niemand ohne sein Einverständnis zu erkennen ist."
              limits={ANZEIGE_BILD}
              error={m.bild}
            />
            <DateField
              label={L.bis}
              hint={`Format: TT.MM.JJJJ. Frühestens morgen, höchstens ${ANZEIGE_MAX_TAGE} Tage ab heute; danach verschwindet die Anzeige vom Schwarzen Brett.`}
              required
              {...field('bis')}
            />
            <fieldset className="ms-fieldset">
              <legend>Wie erreicht man Sie?</legend>
              <TextField
                label={L.anbieter}
                hint="Erscheint in der Anzeige, z. B. „Familie Weber“ oder „Liederkranz Musterstadt“."
                autoComplete="name"
                required
                {...field('anbieter')}
              />
              <TextField
                type="tel"
                label={L.telefon}
                hint="Erscheint in der Anzeige. Geben Sie eine Telefonnummer an oder lassen Sie Ihre E-Mail-Adresse zeigen."
                autoComplete="tel"
                {...field('telefon')}
              />
              <TextField
                type="email"
                label={L.email}
                hint="Für die Eingangsbestätigung und Rückfragen des Bürgerbüros."
                autoComplete="email"
                spellCheck={false}
                required
                {...field('email')}
              />
              <CheckboxField
                id={idOf('emailZeigen')}
                label={L.emailZeigen}
                hint="Ohne Haken erscheint Ihre E-Mail-Adresse nicht in der Anzeige."
                defaultChecked={defaults.emailZeigen}
                {...register('emailZeigen')}
              />
            </fieldset>
          </>
        );
      }}
    />
  );
}

export default island('anzeige-aufgeben', NoticeAdForm, { hydrate: 'interaction' });
