import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID, resolveCursorConnection } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { TestNode } from '../tests/tests.types.ts';
import { ApplicationTestResultRef } from './hiring.types.ts';
import {
  acceptInvitation,
  createInvitationBatch,
  emailInvitationLimits,
  linkState,
} from './email-invitations.service.ts';
import {
  invitationCursor,
  sentInvitations,
  sentInvitationsPage,
  type SentInvitation,
} from './sent-invitations.service.ts';

const tokenMax = 64;
const cursorMax = 200;

const InvitationLinkStateEnum = builder.enumType('TestInvitationLinkState', {
  description:
    'OPEN: may be accepted. USED: accepted already. WITHDRAWN: its order was refunded before anyone accepted it. ' +
    'EXPIRED: past its time, never accepted.',
  values: ['OPEN', 'USED', 'WITHDRAWN', 'EXPIRED'] as const,
});

export const TestInvitationBatchNode = builder.prismaNode('TestInvitationBatch', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    "Invitations by e-mail an employer sent at once to one of a job's tests; only that employer may read it.",
  select: { id: true, viewerId: true },
  authScopes: (batch, context) => batch.viewerId === context.viewer?.userId,
  fields: (t) => ({
    test: t.field({
      type: TestNode,
      nullable: true,
      description: 'Null once the test is no longer published.',
      select: { testId: true },
      resolve: (b, _args, context) =>
        context.prisma.test.findFirst({ where: { id: b.testId, status: 'ACTIVE' } }),
    }),
    count: t.int({
      description: 'How many addresses are invited (after de-duplication).',
      select: { emails: true },
      resolve: (b) => b.emails.length,
    }),
    priceRials: t.field({
      type: 'SafeInt',
      description: "The test's price per invitation when the batch was made, in rials (0: free).",
      select: { priceRials: true },
      resolve: (b) => Number(b.priceRials),
    }),
    testSlug: t.string({
      description: "The test's address slug (a receipt links to it).",
      select: { testId: true },
      resolve: async (b, _args, context) =>
        (await context.prisma.test.findUnique({ where: { id: b.testId }, select: { slug: true } }))?.slug ??
        '',
    }),
    testId: t.id({ select: { testId: true }, resolve: (b) => encodeGlobalID('Test', b.testId) }),
    needsPayment: t.boolean({
      description: 'A paid test whose invitations are not sent yet: they are sent once the order is paid.',
      select: { priceRials: true, sentAt: true },
      resolve: (b) => b.priceRials > 0n && !b.sentAt,
    }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    validDays: t.exposeInt('validDays'),
  }),
});

builder.asEntity(TestInvitationBatchNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('TestInvitationBatch', (context, ids) =>
    context.prisma.testInvitationBatch.findMany({ where: { id: { in: ids } } }),
  ),
});

/** What an invitation's link shows whoever opens it: the test, and whether it may still be accepted. */
interface InvitationLink {
  testId: string;
  state: 'OPEN' | 'USED' | 'WITHDRAWN' | 'EXPIRED';
  expiresAt: Date | null;
  acceptedByViewer: boolean;
}

