/** What the page shows after a successful action (`?meldung=`). */
export const MELDUNGEN: Record<string, string> = {
  gespeichert: 'Gespeichert. Die neue Fassung ist ein Entwurf.',
  'zur-freigabe': 'Der Inhalt ist zur Freigabe gegeben.',
  freigeben: 'Der Inhalt ist freigegeben und veröffentlicht.',
  geplant: 'Der Inhalt ist freigegeben und wird zur geplanten Zeit veröffentlicht.',
  zurueckgeben: 'Der Inhalt ist an die Redaktion zurückgegeben.',
  zurueckziehen: 'Der Inhalt ist zurückgezogen und nicht mehr öffentlich.',
  wiederhergestellt: 'Die alte Fassung ist als neuer Entwurf wiederhergestellt.',
  angelegt: 'Der Inhalt ist angelegt (Entwurf).',
  'konto-angelegt': 'Das Konto ist angelegt. Teilen Sie der Person ihr erstes Passwort auf einem sicheren Weg mit.',
  'konto-gespeichert': 'Die Änderungen am Konto sind gespeichert.',
  'konto-beendet': 'Das Konto ist beendet. Alle Anmeldungen dieses Kontos sind abgemeldet.',
  'konto-aktiviert': 'Das Konto ist wieder aktiv. Die Person meldet sich mit ihrem bisherigen Passwort an.',
  'passwort-geaendert': 'Ihr Passwort ist geändert. Alle anderen Anmeldungen Ihres Kontos sind beendet; hier bleiben Sie angemeldet.',
  'sitzung-beendet': 'Die Anmeldung ist beendet. Wer sie benutzt hat, muss sich neu anmelden.',
  'bereich-geaendert': 'Die Einstellung des Bereichs ist gespeichert.',
};
