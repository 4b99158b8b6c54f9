import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server): each message is handed to `receive` whole; a `receive`
 * that throws refuses the message with the error's `responseCode` (a 4xx asks the sender to try again later).
 */
export async function startMailServer(receive: (message: Buffer) => Promise<void>): Promise<MailServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        receive(Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that files every message it receives as `<n>.eml` in `dir` (emptied first). */
export async function startMailCatcher(dir: string): Promise<MailServer> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let count = 0;
  return startMailServer((message) => writeFile(path.join(dir, `${++count}.eml`), message));
}

/** A received mail's text with its quoted-printable parts decoded, to search in. */
export const readableMail = (message: string) =>
  Buffer.from(
    message
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
