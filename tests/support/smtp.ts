import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope. */
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** Header value by lower-case name, as text (e.g. `message-id`, `in-reply-to`, `reply-to`). */
  header: (name: string) => string | undefined;
  /** The SMTP session (one per connection) it came over. */
  sessionId: string;
}

/** An SMTP answer the peer gives instead of accepting (e.g. `{ code: 550, message: '5.1.1 No such user' }`). */
interface SmtpAnswer {
  code: number;
  message: string;
}

/** A header as sent (mailparser turns List-* headers into objects). */
export const rawHeader = (mail: ReceivedMail, name: string) => {
  const line = mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
};

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>` (stays the same across stop/start). */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Refuse a recipient at RCPT TO: return an answer to refuse, undefined to accept. */
  refuseRecipient: ((address: string) => SmtpAnswer | undefined) | null;
  /** Called with each message before it is accepted; the peer answers 250 once it resolves. */
  beforeAccept: ((mail: ReceivedMail) => Promise<void> | void) | null;
  /** Stops listening and drops every connection: the mail server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Hangs up the connection of a session at once, without an answer (a connection lost mid-message). */
  drop(sessionId: string): void;
  /** Resolves once `count` messages have arrived in total (rejects after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Messages sent to an address. */
  to(address: string): ReceivedMail[];
  /** Resolves with the messages sent to `address` once there are `count` of them (rejects after `timeoutMs`). */
  waitForTo(address: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that collects and parses what it receives. Without TLS and
 * without AUTH by default (the plain server the product must work with); `options` adds either.
 */
export async function startSmtpPeer(options: Partial<SMTPServerOptions> = {}): Promise<SmtpPeer> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let port = 0;
  let server: SMTPServer;

  const peer: SmtpPeer = {
    url: '',
    port: 0,
    messages: [],
    refuseRecipient: null,
    beforeAccept: null,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      port = (server.server.address() as AddressInfo).port;
      peer.port = port;
      peer.url = `smtp://127.0.0.1:${port}`;
    },
    drop(sessionId) {
      // smtp-server keeps its open connections (each with its session id and socket) in `connections`.
      const connections = (server as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> }).connections;
      for (const connection of connections) if (connection.id === sessionId) connection._socket.destroy();
    },
    waitForCount(count, timeoutMs = 20_000) {
      if (peer.messages.length >= count) return Promise.resolve(peer.messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off('message', check);
          reject(new Error(`expected ${count} messages, received ${peer.messages.length}`));
        }, timeoutMs);
        function check() {
          if (peer.messages.length < count) return;
          clearTimeout(timer);
          events.off('message', check);
          resolve(peer.messages);
        }
        events.on('message', check);
      });
    },
    to(address) {
      return peer.messages.filter((m) => m.to.includes(address.toLowerCase()));
    },
    waitForTo(address, count, timeoutMs = 10_000) {
      if (peer.to(address).length >= count) return Promise.resolve(peer.to(address));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off('message', check);
          reject(new Error(`${address}: ${peer.to(address).length} of ${count} messages`));
        }, timeoutMs);
        function check() {
          if (peer.to(address).length < count) return;
          clearTimeout(timer);
          events.off('message', check);
          resolve(peer.to(address));
        }
        events.on('message', check);
      });
    },
    close() {
      return peer.stop();
    },
  };

  function create() {
    return new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      closeTimeout: 50,
      ...options,
      onRcptTo(address, _session, callback) {
        const answer = peer.refuseRecipient?.(address.address.toLowerCase());
        if (!answer) return callback();
        const error = new Error(answer.message) as Error & { responseCode: number };
        error.responseCode = answer.code;
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then(async (parsed) => {
              const mail: ReceivedMail = {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                raw,
                parsed,
                sessionId: session.id,
                header: (name) => {
                  const value = parsed.headers.get(name.toLowerCase());
                  if (value === undefined) return undefined;
                  if (typeof value === 'string') return value;
                  if (Array.isArray(value)) return value.join(' ');
                  if (typeof value === 'object' && value && 'text' in value) return String((value as { text: string }).text);
                  return String(value);
                },
              };
              await peer.beforeAccept?.(mail);
              peer.messages.push(mail);
              events.emit('message', mail);
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  await peer.start();
  return peer;
}
