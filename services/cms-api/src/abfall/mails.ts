/** The texts of the waste reminder's mails. */
const SIGNATURE = [
  'Freundliche Grüße',
  'Ihre Stadtverwaltung Musterstadt',
  'Technische Betriebe – Abfallberatung',
  'Telefon 07999 123-605, abfallberatung@musterstadt.de',
].join('\n');

export function tageText(tage: number): string {
  return tage === 1 ? 'am Tag vor der Abfuhr' : `${tage === 2 ? 'zwei' : 'drei'} Tage vor der Abfuhr`;
}

export function confirmationMail(options: { to: string; bezirk: string; arten: string[]; tage: number; link: string; bis: Date; aktiv: boolean }) {
  const bis = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(options.bis);
  const text = [
    'Guten Tag,',
    '',
    options.aktiv
      ? `Sie möchten die Einstellungen Ihrer Erinnerung an die Abfuhrtermine im Bezirk „${options.bezirk}“ ändern:`
      : `Sie möchten an die Abfuhrtermine im Bezirk „${options.bezirk}“ erinnert werden:`,
    '',
    `Abfallarten: ${options.arten.join(', ')}`,
    `Zeitpunkt: ${tageText(options.tage)}`,
    '',
    `Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (gültig bis ${bis}):`,
    options.link,
    '',
    'Wenn Sie diese Erinnerung nicht angefordert haben, müssen Sie nichts tun: Ohne Bestätigung schicken wir Ihnen keine weiteren E-Mails.',
    '',
    SIGNATURE,
  ].join('\n');
  return { to: options.to, subject: 'Bitte bestätigen Sie Ihre Erinnerung an die Abfuhrtermine', text };
}

/** 'Donnerstag, 26.11.2026' of a 'YYYY-MM-DD' date. */
export function germanDate(date: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** What a reminder names: the person, their district and the kinds collected that day. */
export interface ReminderMail {
  email: string;
  abmelde_token: string;
  bezirk: string;
  arten: string[];
  hinweise: string | null;
}

/** The reminder of one collection day, with the link that ends the reminders. */
export function reminderMail(mail: ReminderMail, datum: string, siteUrl: string, abmelden: string) {
  const text = [
    'Guten Tag,',
    '',
    `am ${germanDate(datum)} werden im Bezirk „${mail.bezirk}“ abgeholt:`,
    '',
    ...mail.arten.map((art) => `– ${art}`),
    ...(mail.hinweise ? ['', `Hinweis: ${mail.hinweise}`] : []),
    '',
    'Bitte stellen Sie die Behälter am Abfuhrtag bis 6 Uhr an den Straßenrand.',
    `Alle Termine: ${siteUrl}/abfall`,
    '',
    `Erinnerung beenden: ${abmelden}`,
    '',
    SIGNATURE,
  ].join('\n');
  return {
    to: mail.email,
    subject: `Erinnerung: ${mail.arten.join(', ')} am ${germanDate(datum)}`,
    text,
    headers: { 'List-Unsubscribe': `<${abmelden}>` },
  };
}
