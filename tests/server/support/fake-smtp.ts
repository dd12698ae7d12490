import { type Server, type Socket, createServer } from 'node:net';

/**
 * A minimal SMTP server on a free loopback port: keeps each message's raw text; `onMessage` runs (a
 * kill -9 of the sender, say) after the message arrived and before the 250 that accepts it.
 */
export function fakeSmtp(onMessage: (raw: string) => Promise<void>) {
  const received: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let data: string | undefined;
    const say = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    socket.on('error', () => {});
    say('220 fake ESMTP');
    socket.on('data', async (chunk) => {
      buffer += chunk.toString();
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== undefined) {
          if (line !== '.') data += `${line}\n`;
          else {
            received.push(data);
            data = undefined;
            await onMessage(received.at(-1)!);
            say('250 accepted');
          }
        } else if (/^(EHLO|HELO)/i.test(line)) say('250 fake');
        else if (/^DATA/i.test(line)) {
          data = '';
          say('354 go on');
        } else if (/^QUIT/i.test(line)) {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  const url = () =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(server.address() as { port: number }).port}`)),
    );
  return { server, received, url };
}
