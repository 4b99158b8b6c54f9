import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { reportReasons } from '@platform/rules/messaging';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { reportMessage, resolveReport } from '../conversations/conversations.service.ts';
import { UserRef } from '../users/user.ref.ts';

const ReportReasonEnum = builder.enumType('ReportReason', { values: reportReasons });
const ReportStatusEnum = builder.enumType('ReportStatus', {
  values: ['OPEN', 'RESOLVED', 'DISMISSED'] as const,
});
const ReportResolutionEnum = builder.enumType('ReportResolution', {
  description: 'RESOLVED: action was taken. DISMISSED: nothing wrong was found.',
  values: ['RESOLVED', 'DISMISSED'] as const,
});

/**
 * A reported message in the admins' queue. Admins see the reported message through the report (not the
 * conversation, which stays its participants' own).
 */
export const MessageReportNode = builder.prismaNode('MessageReport', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'A report of a message, for admins (and the reporter, who sees what they sent).',
  select: { id: true, reporterId: true },
  authScopes: (report, context) =>
    context.viewer?.roles.includes('ADMIN') === true || context.viewer?.userId === report.reporterId,
  fields: (t) => ({
    reason: t.expose('reason', { type: ReportReasonEnum }),
    description: t.exposeString('description'),
    status: t.expose('status', { type: ReportStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    resolution: t.exposeString('resolution', { nullable: true }),
    reporter: t.field({
      type: UserRef,
      resolve: (r) => ({ id: encodeGlobalID('User', r.reporterId) }),
    }),
    messageBody: t.string({
      description: 'The reported message as it reads now.',
      select: { message: { select: { body: true } } },
      resolve: (r) => r.message.body,
    }),
    messageSentAt: t.field({
      type: 'DateTime',
      select: { message: { select: { sentAt: true } } },
      resolve: (r) => r.message.sentAt,
    }),
    messageSender: t.field({
      type: UserRef,
      select: { message: { select: { senderId: true } } },
      resolve: (r) => ({ id: encodeGlobalID('User', r.message.senderId) }),
    }),
  }),
});

builder.asEntity(MessageReportNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('MessageReport', (context, ids) =>
    context.prisma.messageReport.findMany({ where: { id: { in: ids } } }),
  ),
});

builder.queryField('messageReports', (t) =>
  t.prismaConnection({
    type: 'MessageReport',
    cursor: 'id',
    description: 'The moderation queue (admins): open reports first-come first-served, or by status.',
    authScopes: { role: 'ADMIN' },
    args: { status: t.arg({ type: ReportStatusEnum, required: false, defaultValue: 'OPEN' }) },
    resolve: (query, _root, args, context) =>
      context.prisma.messageReport.findMany({
        ...query,
        where: { status: args.status ?? 'OPEN' },
        orderBy: { id: 'asc' },
      }),
  }),
);

const ReportMessageInput = builder.inputType('ReportMessageInput', {
  fields: (t) => ({
    messageId: t.id({ required: true }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    description: t.string({ required: true }),
  }),
});

const ResolveMessageReportInput = builder.inputType('ResolveMessageReportInput', {
  fields: (t) => ({
    reportId: t.id({ required: true }),
    status: t.field({ type: ReportResolutionEnum, required: true }),
    resolution: t.string({ required: false, description: 'What was done, for the record.' }),
  }),
});

/** Reports per account: every report is read by a person. */
const reportRate = { name: 'messaging.report', points: 20, seconds: 3_600 } satisfies Bucket;

builder.mutationFields((t) => ({
  reportMessage: t.field({
    type: MessageReportNode,
    description: "A participant reports another participant's message to the admins.",
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: ReportMessageInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, reportRate);
      return reportMessage(context.prisma, context.viewer!, input);
    },
  }),
  resolveMessageReport: t.field({
    type: MessageReportNode,
    description: 'An admin resolves or dismisses a report.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: ResolveMessageReportInput, required: true }) },
    resolve: (_root, { input }, context) => resolveReport(context.prisma, context.viewer!, input),
  }),
}));
