import { SCHULFRUCHT_HONEYPOT, schulfruchtSchema, type SchulfruchtDaten, type SchulfruchtValues } from '@musterstadt/forms';
import { defineFormHandler, type FormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';
import { RowDatabase, RowDatabaseError, type DayRow } from './row-database';
import type { SchulfruchtSchool } from './sign-ups';

export const SCHULFRUCHT_TEXTS = {
  success: 'Vielen Dank für Ihre Mithilfe!',
  error: 'Leider ist ein Fehler bei der Anmeldung aufgetreten. Schreiben Sie uns in dringenden Fällen bitte eine E-Mail.',
} as const;

/**
 * The sign-up of one school. Capacity is never counted before an insert: each of the day's slots
 * '<date>#1' … '<date>#max' is tried in turn, and the unique slot lets exactly one insert per slot
 * succeed, however many parents sign up at once. A row database without the unique Slot column
 * takes every insert, so each sign-up reads its day again afterwards: one that finds the day over its
 * maximum gives its place back and gets the error outcome. The day is never overbooked; two parents
 * racing for its last place may then both be refused, and the place stays free for the next.
 */
export function schulfruchtHandler(school: SchulfruchtSchool): FormHandler<SchulfruchtValues, SchulfruchtDaten, DayRow[]> {
  const error = (httpStatus: 400 | 409 | 502, reason: string, problem?: unknown): SubmitOutcome => ({
    status: 'error',
    httpStatus,
    reason,
    ...(problem === undefined ? {} : { problem }),
  });

  return defineFormHandler<SchulfruchtValues, SchulfruchtDaten, DayRow[]>({
    id: school.id,
    schema: schulfruchtSchema,
    honeypot: SCHULFRUCHT_HONEYPOT,
    messages: SCHULFRUCHT_TEXTS,

    async load(caps) {
      const days = await new RowDatabase(caps.rows).daysFromToday(school.daysTable);
      return {
        max: school.maxPerDay,
        tage: days
          .filter((day) => day.Personen.length < school.maxPerDay)
          .map((day) => ({ id: String(day.id), datum: day.Tag, label: formatDate(day.Tag), frei: school.maxPerDay - day.Personen.length })),
      };
    },

    async prepare(caps) {
      // Every current day is a valid choice; a day that filled up meanwhile gets the error outcome.
      const days = await new RowDatabase(caps.rows).daysFromToday(school.daysTable);
      return { context: { tage: days.map((day) => String(day.id)) }, state: days };
    },

    async submit(values, caps, days) {
      const rows = new RowDatabase(caps.rows);
      const day = days.find((candidate) => String(candidate.id) === values.tag);
      if (!day) return error(409, 'day gone');
      if (day.Personen.length >= school.maxPerDay) return error(409, 'day full');
      let person: { id: number } | undefined;
      try {
        for (let k = 1; k <= school.maxPerDay && !person; k += 1) {
          const added = await rows.addPerson(school.personsTable, {
            Name: values.name,
            'E-Mail': values.email,
            Telefon: values.telefon,
            Tage: [day.id],
            Slot: `${day.Tag}#${k}`,
          });
          if (added !== 'taken') person = added;
        }
      } catch (problem) {
        // Values the schema let through but the row database refuses: the visitor's input, not an outage.
        if (problem instanceof RowDatabaseError && problem.status === 400) return error(400, 'row database refused the values', problem);
        throw problem;
      }
      if (!person) return error(409, 'day full');

      // The place goes back to the day; what is left is the problem of removing the row, if any.
      const giveBack = (id: number): Promise<unknown> =>
        rows.deletePerson(school.personsTable, id).then(
          () => undefined,
          (problem: unknown) => problem ?? new Error(`Row ${id} could not be removed`),
        );

      // Without a unique Slot the insert alone proves nothing: the day, read again, must not be over its maximum.
      let personen: number;
      try {
        personen = (await rows.day(school.daysTable, day.id)).Personen.length;
      } catch (problem) {
        const left = await giveBack(person.id);
        return error(
          502,
          'capacity check failed',
          left === undefined ? problem : new AggregateError([problem, left], 'Capacity check failed and the registration could not be removed'),
        );
      }
      if (personen > school.maxPerDay) {
        const left = await giveBack(person.id);
        return left === undefined ? error(409, 'day full') : error(502, 'day over capacity and the registration could not be removed', left);
      }

      const mail = { tag: values.tag, datum: formatDate(day.Tag), name: values.name, email: values.email, telefon: values.telefon };
      let failure: unknown;
      try {
        const { status, body } = await caps.cms.send('POST', school.mailEndpoint, mail);
        if (status !== 200 || !body) failure = new Error(`Confirmation mail answered ${status}`);
      } catch (problem) {
        failure = problem;
      }
      if (failure === undefined) return { status: 'success' };
      // The parent sees the error and may try again: the place goes back to the day.
      const left = await giveBack(person.id);
      if (left !== undefined) failure = new AggregateError([failure, left], 'Confirmation mail failed and the registration could not be removed');
      return error(502, 'confirmation mail failed', failure);
    },
  });
}
