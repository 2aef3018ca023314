import { captchaFields } from './captcha';
import { BRANCHENEINTRAG_MESSAGES, BRANCHENEINTRAG_HONEYPOT, parseZeiten, BRANCHEN } from './brancheneintrag.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './brancheneintrag.fields';

const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const M = BRANCHENEINTRAG_MESSAGES;

const plain = (max: number, message: string, min = 2) => yup.string().trim().required(message).min(min, message).max(max, message).matches(PRINTABLE, message);
const zeiten = (message: string) =>
  yup
    .string()
    .trim()
    .default('')
    .max(80, message)
    .test('zeiten', message, (value) => !value || parseZeiten(value) !== null);

export const brancheneintragSchema = yup
  .object({
    betrieb: plain(120, M.betrieb),
    branche: yup
      .string()
      .required(M.branche)
      .oneOf(
        BRANCHEN.map((b) => b.value),
        M.branche,
      ),
    strasse: plain(120, M.strasse, 3),
    plz: yup
      .string()
      .trim()
      .required(M.plz)
      .matches(/^\d{5}$/, M.plz),
    ort: plain(80, M.ort),
    zeitenMo: zeiten(M.zeitenMo),
    zeitenDi: zeiten(M.zeitenDi),
    zeitenMi: zeiten(M.zeitenMi),
    zeitenDo: zeiten(M.zeitenDo),
    zeitenFr: zeiten(M.zeitenFr),
    zeitenSa: zeiten(M.zeitenSa),
    zeitenSo: zeiten(M.zeitenSo),
    zeitenHinweis: yup.string().trim().default('').max(200, M.zeitenHinweis).matches(PRINTABLE, M.zeitenHinweis),
    telefon: yup
      .string()
      .trim()
      .required(M.telefon)
      .max(40, M.telefon)
      .matches(PHONE, M.telefon)
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    betriebEmail: yup.string().trim().default('').max(254, M.betriebEmail).matches(EMAIL, { message: M.betriebEmail, excludeEmptyString: true }),
    webseite: yup.string().trim().default('').max(200, M.webseite).matches(WEBSITE, { message: M.webseite, excludeEmptyString: true }),
    beschreibung: multilineText().required(M.beschreibung).min(20, M.beschreibung).max(600, M.beschreibung).matches(PRINTABLE_LINES, M.beschreibung),
    name: plain(100, M.name),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [BRANCHENEINTRAG_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type BrancheneintragValues = InferType<typeof brancheneintragSchema>;
