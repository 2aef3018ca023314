import { expect, test } from '@playwright/test';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { dateIn, label, rowDatabase } from '../support/row-database';
import { SCHOOLS } from '../support/schulfrucht';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const PARENTS = 50;

for (const [index, school] of SCHOOLS.entries()) {
  test(`${PARENTS} parents book the ${school.max} places of one ${school.name} day at once: exactly ${school.max} are stored and mailed`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const rows = rowDatabase(request);
    // A day of its own, far enough ahead that no other scenario offers it.
    const day = await rows.addDay(school.daysTable, dateIn(200 + index * 7 + Math.floor(Math.random() * 5)));
    const answers = await Promise.all(
      Array.from({ length: PARENTS }, async (_, i) => {
        const response = await request.post(`/_forms/${school.form}`, {
          data: {
            tag: String(day.id),
            name: `Elternteil ${i + 1}`,
            email: `ansturm-${day.id}-${i + 1}@example.org`,
            telefon: `07999 5${String(i).padStart(4, '0')}`,
            datenschutz: true,
            firma: '',
          },
        });
        return { status: response.status(), body: (await response.json()) as { status: string; message: string } };
      }),
    );

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const booked = answers.filter((answer) => answer.status === 200 && answer.body.status === 'success');
    const refused = answers.filter((answer) => answer.status === 409 && answer.body.status === 'error');
    expect(booked).toHaveLength(school.max);
    expect(refused).toHaveLength(PARENTS - school.max);
    expect(refused[0]!.body.message).toBe('Leider ist ein Fehler bei der Anmeldung aufgetreten. Schreiben Sie uns in dringenden Fällen bitte eine E-Mail.');

    const stored = await rows.day(school.daysTable, day.id);
    expect(stored!.Personen).toHaveLength(school.max);
    const slots = (await rows.rows<{ Slot: string }>(school.personsTable, `&filter__Tage__link_row_has=${day.id}`)).results.map((row) => row.Slot).sort();
    expect(slots).toEqual(Array.from({ length: school.max }, (_, k) => `${day.Tag}#${k + 1}`));
    expect(mailbox.find(`Subject: Schulfrucht: Ihr Helfertag am ${label(day.Tag)}`)).toHaveLength(school.max);

    // The full day is no longer offered.
    const offered = (await (await request.get(`/_forms/${school.form}`)).json()) as { data: { tage: { id: string }[] } };
    expect(offered.data.tage.map((tag) => tag.id)).not.toContain(String(day.id));
  });
}
