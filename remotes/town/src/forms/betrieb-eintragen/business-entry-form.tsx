import { BETRIEB_LOGO, BRANCHEN, BRANCHENEINTRAG_FIELDS, BRANCHENEINTRAG_HONEYPOT, BRANCHENEINTRAG_LABELS as L, WOCHENTAGE } from '@musterstadt/forms/fields';
import { island } from '@musterstadt/shell-contract';
import { FileField, SelectField, TextAreaField, TextField } from '@musterstadt/ui/forms';
import { useId } from 'react';
import { CaptchaForm } from '../captcha-form';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/brancheneintrag').then((module) => module.brancheneintragSchema);

export const TEXTS = {
  erfolg: 'Vielen Dank! Die Angaben zu Ihrem Betrieb sind bei uns eingegangen.',
  erfolgDetail:
    'Die Wirtschaftsförderung prüft Ihre Angaben in der Regel innerhalb von drei Werktagen und nimmt Ihren Betrieb dann in das Branchenbuch auf. Bis dahin ist der Eintrag nicht öffentlich sichtbar. Eine Eingangsbestätigung ist bereits an Ihre E-Mail-Adresse unterwegs.',
  fehler: 'Leider konnten die Angaben zu Ihrem Betrieb nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weiteren Betrieb eintragen',
  absenden: 'Betrieb eintragen lassen',
  pflicht: 'Alle Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.',
} as const;

type Values = {
  betrieb: string;
  branche: string;
  strasse: string;
  plz: string;
  ort: string;
  zeitenMo: string;
  zeitenDi: string;
  zeitenMi: string;
  zeitenDo: string;
  zeitenFr: string;
  zeitenSa: string;
  zeitenSo: string;
  zeitenHinweis: string;
  telefon: string;
  betriebEmail: string;
  webseite: string;
  beschreibung: string;
  name: string;
  email: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  homepage: string;
};

const EMPTY_TEXT = {
  betrieb: '',
  branche: '',
  strasse: '',
  plz: '',
  ort: '',
  zeitenMo: '',
  zeitenDi: '',
  zeitenMi: '',
  zeitenDo: '',
  zeitenFr: '',
  zeitenSa: '',
  zeitenSo: '',
  zeitenHinweis: '',
  telefon: '',
  betriebEmail: '',
  webseite: '',
  beschreibung: '',
  name: '',
  email: '',
  datenschutz: false,
  homepage: '',
};

function Wirtschaftsfoerderung() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie die Wirtschaftsförderung an: <a href="tel:+497999123250">07999 123-250</a>.
    </>
  );
}

/** Template 'betrieb-eintragen': a business asks to be listed in the business directory, with its logo. */
function BusinessEntryForm({ block, form, intro }: FormTemplateProps) {
  const zeitenHintId = useId();
  return (
    <CaptchaForm<Values>
      block={block}
      form={form}
      intro={intro}
      name="Betrieb eintragen"
      schema={loadSchema}
      fieldOrder={BRANCHENEINTRAG_FIELDS}
      empty={EMPTY_TEXT}
      lists={[]}
      firstField="betrieb"
      honeypot={BRANCHENEINTRAG_HONEYPOT}
      texts={TEXTS}
      contact={<Wirtschaftsfoerderung />}
      withFiles
      consentLabel="Ich bin damit einverstanden, dass die Stadt Musterstadt meine Angaben zur Bearbeitung speichert und die Angaben zum Betrieb nach der Prüfung im Branchenbuch veröffentlicht."
      fields={({ kit, idOf }) => {
        const m = kit.messages;
        const { field } = kit;
        return (
          <>
            <TextField label={L.betrieb} autoComplete="organization" required {...field('betrieb')} />
            <SelectField label={L.branche} placeholder="Bitte wählen Sie …" options={BRANCHEN.map((b) => ({ ...b }))} required {...field('branche')} />
            <fieldset className="ms-fieldset">
              <legend>Adresse des Betriebs</legend>
              <TextField label={L.strasse} autoComplete="address-line1" required {...field('strasse')} />
              <div className="town-form-row">
                <TextField label={L.plz} autoComplete="postal-code" inputMode="numeric" required {...field('plz')} />
                <TextField label={L.ort} autoComplete="address-level2" required {...field('ort')} />
              </div>
            </fieldset>
            <fieldset className="ms-fieldset town-zeiten" aria-describedby={zeitenHintId}>
              <legend>{L.zeiten}</legend>
              <p id={zeitenHintId} className="ms-field__hint">
                Je Tag bis zu drei Zeiträume, z. B. 08:00–12:30, 14:00–18:00. Lassen Sie einen Tag leer, an dem Ihr Betrieb geschlossen hat.
              </p>
              <div className="town-zeiten__tage">
                {WOCHENTAGE.map((day) => (
                  <TextField key={day.field} label={L[day.field]} autoComplete="off" spellCheck={false} {...field(day.field)} />
                ))}
              </div>
              <TextField label={L.zeitenHinweis} hint="z. B. Termine nach Vereinbarung, Betriebsferien im August" {...field('zeitenHinweis')} />
            </fieldset>
            <TextField type="tel" label={L.telefon} hint="Erscheint im Branchenbuch." autoComplete="tel" required {...field('telefon')} />
            <TextField type="email" label={L.betriebEmail} hint="Erscheint im Branchenbuch." autoComplete="off" spellCheck={false} {...field('betriebEmail')} />
            <TextField
              type="url"
              label={L.webseite}
              hint="Mit https://, z. B. https://www.betrieb-musterstadt.de"
              autoComplete="url"
              spellCheck={false}
              {...field('webseite')}
            />
            <TextAreaField
              label={L.beschreibung}
              hint="Was bietet Ihr Betrieb an? 20 bis 600 Zeichen, ohne Werbesprüche."
              rows={5}
              required
              {...field('beschreibung')}
            />
            <FileField
              id={idOf('logo')}
              name="logo"
              label={L.logo}
              hint="Erscheint im Branchenbuch neben dem Namen. Bitte nur ein Logo, an dem Ihr Betrieb die Rechte hat."
              limits={BETRIEB_LOGO}
              error={m.logo}
            />
            <fieldset className="ms-fieldset">
              <legend>Wer trägt den Betrieb ein?</legend>
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
            </fieldset>
          </>
        );
      }}
    />
  );
}

export default island('betrieb-eintragen', BusinessEntryForm, { hydrate: 'interaction' });
