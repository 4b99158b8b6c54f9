import { describe, expect, it } from 'vitest';
import { contentTests, solve } from '../content.testing.ts';
import { createCaptcha, forgetExpiredCaptchas } from './captcha.service.ts';

const t = contentTests();

const send = `mutation ($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on MutationSendContactMessageSuccess { data { receivedAt } }
    ... on ValidationError { fields { path code } }
  }
}`;

const message = (captcha?: string) => ({
  name: 'Visitor Vahid',
  email: 'vahid@example.com',
  subject: 'GENERAL',
  message: 'Is the platform open to companies in Tabriz?',
  captcha,
});

type Sent = { sendContactMessage: { __typename: string; fields?: { path: string; code: string }[] } };

const codeOf = async (captcha?: string) => {
  const { sendContactMessage } = await t.data<Sent>(send, { input: message(captcha) });
  return sendContactMessage.__typename === 'ValidationError' ? sendContactMessage.fields : 'accepted';
};

describe('the captcha', () => {
  it('gives a signed proof-of-work challenge whose solution a visitor’s form carries', async () => {
    const { captchaChallenge } = await t.data<{ captchaChallenge: string }>('{ captchaChallenge }');
    const challenge = JSON.parse(captchaChallenge) as {
      parameters: { algorithm: string };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await codeOf(await solve(captchaChallenge))).toBe('accepted');
  });

  it('is required from visitors', async () => {
    expect(await codeOf()).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_REQUIRED' }]);
    expect(await t.database().prisma.inboxItem.count({ where: { email: 'nobody@example.com' } })).toBe(0);
  });

  it('accepts a solution once', async () => {
    const solved = await t.solvedCaptcha();
    expect(await codeOf(solved)).toBe('accepted');
    expect(await codeOf(solved)).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_USED' }]);
  });

  it('refuses a wrong answer, a tampered challenge and what is no solution', async () => {
    const solved = JSON.parse(Buffer.from(await t.solvedCaptcha(), 'base64').toString()) as {
      challenge: { parameters: { keyPrefix: string; expiresAt: number } };
      solution: { counter: number };
    };
    const pack = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrong = { ...solved, solution: { ...solved.solution, counter: solved.solution.counter + 1 } };
    const tampered = structuredClone(solved);
    tampered.challenge.parameters.expiresAt += 3_600;
    for (const payload of [pack(wrong), pack(tampered), 'not base64 json', pack({ challenge: 1 })])
      expect(await codeOf(payload)).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_INVALID' }]);
  });

  it('refuses a solution once its challenge has expired, and forgets it then', async () => {
    const short = createCaptcha({
      secret: 'content-test-captcha-secret-0123456789',
      maxNumber: 5,
      ttlSeconds: 30,
    });
    const past = new Date(Date.now() - 60_000);
    const solved = await solve(await short.challenge(past));
    expect(await codeOf(solved)).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_EXPIRED' }]);

    const prisma = t.database().prisma;
    await prisma.captchaUse.create({ data: { signature: 'expired', expiresAt: past } });
    expect(await forgetExpiredCaptchas(prisma)).toBeGreaterThanOrEqual(1);
    expect(await prisma.captchaUse.findUnique({ where: { signature: 'expired' } })).toBeNull();
    expect(await prisma.captchaUse.count()).toBeGreaterThan(0);
  });

  it('is not asked of the signed in', async () => {
    const viewer = await t.person('Signed Sima');
    const { sendContactMessage } = await t.data<Sent>(send, { input: message() }, viewer);
    expect(sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
  });
});
