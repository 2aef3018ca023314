import type { RedaktionAufgaben } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { InhalteTabelle } from '../components/inhalte-tabelle';
import { useProfil } from '../session/use-profil';
import { PATHS } from '../texts';

function aufgabenAus(value: unknown): RedaktionAufgaben | null {
  const v = value as Partial<RedaktionAufgaben> | null;
  return v && Array.isArray(v.entwuerfe) && Array.isArray(v.zurueckgegeben) && Array.isArray(v.zur_freigabe) ? (v as RedaktionAufgaben) : null;
}

/** Start page: what waits for me (my drafts, sent back to me with the reason, waiting for my approval). */
export default function Start({ data }: TemplateProps) {
  const profil = useProfil();
  const aufgaben = aufgabenAus(data.aufgaben);
  if (!aufgaben) return <p role="alert">Ihre Aufgaben konnten gerade nicht geladen werden. Bitte laden Sie die Seite neu.</p>;
  const freigabe = profil?.rollen.includes('Freigabe') || profil?.rollen.includes('Administration');
  return (
    <>
      {profil && <p>Guten Tag, {profil.name}.</p>}
      <p>
        <a className="rd-button" href={PATHS.neu}>
          Neuen Inhalt anlegen
        </a>{' '}
        <a href={PATHS.inhalte}>Alle Inhalte</a>
      </p>
      <h2>Zurück an mich</h2>
      <InhalteTabelle inhalte={aufgaben.zurueckgegeben} leer="Nichts ist an Sie zurückgegeben." grund />
      <h2>Meine Entwürfe</h2>
      <InhalteTabelle inhalte={aufgaben.entwuerfe} leer="Sie haben keine offenen Entwürfe." />
      {freigabe && (
        <>
          <h2>Wartet auf meine Freigabe</h2>
          <InhalteTabelle inhalte={aufgaben.zur_freigabe} leer="Nichts wartet auf Ihre Freigabe." />
        </>
      )}
    </>
  );
}
