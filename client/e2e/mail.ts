import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where the end-to-end server's mail server files the messages it receives (one `.eml` each). */
export const mailDir = path.resolve(
  import.meta.dirname,
  '..',
  'test-results',
  `mail-${process.env.E2E_PORT ?? 4310}`,
);

/** The first message filed that `matches`, waiting for it up to `timeoutMs`; `what` names it in the failure. */
async function firstMail(matches: (mail: ParsedMail) => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(mailDir, name)));
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail ${what} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The first message filed whose HTML or text contains `needle`, waiting for it up to `timeoutMs`. */
export function mailContaining(needle: string, timeoutMs = 60_000): Promise<ParsedMail> {
  return firstMail(
    (mail) => `${mail.html || ''}${mail.text ?? ''}`.includes(needle),
    `containing ${needle}`,
    timeoutMs,
  );
}

/** The first message filed to `address`, waiting for it up to `timeoutMs`. */
export function mailTo(address: string, timeoutMs = 60_000): Promise<ParsedMail> {
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []);
  return firstMail(
    (mail) => to(mail).some((list) => list.value.some((one) => one.address === address)),
    `to ${address}`,
    timeoutMs,
  );
}

/** The text of a PDF, as poppler's `pdftotext` reads it (in reading order, letters joined as written). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'e2e-pdf-')), 'report.pdf');
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}
