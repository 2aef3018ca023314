import { SCHADEN_ARTEN, SCHADEN_FOTOS, SCHADENSMELDUNG_FIELDS, SCHADENSMELDUNG_HONEYPOT, SCHADENSMELDUNG_LABELS as L } from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { FileField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';
import { PointOnMap } from './point-on-map';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/schadensmeldung').then((module) => module.schadensmeldungSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Ihre Schadensmeldung ist bei uns angekommen.',
  erfolgDetail:
    'Der Bauhof sieht sich den Schaden in den nächsten Werktagen an und behebt ihn so bald wie möglich; bei Gefahr sofort. Haben Sie eine E-Mail-Adresse angegeben, erhalten Sie gleich eine Eingangsbestätigung und hören von uns, wenn Fragen offen sind.',
  fehler: 'Leider konnte Ihre Meldung nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weiteren Schaden melden',
  absenden: 'Schaden melden',
  pflicht:
    'Pflichtfelder sind: was beschädigt ist, die Beschreibung und der Ort – entweder eine Adresse oder ein Punkt auf der Karte, nicht beides. Ihre Kontaktdaten sind freiwillig.',
} as const;

type Values = {
  art: string;
  beschreibung: string;
  adresse: string;
  standort: string;
  name: string;
  email: string;
  telefon: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = { art: '', beschreibung: '', adresse: '', standort: '', name: '', email: '', telefon: '', datenschutz: false, firma: '' };

function Bauhof() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie den Bauhof an: <a href="tel:+497999123600">07999 123-600</a>. Bei Gefahr im Straßenverkehr wählen
      Sie bitte <a href="tel:110">110</a>.
    </>
  );
}

/** Template 'schadensmeldung': citizens report damage in public space to the building yard, with photos. */
function DamageReportForm({ block, form, intro }: FormTemplateProps) {
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Schadensmeldung"
      schema={loadSchema}
      fieldOrder={SCHADENSMELDUNG_FIELDS}
      empty={EMPTY_TEXT}
      lists={[]}
      firstField="art"
      honeypot={SCHADENSMELDUNG_HONEYPOT}
      texts={TEXTS}
      contact={<Bauhof />}
      withFiles
      fields={({ kit, idOf }) => {
        const { setValue } = kit.form;
        const { field } = kit;
        return (
          <>
            <SelectField label={L.art} placeholder="Bitte wählen Sie …" options={SCHADEN_ARTEN.map((a) => ({ ...a }))} required {...field('art')} />
            <TextAreaField
              label={L.beschreibung}
              hint="Was genau ist kaputt, seit wann, besteht Gefahr? Mindestens 10, höchstens 2000 Zeichen."
              rows={5}
              required
              {...field('beschreibung')}
            />
            <fieldset className="ms-fieldset">
              <legend>Wo ist der Schaden? Bitte nur eines der beiden Felder ausfüllen.</legend>
              <TextField label={L.adresse} hint="z. B. Hauptstraße 12 oder „Spielplatz am Stadtgarten“" autoComplete="off" {...field('adresse')} />
              <TextField
                label={L.standort}
                hint="Die zwei Zahlen, die eine Karten-App für den Ort zeigt, z. B. 48.0521, 8.2103."
                autoComplete="off"
                inputMode="decimal"
                spellCheck={false}
                {...field('standort')}
              />
              <PointOnMap
                onChoose={(point) => setValue('standort', point, { shouldValidate: kit.form.formState.isSubmitted })}
                mapLabel="Karte von Musterstadt: Klicken Sie auf den Ort des Schadens."
              />
            </fieldset>
            <FileField id={idOf('fotos')} name="fotos" label={L.fotos} limits={SCHADEN_FOTOS} error={kit.messages.fotos} />
            <TextField label={L.name} autoComplete="name" {...field('name')} />
            <TextField
              type="email"
              label={L.email}
              hint="Geben Sie eine Adresse an, schicken wir Ihnen eine Eingangsbestätigung."
              autoComplete="email"
              spellCheck={false}
              {...field('email')}
            />
            <TextField type="tel" label={L.telefon} hint="Für Rückfragen des Bauhofs." autoComplete="tel" {...field('telefon')} />
          </>
        );
      }}
    />
  );
}

export default island('schadensmeldung', DamageReportForm);
