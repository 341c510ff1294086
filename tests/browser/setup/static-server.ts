/**
 * A tiny static file server for the built site: `/path/` serves `/path/index.html`, `/path` with
 * no extension tries `/path/index.html` and `/path.html`, files get their content type, anything
 * else gets the site's 404 page with status 404. Only for tests; it never leaves localhost.
 *
 * `slowHtml` sends each page in two parts, the second after a pause: a page arriving over a slow
 * connection, which the browser draws before its end has come (see arrival.test.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

function fileFor(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  const full = resolve(root, `.${normalize(`/${path}`)}`);
  if (full !== root && !full.startsWith(root + sep)) return null; // no escaping the site folder
  const candidates = path.endsWith('/') ? [join(full, 'index.html')] : [full, join(full, 'index.html'), `${full}.html`];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

export interface SlowHtml {
  /** The first part ends where this text starts in the page (the whole page at once if it does not occur). */
  readonly until: string;
  /** The pause before the rest, in ms. */
  readonly pauseMs: number;
}

export async function startStaticServer(rootDir: string, slowHtml?: SlowHtml): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(rootDir);
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = fileFor(root, req.url ?? '/');
    if (!file) {
      const notFound = join(root, '404.html');
      res.writeHead(404, { 'content-type': TYPES['.html']! });
      if (existsSync(notFound) && req.method === 'GET') createReadStream(notFound).pipe(res);
      else res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    if (req.method === 'HEAD') res.end();
    else if (slowHtml && file.endsWith('.html')) sendInTwo(res, readFileSync(file, 'utf8'), slowHtml);
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

function sendInTwo(res: ServerResponse, html: string, { until, pauseMs }: SlowHtml): void {
  const at = html.indexOf(until);
  if (at < 0) {
    res.end(html);
    return;
  }
  res.write(html.slice(0, at));
  setTimeout(() => res.end(html.slice(at)), pauseMs);
}
