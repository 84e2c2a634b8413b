import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A loopback SMTP server that counts what it accepts and when (no parsing: the product is measured, not the peer). */
export async function countingServer() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrivals, close: () => new Promise<void>((r) => server.close(() => r())) };
}
