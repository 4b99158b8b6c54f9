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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A mail as plain text and HTML in the recipient's language (`dir="rtl"` in Persian): paragraphs kept as written
 * (never read as HTML), a link if there is one, and the signature.
 */
export function composeMail(
  locale: 'fa' | 'en' | 'az',
  subject: string,
  paragraphs: string[],
  signature: string,
  link?: { text: string; href: string },
) {
  const rtl = locale === 'fa';
  return {
    subject,
    text: [...paragraphs, ...(link ? [`${link.text}: ${link.href}`] : []), signature].join('\n\n'),
    html: [
      `<!doctype html><html lang="${locale}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
      `<title>${escapeHtml(subject)}</title></head>`,
      `<body style="font-family: Vazirmatn, Tahoma, Arial, sans-serif; line-height: 1.8; color: #0f172a;">`,
      ...paragraphs.map((p) => `<p style="white-space: pre-wrap;">${escapeHtml(p)}</p>`),
      link
        ? `<p><a href="${escapeHtml(link.href)}" style="color: #0f766e;">${escapeHtml(link.text)}</a></p>`
        : '',
      `<p>${escapeHtml(signature)}</p></body></html>`,
    ].join(''),
  };
}

/**
 * The mailer a queue's job sends with: made from the settings on its first mail (or the one given, in tests); a
 * mail that fails is logged, saying what it was and which attempt, and its error thrown for the queue to retry.
 */
export function jobMailer(
  settings: { smtpUrl: string | null; mailDir: string; mailFrom: string },
  log: (message: string, error?: unknown) => void,
  given?: Mailer,
) {
  let mailer: Mailer | null = given ?? null;
  return {
    async send(message: Mail.Options, what: string, attempt: { number: number }) {
      mailer ??= createMailer({
        smtpUrl: settings.smtpUrl,
        mailDir: settings.mailDir,
        from: settings.mailFrom,
      });
      try {
        await mailer.send(message);
      } catch (error) {
        log(`${what} could not be sent (attempt ${attempt.number})`, error);
        throw error;
      }
    },
  };
}
