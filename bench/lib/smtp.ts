import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A loopback SMTP server that counts what it accepts and when (no parsing: the product is measured,
 * not the peer). `delayMs`: how long it takes over each message before answering, as a provider's
 * server does (queueing, scanning, writing to disk); `mostAtOnce` counts the messages it held together.
 */
export async function countingServer(delayMs = 0) {
  const arrivals: number[] = [];
  let holding = 0;
  const counts = { mostAtOnce: 0 };
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        counts.mostAtOnce = Math.max(counts.mostAtOnce, ++holding);
        const answer = () => {
          holding--;
          arrivals.push(Date.now());
          callback();
        };
        if (delayMs > 0) setTimeout(answer, delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrivals, counts, close: () => new Promise<void>((r) => server.close(() => r())) };
}
