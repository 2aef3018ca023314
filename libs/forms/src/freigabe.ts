import { yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

/** The editor's confirmation on the approval page: the signed token of the link, nothing else. */
const FREIGABE_MESSAGES = {
  token: 'Der Freigabe-Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
} as const;

export const freigabeSchema = yup
  .object({
    token: yup
      .string()
      .trim()
      .required(FREIGABE_MESSAGES.token)
      .max(2000, FREIGABE_MESSAGES.token)
      .matches(/^[\w.-]+$/, FREIGABE_MESSAGES.token),
  })
  .noUnknown();

export type FreigabeValues = InferType<typeof freigabeSchema>;
