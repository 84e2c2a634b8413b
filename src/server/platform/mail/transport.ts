import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { MailMessage } from './types.ts';

/** Delivers one message or throws; `close` lets the message being sent finish, then hangs up. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * A nodemailer transport made when the first message is sent (docs/decisions/112): nodemailer loads then, so a
 * server that has sent nothing does not carry it.
 */
function onFirstSend(options: SMTPPool.Options | StreamTransport.Options) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    made: () => transporter,
  };
}

function toNodemailer(message: MailMessage) {
  return {
    messageId: message.messageId,
    from: message.from,
    replyTo: message.replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    inReplyTo: message.inReplyTo,
    references: message.references,
    headers: message.headers,
    // A calendar invitation or cancellation: the text/calendar alternative mail apps act on.
    ...(message.calendar
      ? { icalEvent: { method: message.calendar.method, content: message.calendar.content, filename: 'viewing.ics' } }
      : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        }
      : {}),
    date: new Date(),
  };
}

/**
 * SMTP through one kept-open connection (`smtp://` with STARTTLS when the server offers it, or
 * `smtps://`; user and password from the URL). A plain loopback server without TLS or AUTH works.
 * nodemailer's pool of one connection reconnects when the server hangs up; it never resends a
 * message on its own (`maxRequeues: 0`): whether and when to try again is the outbox's decision.
 */
function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  // `maxRequeues` is nodemailer's (smtp-pool) but not in its type definitions.
  const options: SMTPPool.Options & { maxRequeues: number } = {
    pool: true,
    maxConnections: 1,
    maxMessages: 500,
    maxRequeues: 0,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  };
  const transporter = onFirstSend(options);
  return {
    name: `smtp ${url.hostname}:${url.port || (secure ? 465 : 587)}`,
    async send(message) {
      await (await transporter.get()).sendMail(toNodemailer(message));
    },
    async close() {
      (await transporter.made())?.close();
    },
  };
}

/** Without SMTP_URL: each message becomes `<Message-ID>.eml` in the outbox folder (a resend overwrites it). */
function fileTransport(outboxDir: string): MailTransport {
  const transporter = onFirstSend({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: `files in ${outboxDir}`,
    async send(message) {
      const info = await (await transporter.get()).sendMail(toNodemailer(message));
      mkdirSync(outboxDir, { recursive: true });
      const base = message.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(outboxDir, `${base}.eml`);
      const partial = `${file}.partial`;
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, file);
    },
    async close() {},
  };
}

/**
 * The worker's transports: `connections` SMTP connections (each its own transport with one message
 * in flight: decision 012), or one folder of `.eml` files without SMTP_URL.
 */
export const createTransports = (config: { smtpUrl?: string; smtpConnections?: number; outboxDir: string }): MailTransport[] => {
  const { smtpUrl } = config;
  if (!smtpUrl) return [fileTransport(config.outboxDir)];
  return Array.from({ length: config.smtpConnections ?? 1 }, () => smtpTransport(smtpUrl));
};
