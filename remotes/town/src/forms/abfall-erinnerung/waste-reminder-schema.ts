import { yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';
import { MESSAGES } from './waste-reminder-fields';

export * from './waste-reminder-fields';

const text = (key: string): string => MESSAGES[key] ?? 'Bitte prüfen Sie diese Angabe.';

/**
 * One schema for the browser and the shell's form mechanism. It checks what a form can check on its
 * own; the content API checks the districts and kinds of waste it knows and names what it refuses.
 */
export const erinnerungSchema = yup
  .object({
    email: yup.string().trim().required(text('email.fehlt')).max(254, text('email.ungueltig')).email(text('email.ungueltig')),
    bezirk: yup.string().trim().required(text('bezirk.fehlt')).max(100, text('bezirk.unbekannt')),
    arten: yup
      .array(yup.string().required(text('arten.unbekannt')).max(50, text('arten.unbekannt')))
      .required(text('arten.fehlt'))
      .min(1, text('arten.fehlt'))
      .max(20, text('arten.unbekannt')),
    tage: yup
      .string()
      .trim()
      .default('1')
      .matches(/^\d{1,2}$/, text('tage.ungueltig')),
    datenschutz: yup.boolean().required(text('datenschutz.fehlt')).isTrue(text('datenschutz.fehlt')),
    firma: yup.string().default(''),
  })
  .noUnknown();

export type ErinnerungValues = InferType<typeof erinnerungSchema>;
