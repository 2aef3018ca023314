/** What the page shows after a successful action (`?meldung=`). */
export const MELDUNGEN: Record<string, string> = {
  gespeichert: 'Gespeichert. Die neue Fassung ist ein Entwurf.',
  'zur-freigabe': 'Der Inhalt ist zur Freigabe gegeben.',
  freigeben: 'Der Inhalt ist freigegeben und veröffentlicht.',
  zurueckgeben: 'Der Inhalt ist an die Redaktion zurückgegeben.',
  zurueckziehen: 'Der Inhalt ist zurückgezogen und nicht mehr öffentlich.',
  wiederhergestellt: 'Die alte Fassung ist als neuer Entwurf wiederhergestellt.',
  angelegt: 'Der Inhalt ist angelegt (Entwurf).',
};
