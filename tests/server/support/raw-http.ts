import { connect } from 'node:net';

/** A raw HTTP answer: status, lower-cased headers and body, read until the server closed the socket. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Writes `request` byte for byte to a listening server and reads until it closes the socket: for what
 * never reaches Fastify's routing (the HTTP parser's own refusals), which `inject` cannot send.
 */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}
