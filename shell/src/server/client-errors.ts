/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an unknown method, a broken request
 * line, an address or headers over 16 KB, a request that takes too long): a German answer written
 * to the socket, the short error page for a page address and JSON for the shell's data endpoints
 * or a client that asks for JSON alone, with the security headers of every answer.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorText, wantsHtml } from './errors';

/** The status of a parser's refusal: 408 for a request that took too long, 431 for too large a head, else 400. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The address and Accept header of what was received, as far as they can be read from it. */
function received(rawPacket: unknown): { url: string; headers: { accept?: string } } {
  const head = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1') : '';
  const url = /^\S+ (\/\S*)/.exec(head)?.[1] ?? '/';
  const accept = /\r\naccept:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
  return { url, headers: accept === undefined ? {} : { accept } };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function errorHtml(status: number, text: string): string {
  return (
    '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Fehler ${status}</title></head><body><main><h1>Die Anfrage konnte nicht bearbeitet werden</h1>` +
    `<p>${escapeHtml(text)}</p><p>Fehlercode: ${status}</p><p><a href="/">Zurück zur Startseite</a></p></main></body></html>`
  );
}

/** Fastify's `clientErrorHandler` of the shell: `headers` are the security headers every answer carries. */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = clientErrorStatus(error.code);
    const request = received(error.rawPacket);
    const html = wantsHtml(request);
    const body = html ? errorHtml(status, errorText(status)) : JSON.stringify({ error: errorText(status) });
    const lines = {
      ...headers,
      'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    if (socket.writable) {
      const head = Object.entries(lines).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy();
  };
}
