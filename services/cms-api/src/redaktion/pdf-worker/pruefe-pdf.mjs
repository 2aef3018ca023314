// Reads what a PDF says about its accessibility, in a worker thread of its own (pdf.js ships as ES
// modules only, and a large file must not hold up the server's requests): whether it is tagged
// (catalog /MarkInfo /Marked true), whether it has a structure tree (a StructTreeRoot, asked through
// its first page) and which language it names (catalog /Lang). workerData is a list of files'
// bytes (ArrayBuffers); the answer is the list of their results.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function pruefe(daten) {
  const doc = await getDocument({ data: daten, verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, stopAtErrors: true }).promise;
  try {
    const markInfo = await doc.getMarkInfo();
    const { info } = await doc.getMetadata();
    const seite = doc.numPages > 0 ? await doc.getPage(1) : null;
    const baum = seite ? await seite.getStructTree() : null;
    const sprache = typeof info?.Language === 'string' && info.Language.trim() !== '' ? info.Language.trim() : null;
    return { lesbar: true, getaggt: markInfo?.Marked === true, struktur: baum !== null, sprache };
  } finally {
    await doc.destroy();
  }
}

async function befund(daten) {
  try {
    return await pruefe(new Uint8Array(daten));
  } catch {
    // Damaged or encrypted: nothing can be said about its tags.
    return { lesbar: false, getaggt: false, struktur: false, sprache: null };
  }
}

const befunde = [];
for (const daten of workerData) befunde.push(await befund(daten));
parentPort.postMessage(befunde);
