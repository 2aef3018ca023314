/**
 * Roles and sections: what an account may do, and where. The content API decides every call with
 * these; the editor's pages only show what the answers allow (`aktionen`).
 */
import { REDAKTION_ROLLEN, type RedaktionRolle } from '@musterstadt/cms-contract';
import { HttpError } from '../core/errors';
import type { Bereiche } from './bereiche';

/**
 * Things a role allows. Reading is part of every role. 'Administration' holds every right in every
 * section (it also approves for sections without an approver of their own, such as the fire brigade);
 * the four-eyes rule still applies to it.
 */
export type Recht = 'lesen' | 'schreiben' | 'freigeben' | 'konten' | 'protokoll' | 'einstellungen';

const RECHTE: Record<RedaktionRolle, readonly Recht[]> = {
  Redakteur: ['lesen', 'schreiben'],
  Freigabe: ['lesen', 'freigeben'],
  Administration: ['lesen', 'schreiben', 'freigeben', 'konten', 'protokoll', 'einstellungen'],
};

/** The role that gives a right, for the message when it is missing. */
const ROLLE_FUER: Record<Recht, RedaktionRolle> = {
  lesen: 'Redakteur',
  schreiben: 'Redakteur',
  freigeben: 'Freigabe',
  konten: 'Administration',
  protokoll: 'Administration',
  einstellungen: 'Administration',
};

export const isRolle = (value: string): value is RedaktionRolle => (REDAKTION_ROLLEN as readonly string[]).includes(value);

/** The logged-in editor of a request, as the database has the account now. */
export interface Editor {
  id: number;
  name: string;
  email: string;
  rollen: RedaktionRolle[];
  /** The sections the account holds (every section for 'Administration'). */
  bereiche: string[];
}

export const forbidden = (message: string): HttpError => new HttpError(403, message);

export function hatRecht(editor: Editor, recht: Recht): boolean {
  return editor.rollen.some((rolle) => RECHTE[rolle].includes(recht));
}

export function darfIn(editor: Editor, recht: Recht, bereich: string): boolean {
  return hatRecht(editor, recht) && editor.bereiche.includes(bereich);
}

/** 403 unless the editor holds the right at all. */
export function verlangeRecht(editor: Editor, recht: Recht): void {
  if (!hatRecht(editor, recht)) throw forbidden(`Dafür fehlt Ihnen die Rolle „${ROLLE_FUER[recht]}“.`);
}

/** 403 unless the editor holds the right in the section. */
export function verlangeRechtIn(editor: Editor, recht: Recht, bereich: string, alle: Bereiche): void {
  verlangeRecht(editor, recht);
  if (!editor.bereiche.includes(bereich)) {
    const titel = alle.get(bereich)?.titel ?? bereich;
    throw forbidden(`Der Bereich „${titel}“ gehört nicht zu Ihren Bereichen. Inhalte dort können Sie weder sehen noch bearbeiten.`);
  }
}

/** The sections an account works in: all of them for 'Administration', else those it holds that exist. */
export function bereicheVon(rollen: readonly string[], gehalten: readonly string[], alle: Bereiche): string[] {
  if (rollen.includes('Administration')) return alle.all.map((bereich) => bereich.id);
  return gehalten.filter((id) => alle.get(id) !== undefined);
}
