import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface Mailer {
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

/**
 * Mail through nodemailer: over SMTP when `smtpUrl` is set (a pooled connection; a refusal or a lost connection
 * fails the send, for the queue to retry), otherwise written as `.eml` files into `mailDir`, so that a local
 * try-out sends nothing and its mail can still be opened.
 */
export function createMailer(options: { smtpUrl: string | null; mailDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, { from: options.from });
    return {
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true },
    { from: options.from },
  );
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(options.mailDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
