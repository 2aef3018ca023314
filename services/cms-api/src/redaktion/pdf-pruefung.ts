/**
 * Whether a PDF can be read with assistive technology (BITV 2.0 / PDF/UA's first conditions): it is
 * tagged (catalog /MarkInfo /Marked true), has a structure tree (StructTreeRoot) and names its
 * language (catalog /Lang). pdf.js reads the file in a worker thread with a memory limit and a time
 * limit, so a large or hostile file neither holds up nor endangers the server. The result is not a
 * refusal: the media library stores it with the file and warns, and the checks before approval warn
 * where content links such a file.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PdfBefund {
  /** pdf.js could open it (not damaged, not encrypted). */
  lesbar: boolean;
  /** /MarkInfo /Marked true. */
  getaggt: boolean;
  /** It has a structure tree. */
  struktur: boolean;
  /** The catalog's /Lang, e.g. 'de-DE'; null when it names none. */
  sprache: string | null;
}

const WORKER = path.join(__dirname, 'pdf-worker', 'pruefe-pdf.mjs');
const ZEITLIMIT_MS = 20_000;
const UNLESBAR: PdfBefund = { lesbar: false, getaggt: false, struktur: false, sprache: null };

/**
 * Reads the accessibility facts of PDFs (in one worker, so pdf.js loads once). Never rejects: an
 * unreadable file is `lesbar: false`, and so is every file when the worker fails or takes too long.
 */
export function pruefePdfs(dateien: readonly Buffer[]): Promise<PdfBefund[]> {
  if (dateien.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const kopien = dateien.map((daten) => new Uint8Array(daten).buffer);
    const worker = new Worker(WORKER, {
      workerData: kopien,
      transferList: kopien,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stdout: true,
      stderr: true,
    });
    // pdf.js's own warnings are of no use in the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
    let fertig = false;
    const ende = (befunde: PdfBefund[]) => {
      if (fertig) return;
      fertig = true;
      clearTimeout(uhr);
      void worker.terminate();
      resolve(befunde);
    };
    const keine = () => ende(dateien.map(() => UNLESBAR));
    const uhr = setTimeout(keine, ZEITLIMIT_MS * dateien.length);
    worker.once('message', (befunde: PdfBefund[]) => ende(befunde));
    worker.once('error', keine);
    worker.once('exit', keine);
  });
}

/** The accessibility facts of one PDF. */
export async function pruefePdf(daten: Buffer): Promise<PdfBefund> {
  const [befund] = await pruefePdfs([daten]);
  return befund ?? UNLESBAR;
}

/** 'A, B und C'. */
const aufzaehlung = (teile: string[]): string => (teile.length < 2 ? (teile[0] ?? '') : `${teile.slice(0, -1).join(', ')} und ${teile.at(-1)}`);

/**
 * The warning for a PDF that is not accessible, naming what is missing; null when it is tagged, has
 * a structure tree and names its language.
 */
export function pdfHinweis(befund: PdfBefund): string | null {
  if (!befund.lesbar) {
    return 'Diese PDF-Datei ließ sich nicht auf Barrierefreiheit prüfen (sie ist beschädigt oder verschlüsselt). Bitte laden Sie eine unverschlüsselte, getaggte PDF-Datei mit Sprachangabe hoch.';
  }
  const fehlt: string[] = [];
  if (!befund.getaggt && !befund.struktur) fehlt.push('keine Tags (Struktur)');
  else if (!befund.getaggt) fehlt.push('keine Kennzeichnung als getaggt (MarkInfo)');
  else if (!befund.struktur) fehlt.push('keine Struktur (Tags ohne Strukturbaum)');
  if (!befund.sprache) fehlt.push('keine Sprachangabe');
  if (fehlt.length === 0) return null;
  return `Diese PDF-Datei ist nicht barrierefrei: Sie hat ${aufzaehlung(fehlt)}. Menschen mit Screenreader können sie so nicht (richtig) lesen. Bitte laden Sie eine getaggte PDF-Datei mit Sprachangabe hoch (z. B. aus Word oder LibreOffice als „barrierefreies PDF“ exportiert).`;
}
