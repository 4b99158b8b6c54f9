import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentSettings } from '../../env.ts';
import { inboxMailing, inboxMailJob } from './inbox.mail.ts';

/** A real SMTP server on 127.0.0.1 that keeps what it receives, refusing with 451 while `refusing` is set. */
async function startMailServer() {
  const received: string[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let db: TestDatabase;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  db = await createTestDatabase();
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
  await db.drop();
});

const attempt = (number: number, last = false) => ({ prisma: db.prisma, number, last });
/** Quoted-printable soft breaks and escapes undone, enough to search a message's text. */
const plain = (message: string) =>
  message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the inbox’s mail', () => {
  it('mails a cooperation request’s code in its sender’s language, and is retried while the server refuses', async () => {
    const settings = parseContentSettings({ SMTP_URL: mail.url, PUBLIC_URL: 'https://karnama.example' });
    const { jobs } = inboxMailing({ log: () => {}, settings, pagesUrl: () => null });
    const send = jobs.find((j) => j.name === inboxMailJob)!;
    const item = await db.prisma.inboxItem.create({
      data: {
        kind: 'COOPERATION',
        name: 'Leyla Aliyeva',
        email: 'leyla@example.com',
        phone: '+994501234567',
        cooperationType: 'CONSULTATION',
        message: 'We would like a consultation.',
        trackingCode: 'K7QX-3MZD-9TPA',
        locale: 'az',
      },
    });

    mail.state.refusing = true;
    await expect(send.handle({ itemId: item.id }, attempt(1))).rejects.toThrow();
    expect(mail.received).toHaveLength(0);

    mail.state.refusing = false;
    await send.handle({ itemId: item.id }, attempt(2));
    expect(mail.received).toHaveLength(1);
    const message = plain(mail.received[0]!);
    expect(message).toContain('To: leyla@example.com');
    expect(message).toContain('K7QX-3MZD-9TPA');
    expect(message).toContain('https://karnama.example/az/cooperation/status?code=K7QX-3MZD-9TPA');
  });

  it('mails an admin’s reply once, with the sender’s message quoted, and marks it mailed', async () => {
    const settings = parseContentSettings({ SMTP_URL: mail.url });
    const { jobs } = inboxMailing({ log: () => {}, settings, pagesUrl: () => null });
    const send = jobs.find((j) => j.name === inboxMailJob)!;
    const item = await db.prisma.inboxItem.create({
      data: {
        kind: 'CONTACT',
        name: 'Sara Ahmadi',
        email: 'sara@example.com',
        subject: 'JOBS',
        message: 'How do I post a job?',
        locale: 'en',
      },
    });
    const author = await db.prisma.user.create({ data: { displayName: 'Admin', roles: ['ADMIN'] } });
    const reply = await db.prisma.inboxReply.create({
      data: { itemId: item.id, authorId: author.id, body: 'From the panel, under Post a job.' },
    });
    const before = mail.received.length;
    await send.handle({ itemId: item.id, replyId: reply.id }, attempt(1));
    await send.handle({ itemId: item.id, replyId: reply.id }, attempt(2));
    expect(mail.received).toHaveLength(before + 1);
    const message = plain(mail.received.at(-1)!);
    expect(message).toContain('From the panel, under Post a job.');
    expect(message).toContain('How do I post a job?');
    expect(
      (await db.prisma.inboxReply.findUniqueOrThrow({ where: { id: reply.id } })).mailedAt,
    ).not.toBeNull();
  });

  it('names a sign-up’s course by its title published in the sender’s language, else by its slug', async () => {
    const settings = parseContentSettings({ SMTP_URL: mail.url });
    const { jobs } = inboxMailing({ log: () => {}, settings, pagesUrl: () => null });
    const send = jobs.find((j) => j.name === inboxMailJob)!;
    const course = await db.prisma.contentItem.create({ data: { kind: 'COURSE', slug: 'react-from-zero' } });
    const author = await db.prisma.user.create({ data: { displayName: 'Editor', roles: ['ADMIN'] } });
    const revision = await db.prisma.contentRevision.create({
      data: {
        itemId: course.id,
        locale: 'az',
        title: 'Sıfırdan React',
        summary: 'React',
        body: {},
        authorId: author.id,
      },
    });
    const now = new Date();
    await db.prisma.contentPublication.create({
      data: {
        itemId: course.id,
        locale: 'az',
        revisionId: revision.id,
        firstPublishedAt: now,
        publishedAt: now,
        publisherId: author.id,
      },
    });
    const signUp = (locale: string, email: string) =>
      db.prisma.inboxItem.create({
        data: {
          kind: 'EDUCATION',
          name: 'Aysel',
          email,
          phone: '+994501234567',
          message: '',
          courseId: course.id,
          locale,
        },
      });

    const az = await signUp('az', 'aysel@example.com');
    await send.handle({ itemId: az.id }, attempt(1));
    // Quoted-printable bytes read back as UTF-8.
    expect(Buffer.from(plain(mail.received.at(-1)!), 'latin1').toString('utf8')).toContain('Sıfırdan React');

    const en = await signUp('en', 'aysel.en@example.com');
    await send.handle({ itemId: en.id }, attempt(1));
    const message = Buffer.from(plain(mail.received.at(-1)!), 'latin1').toString('utf8');
    expect(message).toContain('To: aysel.en@example.com');
    expect(message).toContain('the course “react-from-zero”');
  });
});
