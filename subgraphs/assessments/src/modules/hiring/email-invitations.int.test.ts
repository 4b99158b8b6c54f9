import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { describe, expect, it } from 'vitest';
import { assessmentsTests, choiceItem } from '../assessments.testing.ts';
import {
  acceptInvitation,
  createInvitationBatch,
  emailInvitationLimits,
} from './email-invitations.service.ts';
import { invitationOrders } from './invitation-orders.projector.ts';

const { database, person, createTest, data } = assessmentsTests();

const jobId = '0190f0f0-0000-7000-8000-000000000900';
const day = 86_400_000;

const paid = (orderId: string, batchId: string, userId: string, productType = 'TEST_INVITATIONS') =>
  domainEvent('order.paid', { orderId, userId, productType, productId: batchId, amountRials: '300000' });
const refunded = (orderId: string, batchId: string, userId: string) =>
  domainEvent('order.refunded', {
    orderId,
    userId,
    productType: 'TEST_INVITATIONS',
    productId: batchId,
    amountRials: '300000',
  });

const start = (testGlobalId: string, viewer: Awaited<ReturnType<typeof person>>) =>
  data<{ startTestSession: { __typename: string; code?: string } }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
      __typename ... on ConflictError { code } } }`,
    { id: testGlobalId },
    viewer,
  );

describe('invitations by e-mail to a job’s test', () => {
  it('refuses bad lists with a code per field: none, too many, invalid, too long; de-duplicates', async () => {
    const prisma = database().prisma;
    const request = { viewerId: jobId, jobId, testId: jobId, locale: 'en', priceRials: 0n };
    const refused = async (emails: string[]) => {
      const error = await createInvitationBatch(prisma, { ...request, emails }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationFailure);
      return (error as ValidationFailure).fields.map((f) => f.code);
    };
    expect(await refused([])).toEqual(['EMAILS_REQUIRED']);
    expect(await refused(['  '])).toEqual(['EMAIL_INVALID']);
    expect(await refused([`${'a'.repeat(250)}@x.io`])).toEqual(['TOO_LONG']);
    const many = Array.from({ length: emailInvitationLimits.perBatch + 1 }, (_, n) => `p${n}@x.io`);
    expect(await refused(many)).toEqual(['TOO_MANY_EMAILS']);
    expect(await prisma.testInvitationBatch.count()).toBe(0);
    // The same address twice, in other cases, is one invitation.
    const batch = await createInvitationBatch(prisma, {
      ...request,
      emails: ['A@x.io ', 'a@X.io', 'b@x.io'],
    });
    expect(batch.emails).toEqual(['a@x.io', 'b@x.io']);
  });

  it('sends a free test’s invitations at once, valid for the batch’s days', async () => {
    const prisma = database().prisma;
    const employer = await person('free inviter', ['EMPLOYER']);
    const test = await createTest({
      slug: 'invite-free',
      questionsCount: 1,
      categories: ['logic'],
      items: [choiceItem('q1')],
    });
    const now = new Date();
    const batch = await createInvitationBatch(
      prisma,
      {
        viewerId: employer.userId,
        jobId,
        testId: test.id,
        emails: ['x@free.io'],
        locale: 'fa',
        priceRials: 0n,
      },
      now,
    );
    const invitations = await prisma.testInvitation.findMany({ where: { batchId: batch.id } });
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({
      email: 'x@free.io',
      userId: null,
      viewerId: employer.userId,
      jobId,
    });
    expect(invitations[0]!.expiresAt!.getTime() - now.getTime()).toBe(
      emailInvitationLimits.validDaysDefault * day,
    );
    expect(invitations[0]!.token).toMatch(/^[\w-]{32}$/);
  });

  it('sends a paid test’s invitations when their order is paid, once however often the event arrives', async () => {
    const prisma = database().prisma;
    const employer = await person('paying inviter', ['EMPLOYER']);
    const test = await createTest({
      slug: 'invite-paid',
      questionsCount: 1,
      categories: ['logic'],
      items: [choiceItem('q1')],
      priceRials: 100_000n,
    });
    const emails = ['one@paid.io', 'two@paid.io', 'three@paid.io'];
    const batch = await createInvitationBatch(prisma, {
      viewerId: employer.userId,
      jobId,
      testId: test.id,
      emails,
      locale: 'en',
      priceRials: 100_000n,
    });
    expect(await prisma.testInvitation.count({ where: { batchId: batch.id } })).toBe(0);
    const event = paid('0190f0f0-0000-7000-8000-000000000001', batch.id, employer.userId);
    await recordEvents(prisma, [
      event,
      event,
      // Another product's order names no batch of invitations.
      paid('0190f0f0-0000-7000-8000-000000000002', batch.id, employer.userId, 'TEST'),
    ]);
    expect((await consumeOutbox(prisma, invitationOrders)).failed).toEqual([]);
    const sent = await prisma.testInvitation.findMany({
      where: { batchId: batch.id },
      orderBy: { email: 'asc' },
    });
    expect(sent.map((i) => i.email)).toEqual(['one@paid.io', 'three@paid.io', 'two@paid.io']);
    expect(new Set(sent.map((i) => i.token)).size).toBe(3);

    // The invitee accepts: the paid test is free for them once, and the employer may read the result.
    const invitee = await person('paid invitee');
    expect((await start(test.globalId, invitee)).startTestSession.code).toBe('PAYMENT_REQUIRED');
    const accepted = await acceptInvitation(prisma, invitee, sent[0]!.token!, true);
    expect(accepted).toMatchObject({ userId: invitee.userId, shareResult: true });
    expect((await start(test.globalId, invitee)).startTestSession.__typename).toBe(
      'MutationStartTestSessionSuccess',
    );
    const used = await prisma.testInvitation.findUniqueOrThrow({ where: { id: sent[0]!.id } });
    expect(used.sessionId).not.toBeNull();

    // Used, expired, the employer's own, unknown: refused, and nothing changes.
    const refusal = (token: string, viewer = invitee, now = new Date()) =>
      acceptInvitation(prisma, viewer, token, true, now).catch((e: unknown) => e);
    const usedAgain = await refusal(sent[0]!.token!, await person('second comer'));
    expect(usedAgain).toBeInstanceOf(ConflictFailure);
    expect((usedAgain as ConflictFailure).code).toBe('INVITATION_USED');
    const late = await refusal(sent[1]!.token!, invitee, new Date(Date.now() + 8 * day));
    expect((late as ConflictFailure).code).toBe('INVITATION_EXPIRED');
    expect(((await refusal(sent[1]!.token!, employer)) as ConflictFailure).code).toBe('INVITATION_OWN');
    expect(await refusal('no-such-token')).toBeInstanceOf(NotFoundFailure);
    expect(await prisma.testInvitation.count({ where: { batchId: batch.id, userId: { not: null } } })).toBe(
      1,
    );
  });

  it('a refund that arrives before its payment withdraws the batch: it is never sent', async () => {
    const prisma = database().prisma;
    const employer = await person('refunded employer');
    const test = await createTest({
      slug: 'invite-refunded',
      questionsCount: 1,
      categories: ['logic'],
      items: [choiceItem('q1')],
      priceRials: 100_000n,
    });
    const batch = await createInvitationBatch(prisma, {
      viewerId: employer.userId,
      jobId,
      testId: test.id,
      emails: ['early@refund.io'],
      locale: 'en',
      priceRials: 100_000n,
    });
    const orderId = '0190f0f0-0000-7000-8000-000000000003';
    await recordEvents(prisma, [
      refunded(orderId, batch.id, employer.userId),
      paid(orderId, batch.id, employer.userId),
    ]);
    expect((await consumeOutbox(prisma, invitationOrders)).failed).toEqual([]);
    expect(await prisma.testInvitation.count({ where: { batchId: batch.id } })).toBe(0);
    expect(await prisma.testInvitationBatch.findUniqueOrThrow({ where: { id: batch.id } })).toMatchObject({
      sentAt: null,
      withdrawnAt: expect.any(Date),
    });
  });
});
