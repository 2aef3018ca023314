// Reads PDFs back with pdf.js (an independent parser) for the tests: stdin is a JSON array of base64
// PDFs, stdout a JSON array of what a reader sees in each. A separate process because pdf.js ships
// as ES modules only.
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const inputs = JSON.parse(Buffer.concat(chunks).toString('utf8'));

async function read(base64) {
  const data = new Uint8Array(Buffer.from(base64, 'base64'));
  const header = Buffer.from(data.subarray(0, 8)).toString('latin1');
  const doc = await getDocument({ data, verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
  const { info } = await doc.getMetadata();
  const markInfo = await doc.getMarkInfo();
  const pages = [];
  const roles = [];
  const collect = (node) => {
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) collect(child);
  };
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    if (n === 1) {
      const tree = await page.getStructTree();
      if (tree) collect(tree);
    }
  }
  await doc.destroy();
  return { header, title: info.Title, author: info.Author, language: info.Language, markInfo, pages, roles };
}

const results = [];
for (const input of inputs) results.push(await read(input));
process.stdout.write(JSON.stringify(results));
