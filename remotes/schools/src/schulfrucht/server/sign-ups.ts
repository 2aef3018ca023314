import { PRODUCT } from '../../product';

/** One school's sign-up (spec point 9): its tables, its maximum per day, its confirmation mail. */
export interface SchulfruchtSchool {
  /** Template name of the form, as the CMS names it. */
  id: string;
  daysTable: number;
  personsTable: number;
  maxPerDay: number;
  mailEndpoint: string;
}

/** The school-fruit sign-ups of the primary school and its branch in Aach. Changing a day's capacity is a release of this remote. */
export const SCHULFRUCHT_MAIN: SchulfruchtSchool = {
  id: `schulfrucht-${PRODUCT}`,
  daysTable: 359,
  personsTable: 360,
  maxPerDay: 3,
  mailEndpoint: `/api/schulfrucht/schulfrucht_${PRODUCT}_mail`,
};

export const SCHULFRUCHT_AACH: SchulfruchtSchool = {
  id: 'schulfrucht-aach',
  daysTable: 361,
  personsTable: 362,
  maxPerDay: 2,
  mailEndpoint: '/api/schulfrucht/schulfrucht_aach_mail',
};
