import { encodeGlobalID } from '@pothos/plugin-relay';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { describe, expect, it } from 'vitest';
import { contentTests } from '../content.testing.ts';
import { confirmationMail, inboxMailing } from './inbox.mail.ts';

const t = contentTests();

type Fields = { path: string; code: string }[];
type Result = { __typename: string; data?: { receivedAt: string }; fields?: Fields };

const signUp = `mutation ($input: CourseSignUpInput!) {
  signUpForCourse(input: $input) {
    __typename
    ... on MutationSignUpForCourseSuccess { data { receivedAt } }
    ... on ValidationError { fields { path code } }
  }
}`;

async function course(slug: string, kind: 'COURSE' | 'SERVICE' = 'COURSE') {
  const item = await t.database().prisma.contentItem.create({ data: { kind, slug } });
  return { id: encodeGlobalID('ContentItem', item.id), localId: item.id };
}

const person = {
  name: 'Sahar Moradi',
  phone: '0912 111 0004',
  message: 'Is there an evening group?',
};

describe('signing up for a coding course', () => {
  it('keeps the sign-up in the inbox with its course and announces it, then queues the confirmation', async () => {
    const react = await course('react-from-zero');
    const { signUpForCourse } = await t.data<{ signUpForCourse: Result }>(signUp, {
      input: { courseId: react.id, ...person, email: 'sahar@example.com', captcha: await t.solvedCaptcha() },
    });
    expect(signUpForCourse.__typename).toBe('MutationSignUpForCourseSuccess');

    const prisma = t.database().prisma;
    const item = await prisma.inboxItem.findFirstOrThrow({ where: { email: 'sahar@example.com' } });
    expect(item).toMatchObject({
      kind: 'EDUCATION',
      state: 'OPEN',
      courseId: react.localId,
      name: 'Sahar Moradi',
      phone: '+989121110004',
      message: 'Is there an evening group?',
    });
    const event = await prisma.outboxEvent.findFirstOrThrow({
      where: { type: 'inbox.item-received', payload: { path: ['itemId'], equals: item.id } },
    });
    expect(event.payload).toMatchObject({ kind: 'EDUCATION' });

    const mailing = inboxMailing({ log: () => {}, settings: t.settings, pagesUrl: () => null });
    const { timers, failed } = await consumeOutbox(prisma, mailing.consumers[0]!);
    expect(failed).toEqual([]);
    expect(timers).toContainEqual({
      job: 'content.mail-send',
      data: { itemId: item.id },
      key: `item:${item.id}`,
      at: undefined,
    });

    const admin = await t.person('Admin Bahar', ['ADMIN']);
    const inbox = await t.data<{
      adminInbox: {
        edges: { node: { kind: string; courseId: string; courseSlug: string; email: string } }[];
      };
    }>(`{ adminInbox(kind: EDUCATION) { edges { node { kind courseId courseSlug email } } } }`, {}, admin);
    expect(inbox.adminInbox.edges.map((e) => e.node)).toEqual([
      { kind: 'EDUCATION', courseId: react.id, courseSlug: 'react-from-zero', email: 'sahar@example.com' },
    ]);
  });

  it('takes a sign-up without a message, and asks a signed-in person for no captcha', async () => {
    const python = await course('python-basics');
    const me = await t.person('Kian Jafari');
    const { signUpForCourse } = await t.data<{ signUpForCourse: Result }>(
      signUp,
      {
        input: { courseId: python.id, name: 'Kian Jafari', email: 'kian@example.com', phone: '09121110005' },
      },
      me,
    );
    expect(signUpForCourse.__typename).toBe('MutationSignUpForCourseSuccess');
    expect(
      await t.database().prisma.inboxItem.findFirstOrThrow({ where: { email: 'kian@example.com' } }),
    ).toMatchObject({ kind: 'EDUCATION', message: '', senderId: me.userId, courseId: python.localId });
  });

  it('answers bad input with a code per field', async () => {
    const { signUpForCourse } = await t.data<{ signUpForCourse: Result }>(signUp, {
      input: {
        courseId: ' ',
        name: 'Al',
        email: 'al@',
        phone: '12',
        message: 'm'.repeat(5_001),
        captcha: 'x',
      },
    });
    expect(signUpForCourse.fields).toEqual([
      { path: 'input.courseId', code: 'COURSE_REQUIRED' },
      { path: 'input.name', code: 'NAME_TOO_SHORT' },
      { path: 'input.email', code: 'EMAIL_INVALID' },
      { path: 'input.phone', code: 'PHONE_INVALID' },
      { path: 'input.message', code: 'MESSAGE_TOO_LONG' },
    ]);
    const blank = await t.data<{ signUpForCourse: Result }>(signUp, {
      input: { courseId: (await course('go-web')).id, name: '', email: '', phone: '' },
    });
    expect(blank.signUpForCourse.fields).toEqual([
      { path: 'input.name', code: 'REQUIRED' },
      { path: 'input.email', code: 'REQUIRED' },
      { path: 'input.phone', code: 'REQUIRED' },
    ]);
  });

  it('answers NOT_FOUND for an unknown id, an id of another type, and a content item that is no course', async () => {
    const service = await course('web-development', 'SERVICE');
    const ids = [
      encodeGlobalID('ContentItem', '00000000-0000-4000-8000-000000000000'),
      encodeGlobalID('InboxItem', (await course('sql-basics')).localId),
      'not-an-id',
      service.id,
    ];
    for (const courseId of ids) {
      const { signUpForCourse } = await t.data<{ signUpForCourse: Result }>(signUp, {
        input: { courseId, ...person, email: 'lost@example.com', captcha: await t.solvedCaptcha() },
      });
      expect(signUpForCourse.__typename, courseId).toBe('NotFoundError');
    }
    expect(await t.database().prisma.inboxItem.count({ where: { email: 'lost@example.com' } })).toBe(0);
  });

  it('asks a visitor for a captcha, and takes a solution once', async () => {
    const { id } = await course('typescript-deep');
    const input = { courseId: id, ...person, email: 'twice@example.com' };
    const missing = await t.data<{ signUpForCourse: Result }>(signUp, { input });
    expect(missing.signUpForCourse.fields).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_REQUIRED' }]);
    const captcha = await t.solvedCaptcha();
    const first = await t.data<{ signUpForCourse: Result }>(signUp, { input: { ...input, captcha } });
    expect(first.signUpForCourse.__typename).toBe('MutationSignUpForCourseSuccess');
    const again = await t.data<{ signUpForCourse: Result }>(signUp, { input: { ...input, captcha } });
    expect(again.signUpForCourse.fields).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_USED' }]);
    expect(await t.database().prisma.inboxItem.count({ where: { email: 'twice@example.com' } })).toBe(1);
  });

  it('answers a filled honeypot as if all went well, and keeps nothing', async () => {
    const { id } = await course('bots-101');
    const { signUpForCourse } = await t.data<{ signUpForCourse: Result }>(signUp, {
      input: { courseId: id, ...person, email: 'bot@example.com', website: 'https://spam.example' },
    });
    expect(signUpForCourse.__typename).toBe('MutationSignUpForCourseSuccess');
    expect(await t.database().prisma.inboxItem.count({ where: { email: 'bot@example.com' } })).toBe(0);
  });

  it('names the course in the confirmation, in the sender’s language', () => {
    const item = {
      kind: 'EDUCATION' as const,
      locale: 'fa',
      message: '',
      failingPath: null,
      trackingCode: null,
      createdAt: new Date(),
    };
    const fa = confirmationMail(item, 'https://karnama.example', 'ری‌اکت از صفر');
    expect(fa.subject).toContain('«ری‌اکت از صفر»');
    expect(fa.html).toContain('dir="rtl"');
    const en = confirmationMail({ ...item, locale: 'en' }, 'https://karnama.example', 'react-from-zero');
    expect(en.text).toContain('the course “react-from-zero”');
  });
});
