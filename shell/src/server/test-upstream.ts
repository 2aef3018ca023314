/**
 * Test support: a small upstream server (a content API or a remote's static server) that records
 * every request it gets and answers each with the same JSON.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Upstream {
  url: string;
  seen: Recorded[];
  close(): Promise<void>;
}

/** Starts it on a free port of the loopback interface; `headers` go with every answer. */
export async function startUpstream(answer: unknown, headers: Record<string, string> = {}): Promise<Upstream> {
  const seen: Recorded[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
