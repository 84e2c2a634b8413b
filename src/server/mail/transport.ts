import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './types.ts';

/** Delivers one message or throws; `close` lets the message being sent finish, then hangs up. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
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
    date: new Date(),
  };
}

/**
 * SMTP through one pooled connection (`smtp://` with STARTTLS when the server offers it, or
 * `smtps://`; user and password from the URL). A plain loopback server without TLS or AUTH works.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter: Transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    maxMessages: 500,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    name: `smtp ${url.hostname}:${url.port || (secure ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    async close() {
      transporter.close();
    },
  };
}

/** Without SMTP_URL: each message becomes `<Message-ID>.eml` in the outbox folder (a resend overwrites it). */
export function fileTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: `files in ${outboxDir}`,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
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

export const createTransport = (config: { smtpUrl?: string; outboxDir: string }): MailTransport =>
  config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.outboxDir);
