import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';

/** A page of the fake partner site, served with its own content type. */
export type PartnerFile = { body: string; type: 'text/html' | 'text/css' | 'text/javascript' };

/** The strict CSP a careful partner sends: nothing inline, our origin only for scripts, API and images. */
function partnerCsp(widgetOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${widgetOrigin}`,
    "style-src 'self'",
    `connect-src ${widgetOrigin}`,
    `img-src ${widgetOrigin} data:`,
  ].join('; ');
}

/**
 * A partner's site on a second origin (another port): static files only, every answer under the
 * strict CSP. The widget comes from `widgetOrigin` like it would from our CDN. With `tls` it is served over
 * https (a live key's origin must be https).
 */
export async function startPartnerSite(
  port: number,
  widgetOrigin: string,
  files: Record<string, PartnerFile>,
  tls?: { key: string; cert: string },
) {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://partner.test').pathname;
    const file = files[path];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, {
        'content-type': `${file.type}; charset=utf-8`,
        'content-security-policy': partnerCsp(widgetOrigin),
        'cache-control': 'no-store',
      })
      .end(file.body);
  };
  const server: Server = tls ? createHttpsServer(tls, handler) : createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
