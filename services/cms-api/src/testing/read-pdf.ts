import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface PdfReadBack {
  /** The file's first bytes, e.g. '%PDF-1.7'. */
  header: string;
  title: string;
  author: string;
  /** The catalog's /Lang. */
  language: string;
  /** The catalog's /MarkInfo (tagged PDFs say Marked: true). */
  markInfo: { Marked?: boolean } | null;
  /** Text of each page as a reader extracts it. */
  pages: string[];
  /** Roles of the structure tree (StructTreeRoot) of page 1, depth first. */
  roles: string[];
}

/** What an independent PDF parser (pdf.js, run in its own process as it ships as ES modules) reads from each file. */
export function readPdfs(pdfs: Buffer[]): PdfReadBack[] {
  const input = JSON.stringify(pdfs.map((pdf) => pdf.toString('base64')));
  const out = execFileSync(process.execPath, [path.join(__dirname, 'read-pdf.mjs')], { input, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as PdfReadBack[];
}

export function readPdf(pdf: Buffer): PdfReadBack {
  const [read] = readPdfs([pdf]);
  if (!read) throw new Error('pdf.js read no document');
  return read;
}

/** A page's or document's text with its line breaks and runs of spaces as single spaces. */
export const flatText = (text: string) => text.replace(/\s+/g, ' ').trim();
