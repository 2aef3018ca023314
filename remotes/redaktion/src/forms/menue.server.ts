/**
 * The menu editor (`/redaktion/menues/:id`). Every button is a plain post: a move, an added entry or
 * 'Speichern' saves the tree (with the titles and links as typed) as a new revision and goes back to
 * the page, which puts the focus on the entry that moved and says what happened; a status button saves
 * changed entries first and then asks for approval, approves or sends back. A refused change (a move
 * the menu's depth does not allow, a check of the content API) comes back with the tree as the editor
 * had it, nothing typed lost.
 */
import {
  MenueFehler,
  bereinige,
  bewege,
  fuegeEin,
  pfadAus,
  pfadText,
  type MenuItem,
  type RedaktionInhalt,
  type RedaktionKonflikt,
} from '@musterstadt/cms-client';
import { defineFormHandler, FORM_BODY_MAX_BYTES, type SubmitOutcome } from '@musterstadt/shell-contract';
import { menuePfad } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';
import {
  aktionAus,
  baumMitEingaben,
  MENUE_FORM_ID,
  menueFelder,
  menueSchema,
  ursprungAus,
  type MenueAktion,
  type MenueStatusAktion,
  type MenueWerte,
} from './menue';

/** What the page needs to show the tree as the editor had it after a refusal. */
export interface MenueEingabe {
  baum: MenuItem[];
  neu?: { titel: string; link: string; unter: string };
  aenderungen?: unknown;
}

const STATUS_CALLS: Record<Exclude<MenueStatusAktion, 'speichern'>, (revision: number, values: MenueWerte) => unknown> = {
  'zur-freigabe': (revision) => ({ revision }),
  freigeben: (revision) => ({ revision, veroeffentlichen_ab: null, veroeffentlichen_bis: null }),
  zurueckgeben: (revision, values) => ({ revision, grund: values.grund }),
};

const abgewiesen = (message: string, eingabe: MenueEingabe, feld = 'baum'): SubmitOutcome => ({
  status: 'invalid',
  errors: { [feld]: message },
  message,
  data: eingabe,
});

/** The tree after the button's change, and the entry to focus then (its path and the button to land on). */
function geaendert(
  baum: MenuItem[],
  aktion: MenueAktion,
  values: MenueWerte,
  ebenen: number,
): { baum: MenuItem[]; fokus: string | null; meldung: string } | SubmitOutcome {
  const eingabe: MenueEingabe = { baum, neu: { titel: values.neu_titel, link: values.neu_link, unter: values.neu_unter } };
  try {
    if (aktion === 'hinzufuegen') {
      const titel = values.neu_titel.replace(/\s+/g, ' ').trim();
      if (titel === '') return abgewiesen('Bitte geben Sie dem neuen Eintrag einen Titel.', eingabe, 'neu_titel');
      const unter = values.neu_unter === '' ? [] : pfadAus(values.neu_unter);
      if (!unter) return abgewiesen('Bitte wählen Sie, wo der neue Eintrag stehen soll.', eingabe, 'neu_unter');
      const link = values.neu_link.trim();
      const neu = fuegeEin(baum, unter, { title: titel, href: link === '' ? null : link }, ebenen);
      return { baum: neu.items, fokus: neu.pfad ? pfadText(neu.pfad) : null, meldung: 'hinzugefuegt' };
    }
    if (typeof aktion === 'object' && 'ziehen' in aktion) {
      // Dragged to another place among its neighbours: moved step by step as the buttons move it; the focus goes to the entry.
      let pfad: number[] = aktion.ziehen;
      let items = baum;
      const richtung = aktion.nach < (pfad[pfad.length - 1] ?? 0) ? 'nach-oben' : 'nach-unten';
      while ((pfad[pfad.length - 1] ?? 0) !== aktion.nach) {
        const schritt = bewege(items, pfad, richtung, ebenen);
        if (!schritt.pfad) break;
        items = schritt.items;
        pfad = schritt.pfad;
      }
      return { baum: items, fokus: pfadText(pfad), meldung: items === baum ? 'gespeichert' : richtung };
    }
    if (typeof aktion === 'object') {
      const neu = bewege(baum, aktion.pfad, aktion.bewegung, ebenen);
      return { baum: neu.items, fokus: neu.pfad ? `${pfadText(neu.pfad)}~${aktion.bewegung}` : null, meldung: aktion.bewegung };
    }
  } catch (fehler) {
    if (fehler instanceof MenueFehler) return abgewiesen(fehler.message, eingabe);
    throw fehler;
  }
  return { baum, fokus: null, meldung: 'gespeichert' };
}

const ziel = (id: number, meldung: string, fokus: string | null) =>
  `${menuePfad(id)}?meldung=${encodeURIComponent(meldung)}${fokus ? `&fokus=${encodeURIComponent(fokus)}` : ''}`;

export default defineFormHandler<MenueWerte>({
  id: MENUE_FORM_ID,
  schema: menueSchema,
  bodyLimit: FORM_BODY_MAX_BYTES,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const id = Number(values.id);
    const gedrueckt = aktionAus(values.aktion) as MenueAktion;
    // Enter in the new entry's fields presses the form's first button ('Speichern'): the entry is added, not lost.
    const aktion: MenueAktion = gedrueckt === 'speichern' && values.neu_titel.trim() !== '' ? 'hinzufuegen' : gedrueckt;
    const ursprung = ursprungAus(values.ursprung);
    const baum = ursprung && baumMitEingaben(ursprung, values.titel, values.link);
    if (!ursprung || !baum) {
      return {
        status: 'error',
        httpStatus: 400,
        reason: 'menu form does not fit its tree',
        message: 'Das Formular ist unvollständig. Bitte laden Sie die Seite neu.',
      };
    }
    // The levels the page showed: the moves refuse what goes deeper at once (the content API checks it again on saving).
    const ergebnis = geaendert(baum, aktion, values, Number(values.ebenen));
    if ('status' in ergebnis) return ergebnis;
    let revision = Number(values.basis_revision);
    // Compared as trees (the stored JSON may order an entry's keys otherwise).
    const anders = JSON.stringify(bereinige(ergebnis.baum)) !== JSON.stringify(bereinige(ursprung));
    if (aktion === 'speichern' || typeof aktion === 'object' || aktion === 'hinzufuegen' || anders) {
      const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
        basis_revision: revision,
        felder: menueFelder(values.name, ergebnis.baum),
      });
      if (answer.status === 409) {
        const konflikt = answer.body as RedaktionKonflikt | null;
        return abgelehnt(answer, 'save', { baum, aenderungen: konflikt?.aenderungen ?? [] } satisfies MenueEingabe);
      }
      if (answer.status !== 201) return abgelehnt(answer, 'save', { baum } satisfies MenueEingabe);
      revision = (answer.body as RedaktionInhalt).revision.id;
      if (aktion === 'speichern' || typeof aktion === 'object' || aktion === 'hinzufuegen')
        return { status: 'success', redirect: ziel(id, ergebnis.meldung, ergebnis.fokus) };
    }
    const status = aktion as Exclude<MenueStatusAktion, 'speichern'>;
    const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/${status}`, STATUS_CALLS[status](revision, values));
    const saved = revision === Number(values.basis_revision) ? { baum } : { baum, gespeichert: revision };
    if (answer.status !== 200) return abgelehnt(answer, status, saved, 'grund');
    return { status: 'success', redirect: ziel(id, status, null) };
  },
});
