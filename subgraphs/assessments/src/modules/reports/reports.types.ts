import { certificateLimits, reportStates } from '@platform/rules/certificates';
import { ConflictFailure, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { pageRules } from '../certificates/certificates.types.ts';
import { selection } from '../query.ts';
import { ReportFailureEnum } from '../sessions/sessions.types.ts';
import { inLocale } from '../text.ts';
import { UserRef } from '../users/user.ref.ts';
import { reportState, reportsWhere, retryReport } from './report-queue.service.ts';

const ReportStateEnum = builder.enumType('ReportState', {
  description:
    'PENDING: queued (or about to be), not yet settled. SENT: e-mailed. FAILED: settled without being sent ' +
    '(`failure` says why); an admin may send it again.',
  values: reportStates,
});

/** A scored session's report as the admins' report queue shows it: whose, which test, and how its sending went. */
const QueuedReport = builder.prismaObject('TestSession', {
  variant: 'QueuedReport',
  description: "A scored session's e-mailed report, for admins.",
  select: { id: true, reportSentAt: true, reportFailure: true },
  fields: (t) => ({
    id: t.id({
      description:
        "The report's own id, which `retryReport` takes; not the session's, so that clients caching by id keep " +
        'the two apart.',
      resolve: (s) => encodeGlobalID('QueuedReport', s.id),
    }),
    state: t.field({ type: ReportStateEnum, resolve: (s) => reportState(s) }),
    failure: t.field({
      type: ReportFailureEnum,
      nullable: true,
      resolve: (s) => (s.reportSentAt ? null : s.reportFailure),
    }),
    testTitle: t.string({
      select: { test: { select: { title: true } } },
      resolve: (s, _args, context) => inLocale(s.test.title, context.locale),
    }),
    taker: t.field({
      type: UserRef,
      select: { userId: true },
      resolve: (s) => ({ id: encodeGlobalID('User', s.userId) }),
    }),
    scoredAt: t.field({ type: 'DateTime', select: { scoredAt: true }, resolve: (s) => s.scoredAt! }),
    dueAt: t.expose('reportDueAt', { type: 'DateTime', nullable: true }),
    queuedAt: t.expose('reportQueuedAt', { type: 'DateTime', nullable: true }),
    sentAt: t.expose('reportSentAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('reportQueue', (t) =>
  t.prismaConnection({
    type: QueuedReport,
    cursor: 'id',
    description: "Scored sessions' e-mailed reports, newest first, for admins; optionally of one state.",
    authScopes: { role: 'ADMIN' },
    maxSize: certificateLimits.pageMax,
    defaultSize: 20,
    args: { state: t.arg({ type: ReportStateEnum }) },
    validate: z.object(pageRules).loose(),
    totalCount: (_parent, { state }, context) =>
      context.prisma.testSession.count({ where: reportsWhere(state) }),
    resolve: (query, _root, { state }, context) =>
      context.prisma.testSession.findMany({
        ...selection(query),
        where: reportsWhere(state),
        orderBy: { id: 'desc' },
      }),
  }),
);

const RetryReportInput = builder.inputType('RetryReportInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The report to send again (`QueuedReport.id`).' }),
  }),
});

builder.mutationField('retryReport', (t) =>
  t.prismaField({
    type: QueuedReport,
    description:
      'An admin sends a failed report to be e-mailed again, with a full round of attempts. ConflictError code: ' +
      'NOT_FAILED (the report is pending or was sent).',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: RetryReportInput, required: true }) },
    resolve: (query, _root, { input }, context) => {
      const sessionId = localId(String(input.sessionId), 'QueuedReport');
      if (!sessionId) throw new NotFoundFailure('No such report');
      return retryReport(context.prisma, query, sessionId);
    },
  }),
);
