// A local stand-in for the few endpoints of a (self-hosted) Sentry that `sentry-cli sourcemaps upload`
// calls: the chunk-upload options, the chunk upload itself (multipart, gzip-compressed parts named by
// their SHA-1) and the artifact-bundle assembly, which answers with the chunks it still misses until
// all are there. Assembled bundles (ZIP files with a manifest.json) are kept for the test to read.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';

interface BundleFile {
  type: string;
  url: string;
  headers: Record<string, string>;
  content: Buffer;
}

interface ArtifactBundle {
  /** The release named in the assemble request. */
  version: string;
  projects: string[];
  /** The bundle's own manifest says the release too. */
  manifestRelease?: string;
  /** The bundle's files by their URL (`~/…`). */
  files: Map<string, BundleFile>;
}

export interface SentryApi {
  url: string;
  requests: { method: string; path: string }[];
  bundles: ArtifactBundle[];
  close: () => Promise<void>;
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sha1 = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

function readBundle(zip: Buffer, version: string, projects: string[]): ArtifactBundle {
  const entries = unzipSync(new Uint8Array(zip));
  const manifest = JSON.parse(strFromU8(entries['manifest.json']!)) as {
    release?: string;
    files: Record<string, { type: string; url: string; headers?: Record<string, string> }>;
  };
  const files = new Map<string, BundleFile>();
  for (const [name, entry] of Object.entries(manifest.files)) {
    files.set(entry.url, { type: entry.type, url: entry.url, headers: entry.headers ?? {}, content: Buffer.from(entries[name]!) });
  }
  return { version, projects, manifestRelease: manifest.release, files };
}

/** Starts the stand-in on a free local port; requests without `Bearer <token>` get 401. */
export async function startSentryApi(options: { org: string; token: string }): Promise<SentryApi> {
  const chunks = new Map<string, Buffer>();
  const requests: SentryApi['requests'] = [];
  const bundles: ArtifactBundle[] = [];
  const base = `/api/0/organizations/${options.org}`;

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      requests.push({ method: request.method ?? '', path });
      const data = await body(request);
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== `Bearer ${options.token}`) return send(401, { detail: 'Authentication credentials were not provided.' });

      if (path === `${base}/chunk-upload/` && request.method === 'GET') {
        return send(200, {
          url: `http://${request.headers.host}${base}/chunk-upload/`,
          chunkSize: 8 * 1024 * 1024,
          chunksPerRequest: 64,
          maxFileSize: 2 * 1024 * 1024 * 1024,
          maxRequestSize: 32 * 1024 * 1024,
          concurrency: 1,
          hashAlgorithm: 'sha1',
          compression: ['gzip'],
          accept: ['release_files', 'artifact_bundles', 'sources'],
        });
      }
      if (path === `${base}/chunk-upload/` && request.method === 'POST') {
        const form = await new Response(new Uint8Array(data), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') continue;
          const raw = Buffer.from(await value.arrayBuffer());
          const chunk = name === 'file_gzip' ? gunzipSync(raw) : raw;
          chunks.set(sha1(chunk), chunk);
        }
        return send(200, {});
      }
      if (path === `${base}/artifactbundle/assemble/` && request.method === 'POST') {
        const assemble = JSON.parse(data.toString('utf8')) as { checksum: string; chunks: string[]; projects: string[]; version?: string };
        const missing = assemble.chunks.filter((checksum) => !chunks.has(checksum));
        if (missing.length) return send(200, { state: 'not_found', missingChunks: missing });
        const zip = Buffer.concat(assemble.chunks.map((checksum) => chunks.get(checksum)!));
        if (sha1(zip) !== assemble.checksum) return send(400, { detail: 'checksum mismatch' });
        bundles.push(readBundle(zip, assemble.version ?? '', assemble.projects));
        return send(200, { state: 'ok', missingChunks: [] });
      }
      return send(404, { detail: 'The requested resource does not exist' });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    bundles,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
