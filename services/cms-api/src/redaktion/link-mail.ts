/** The mail with a link to set a password (an invitation or a new password), for every login kind. */
import type { LinkZweck } from '../auth';
import { berlinGermanDate, berlinTime } from '../core/time';

/** Where a link leads, in the words of the mail. */
export interface LinkBereich {
  /** 'das Intranet' */
  akkusativ: string;
  /** 'im Intranet' */
  ort: string;
}

export const INTRANET_BEREICH: LinkBereich = { akkusativ: 'das Intranet', ort: 'im Intranet' };
export const REDAKTION_BEREICH: LinkBereich = { akkusativ: 'die Redaktion der Website', ort: 'in der Redaktion der Website' };

/** The mail with the link: an invitation or a new password, in German, with the link's last minute. */
export function linkMail(
  zweck: LinkZweck,
  bereich: LinkBereich,
  person: { name: string; email: string },
  link: { url: string; laeuftAb: Date; anmeldung: string },
  von: string,
): { subject: string; text: string } {
  const bis = `${berlinGermanDate(link.laeuftAb)}, ${berlinTime(link.laeuftAb)} Uhr`;
  const einleitung =
    zweck === 'einladung'
      ? `${von} hat Sie in ${bereich.akkusativ} der Stadt Musterstadt eingeladen. Bitte legen Sie über diesen Link Ihr Passwort fest:`
      : `${von} hat für Ihr Konto ${bereich.ort} der Stadt Musterstadt ein neues Passwort angefordert. Bitte legen Sie es über diesen Link fest:`;
  return {
    subject:
      zweck === 'einladung' ? `Ihre Einladung in ${bereich.akkusativ} der Stadt Musterstadt` : `Neues Passwort für ${bereich.akkusativ} der Stadt Musterstadt`,
    text: [
      `Guten Tag ${person.name},`,
      '',
      einleitung,
      '',
      link.url,
      '',
      `Der Link gilt bis ${bis} und nur einmal. Das Passwort braucht mindestens 12 Zeichen.`,
      `Danach melden Sie sich unter ${link.anmeldung} mit Ihrer E-Mail-Adresse ${person.email} und Ihrem Passwort an.`,
      ...(zweck === 'passwort' ? ['', 'Sobald Sie das neue Passwort festlegen, enden alle bisherigen Anmeldungen Ihres Kontos.'] : []),
      '',
      'Haben Sie diese E-Mail nicht erwartet, können Sie sie löschen: Ohne den Link geschieht nichts.',
      '',
      'Stadt Musterstadt',
    ].join('\n'),
  };
}