const InvitationLinkRef = builder.objectRef<InvitationLink>('TestInvitationLink').implement({
  description:
    'An e-mailed invitation to take a test, as its link shows it: nothing of who sent or received it.',
  fields: (t) => ({
    state: t.field({ type: InvitationLinkStateEnum, resolve: (l) => l.state }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    acceptedByViewer: t.exposeBoolean('acceptedByViewer', {
      description: 'The signed-in viewer accepted it (and may take the test free of charge once).',
    }),
    test: t.field({
      type: TestNode,
      nullable: true,
      description: 'Null once the test is no longer published.',
      resolve: (l, _args, context) =>
        context.prisma.test.findFirst({ where: { id: l.testId, status: 'ACTIVE' } }),
    }),
  }),
});

const token = z.string().max(tokenMax, 'TOO_LONG');

const InviteToTestInput = builder.inputType('InviteToTestInput', {
  fields: (t) => ({
    jobId: t.id({ required: true }),
    testId: t.id({ required: true, description: "One of the job's tests." }),
    emails: t.stringList({
      required: true,
      description:
        `The addresses, ${emailInvitationLimits.perBatch} at most once de-duplicated, ` +
        `${emailInvitationLimits.emailMax} characters each at most.`,
    }),
  }),
});

const AcceptTestInvitationInput = builder.inputType('AcceptTestInvitationInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: `The link's secret (${tokenMax} characters at most).` }),
    shareResult: t.boolean({
      required: true,
      description: 'Let the employer who invited read the result of the test taken on it.',
    }),
  }),
});

const inviteRate = { name: 'assessments.invite', points: 20, seconds: 3_600 } satisfies Bucket;
const acceptRate = { name: 'assessments.accept-invitation', points: 30, seconds: 3_600 } satisfies Bucket;

interface JobAnswer {
  node: { viewerCanManage?: boolean; tests?: { test: { id: string } | null }[] } | null;
}

builder.queryFields((t) => ({
  testInvitation: t.field({
    type: InvitationLinkRef,
    nullable: true,
    description: "An e-mailed invitation by its link's secret; null for an unknown one.",
    args: { token: t.arg.string({ required: true }) },
    validate: z.object({ token }).loose(),
    resolve: async (_root, args, context) => {
      const invitation = await context.prisma.testInvitation.findUnique({
        where: { token: args.token },
        select: { testId: true, acceptedAt: true, revokedAt: true, expiresAt: true, userId: true },
      });
      if (!invitation) return null;
      return {
        testId: invitation.testId,
        state: linkState(invitation, new Date()),
        expiresAt: invitation.expiresAt,
        acceptedByViewer: !!context.viewer && invitation.userId === context.viewer.userId,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  inviteToTest: t.field({
    type: TestInvitationBatchNode,
    description:
      "The job's employer invites addresses by e-mail to one of the job's tests. A free test's invitations are " +
      "sent at once; a paid test's once billing's order for them (`buyTestInvitations`) is paid. ValidationError " +
      'codes on input.emails: EMAILS_REQUIRED, TOO_MANY_EMAILS, EMAIL_INVALID, TOO_LONG; ConflictError code: ' +
      'TEST_NOT_ON_JOB.',
    authScopes: { role: 'EMPLOYER' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: InviteToTestInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({
            emails: z
              .array(z.string().max(emailInvitationLimits.emailMax * 2))
              .max(emailInvitationLimits.perBatch * 2),
          })
          .loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      const jobId = localId(String(input.jobId), 'Job');
      const testId = localId(String(input.testId), 'Test');
      if (!jobId) throw new NotFoundFailure('No such job');
      await rateLimit(context, inviteRate);
      if (!context.graph) throw serviceUnavailable();
      // The job is the jobs domain's: whether it is the viewer's, and its tests, are asked of the graph as them.
      const { node } = await context.graph.query<JobAnswer>(
        `query AssessmentsInvitingJob($id: ID!) {
          node(id: $id) { ... on Job { viewerCanManage tests { test { id } } } }
        }`,
        { id: encodeGlobalID('Job', jobId) },
        { asUser: context.viewer!.userId },
      );
      if (!node?.viewerCanManage) throw new NotFoundFailure('No such job');
      const test = testId
        ? await context.prisma.test.findFirst({ where: { id: testId, status: 'ACTIVE' } })
        : null;
      if (!test || !node.tests?.some((a) => a.test?.id === encodeGlobalID('Test', test.id)))
        throw new ConflictFailure('TEST_NOT_ON_JOB', "The test is not one of the job's tests");
      return createInvitationBatch(context.prisma, {
        viewerId: context.viewer!.userId,
        jobId,
        testId: test.id,
        emails: input.emails,
        locale: context.locale,
        priceRials: test.priceRials,
        validDays: context.settings.invitationValidDays,
      });
    },
  }),
  acceptTestInvitation: t.field({
    type: InvitationLinkRef,
    description:
      'The signed-in viewer accepts an e-mailed invitation: the test is free for them once, and the employer ' +
      'reads the result only with `shareResult`. ConflictError codes: INVITATION_USED, INVITATION_WITHDRAWN, ' +
      'INVITATION_EXPIRED, INVITATION_OWN.',
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: AcceptTestInvitationInput, required: true }) },
    validate: z.object({ input: z.object({ token }).loose() }).loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, acceptRate);
      const accepted = await acceptInvitation(
        context.prisma,
        context.viewer!,
        input.token,
        input.shareResult,
      );
      return {
        testId: accepted.testId,
        state: 'USED' as const,
        expiresAt: accepted.expiresAt,
        acceptedByViewer: true,
      };
    },
  }),
}));

const SentInvitationStateEnum = builder.enumType('SentTestInvitationState', {
  description:
    'SENT: mailed, not accepted yet. ACCEPTED: accepted, the test not finished (or its taker did not agree to ' +
    'share how it went). TAKEN: the test was finished on it, and its result is shared. WITHDRAWN: its order was ' +
    'refunded before anyone accepted it, and its link no longer opens. EXPIRED: never accepted in time.',
  values: ['SENT', 'ACCEPTED', 'TAKEN', 'WITHDRAWN', 'EXPIRED'] as const,
});

const SentInvitationRef = builder.objectRef<SentInvitation>('SentTestInvitation').implement({
  description: "An invitation by e-mail to one of a job's tests, as the employer who sent it sees it.",
  fields: (t) => ({
    email: t.exposeString('email', { directives: cost.text(emailInvitationLimits.emailMax) }),
    testId: t.id({ resolve: (i) => encodeGlobalID('Test', i.testId) }),
    state: t.field({ type: SentInvitationStateEnum, resolve: (i) => i.state }),
    invitedAt: t.expose('invitedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    result: t.field({
      type: ApplicationTestResultRef,
      nullable: true,
      description:
        "The result of the test taken on it, read as an applicant's; null unless its taker agreed.",
      resolve: (i) => i.result,
    }),
  }),
});

/** The jobs subgraph owns jobs; this one adds the invitations by e-mail to their tests. */
builder.externalRef('Job', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
  fields: (t) => ({
    testInvitations: t.connection({
      type: SentInvitationRef,
      nullable: true,
      description:
        "The invitations by e-mail the viewer sent to the job's tests, newest first, " +
        `${sentInvitationsPage.default} a page unless asked (${sentInvitationsPage.max} at most): only the ` +
        'inviting employer reads them (none for another employer, null for anyone else).',
      validate: z
        .object({
          first: z.number().int().min(0).max(sentInvitationsPage.max, 'TOO_MANY').nullish(),
          last: z.number().int().min(0).max(sentInvitationsPage.max, 'TOO_MANY').nullish(),
          after: z.string().max(cursorMax, 'TOO_LONG').nullish(),
          before: z.string().max(cursorMax, 'TOO_LONG').nullish(),
        })
        .loose(),
      resolve: (job, args, context) => {
        const viewer = context.viewer;
        const jobId = localId(String(job.id), 'Job');
        // Only employers invite: anyone else reads null, and nothing is loaded for them.
        if (!viewer?.roles.includes('EMPLOYER') || !jobId) return null;
        return resolveCursorConnection<Promise<SentInvitation[]>>(
          {
            args,
            defaultSize: sentInvitationsPage.default,
            maxSize: sentInvitationsPage.max,
            toCursor: (invitation) => invitationCursor(invitation),
          },
          (page) => sentInvitations(context.prisma, { jobId, viewerId: viewer.userId, ...page }),
        );
      },
    }),
  }),
});
