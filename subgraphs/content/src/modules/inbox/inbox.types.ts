import {
  contactSubjects,
  contentLimits,
  cooperationTypes,
  inboxKinds,
  inboxStates,
} from '@platform/rules/content';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import { UserRef } from '../users/user.ref.ts';
import type { ContentContext } from '../../context.ts';
import { recordPresence } from '../support/support.service.ts';
import {
  assignItem,
  closeItem,
  cooperationByCode,
  inboxTopic,
  replyToItem,
  reportProblem,
  requestCooperation,
  reviewBy,
  sendContactMessage,
  signUpForCourse,
  type Sender,
} from './inbox.service.ts';

const InboxKindEnum = builder.enumType('InboxKind', {
  description:
    'CONTACT: the contact form. ERROR_REPORT: a problem reported from an error page. EDUCATION: a sign-up for a coding course.',
  values: inboxKinds,
});
const InboxStateEnum = builder.enumType('InboxState', { values: inboxStates });
const ContactSubjectEnum = builder.enumType('ContactSubject', { values: contactSubjects });
const CooperationTypeEnum = builder.enumType('CooperationType', {
  description: 'DEVELOPMENT: design and programming.',
  values: cooperationTypes,
});

/** What a visitor sent, in the admins' inbox. Only admins read it. */
export const InboxItemNode = builder.prismaNode('InboxItem', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A contact message, error report, cooperation request or course sign-up in the admins’ inbox (admins only).',
  authScopes: { role: 'ADMIN' },
  fields: (t) => ({
    kind: t.expose('kind', { type: InboxKindEnum }),
    state: t.expose('state', { type: InboxStateEnum }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    subject: t.expose('subject', { type: ContactSubjectEnum, nullable: true }),
    cooperationType: t.expose('cooperationType', { type: CooperationTypeEnum, nullable: true }),
    message: t.exposeString('message', {
      description: 'Plain text; never rendered as HTML.',
      directives: cost.text(contentLimits.messageMax),
    }),
    failingPath: t.exposeString('failingPath', { nullable: true }),
    failingStatus: t.exposeInt('failingStatus', { nullable: true }),
    trackingCode: t.exposeString('trackingCode', { nullable: true }),
    courseId: t.id({
      nullable: true,
      description: 'An education sign-up’s course: the global ID of its content item (`ContentItem`).',
      resolve: (item) => (item.courseId ? encodeGlobalID('ContentItem', item.courseId) : null),
    }),
    courseSlug: t.string({
      nullable: true,
      description: 'An education sign-up’s course, by its slug.',
      select: { course: { select: { slug: true } } },
      resolve: (item) => item.course?.slug ?? null,
    }),
    locale: t.exposeString('locale', { description: 'The language the sender wrote in; replies are in it.' }),
    sender: t.field({
      type: UserRef,
      nullable: true,
      description: 'The signed-in sender; null for a visitor.',
      resolve: (item) => (item.senderId ? { id: encodeGlobalID('User', item.senderId) } : null),
    }),
    assignee: t.field({
      type: UserRef,
      nullable: true,
      resolve: (item) => (item.assigneeId ? { id: encodeGlobalID('User', item.assigneeId) } : null),
    }),
    replyCount: t.relationCount('replies'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.asEntity(InboxItemNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('InboxItem', (context, ids) =>
    context.prisma.inboxItem.findMany({ where: { id: { in: ids } } }),
  ),
});

builder.queryField('adminInbox', (t) =>
  t.prismaConnection({
    type: 'InboxItem',
    cursor: 'id',
    description:
      'The admins’ inbox, newest first; by kind and state when given. Opening it counts as support being at work.',
    authScopes: { role: 'ADMIN' },
    maxSize: 50,
    defaultSize: 20,
    args: {
      kind: t.arg({ type: InboxKindEnum, required: false }),
      state: t.arg({ type: InboxStateEnum, required: false }),
    },
    resolve: async (query, _root, args, context) => {
      await recordPresence(context.prisma, context.viewer!.userId);
      return context.prisma.inboxItem.findMany({
        ...query,
        where: { kind: args.kind ?? undefined, state: args.state ?? undefined },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
    },
  }),
);

const CooperationStatus = builder
  .objectRef<{
    trackingCode: string | null;
    cooperationType: (typeof cooperationTypes)[number] | null;
    state: (typeof inboxStates)[number];
    createdAt: Date;
    closedAt: Date | null;
  }>('CooperationRequestStatus')
  .implement({
    description:
      'Where a cooperation request stands, for whoever has its tracking code; nothing of the sender.',
    fields: (t) => ({
      trackingCode: t.string({ resolve: (r) => r.trackingCode ?? '' }),
      cooperationType: t.field({ type: CooperationTypeEnum, resolve: (r) => r.cooperationType ?? 'OTHER' }),
      state: t.expose('state', { type: InboxStateEnum }),
      receivedAt: t.expose('createdAt', { type: 'DateTime' }),
      reviewBy: t.field({
        type: 'DateTime',
        description:
          'When the request is reviewed by: 48 working hours after it arrived (Sat–Thu, 8–21 Tehran).',
        resolve: (r) => reviewBy(r.createdAt),
      }),
      closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    }),
  });

/** Lookups by code per caller: a code has 60 random bits, and guessing is slowed further. */
const lookupRate = { name: 'content.cooperation-lookup', points: 30, seconds: 600 } satisfies Bucket;

builder.queryField('cooperationRequest', (t) =>
  t.field({
    type: CooperationStatus,
    nullable: true,
    description: 'A cooperation request by its tracking code, however it is typed; null when none has it.',
    args: { trackingCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await rateLimit(context, lookupRate);
      return cooperationByCode(context.prisma, args.trackingCode);
    },
  }),
);

export const FormReceipt = builder.objectRef<{ receivedAt: Date }>('FormReceipt').implement({
  description: 'A form was received and stored.',
  fields: (t) => ({ receivedAt: t.expose('receivedAt', { type: 'DateTime' }) }),
});

const CooperationReceipt = builder
  .objectRef<{ trackingCode: string; receivedAt: Date; reviewBy: Date }>('CooperationReceipt')
  .implement({
    description: 'A cooperation request was received: its tracking code, and when it is reviewed by.',
    fields: (t) => ({
      trackingCode: t.exposeString('trackingCode'),
      receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
      reviewBy: t.expose('reviewBy', { type: 'DateTime' }),
    }),
  });

export const antiBot = {
  captcha: { description: 'The captcha’s solution (base64 JSON); required from visitors.' },
  website: { description: 'Leave empty: a field people do not see.' },
};

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: false }),
    subject: t.field({ type: ContactSubjectEnum, required: true }),
    message: t.string({ required: true }),
    captcha: t.string({ required: false, ...antiBot.captcha }),
    website: t.string({ required: false, ...antiBot.website }),
  }),
});

const ProblemReportInput = builder.inputType('ProblemReportInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: false }),
    message: t.string({ required: true }),
    failingPath: t.string({ required: true, description: 'The failing address: a path inside the product.' }),
    failingStatus: t.int({ required: true, description: 'The status the page answered with (400–599).' }),
    captcha: t.string({ required: false, ...antiBot.captcha }),
    website: t.string({ required: false, ...antiBot.website }),
  }),
});

const CooperationRequestInput = builder.inputType('CooperationRequestInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    cooperationType: t.field({ type: CooperationTypeEnum, required: true }),
    message: t.string({ required: true }),
    captcha: t.string({ required: false, ...antiBot.captcha }),
    website: t.string({ required: false, ...antiBot.website }),
  }),
});

const CourseSignUpInput = builder.inputType('CourseSignUpInput', {
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'The course: a content item of kind COURSE.' }),
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    message: t.string({ required: false, description: 'Anything the person wants to ask; may be left out.' }),
    captcha: t.string({ required: false, ...antiBot.captcha }),
    website: t.string({ required: false, ...antiBot.website }),
  }),
});

const AssignInboxItemInput = builder.inputType('AssignInboxItemInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    assigneeId: t.id({ required: false, description: 'An admin’s user id; the caller when left out.' }),
  }),
});

const ReplyToInboxItemInput = builder.inputType('ReplyToInboxItemInput', {
  fields: (t) => ({ itemId: t.id({ required: true }), body: t.string({ required: true }) }),
});

/** Forms per caller (and, for visitors, their address's ceiling): each is read by a person. */
export const formRate = { name: 'content.form', points: 10, seconds: 3_600 } satisfies Bucket;

export const senderOf = (
  context: ContentContext,
  input: { captcha?: string | null; website?: string | null },
): Sender => ({
  viewer: context.viewer,
  locale: context.locale,
  captcha: context.services.captcha,
  captchaSolution: input.captcha,
  website: input.website,
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: FormReceipt,
    description: 'Sends the contact form to the admins’ inbox; the sender gets a confirmation by e-mail.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, formRate);
      const { captcha, website, ...fields } = input;
      return sendContactMessage(context.prisma, senderOf(context, { captcha, website }), fields);
    },
  }),
  reportProblem: t.field({
    type: FormReceipt,
    description:
      'Reports a problem met on an error page (subject support), with the failing address and status.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: ProblemReportInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, formRate);
      const { captcha, website, ...fields } = input;
      return reportProblem(context.prisma, senderOf(context, { captcha, website }), {
        ...fields,
        subject: 'SUPPORT',
      });
    },
  }),
  requestCooperation: t.field({
    type: CooperationReceipt,
    description: 'Sends a cooperation request; the answer and an e-mail carry its tracking code.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: CooperationRequestInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, formRate);
      const { captcha, website, ...fields } = input;
      return requestCooperation(context.prisma, senderOf(context, { captcha, website }), fields);
    },
  }),
  signUpForCourse: t.field({
    type: FormReceipt,
    description:
      'Signs up for a coding course: kept in the admins’ inbox (kind EDUCATION); the person gets a confirmation by e-mail.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: CourseSignUpInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, formRate);
      const { captcha, website, courseId, ...fields } = input;
      return signUpForCourse(context.prisma, senderOf(context, { captcha, website }), {
        ...fields,
        courseId: String(courseId),
      });
    },
  }),
  assignInboxItem: t.field({
    type: InboxItemNode,
    description: 'An admin takes an inbox item, or gives it to another admin.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: AssignInboxItemInput, required: true }) },
    resolve: (_root, { input }, context) =>
      assignItem(context.prisma, context.viewer!, {
        itemId: String(input.itemId),
        assigneeId: input.assigneeId ? String(input.assigneeId) : null,
      }),
  }),
  replyToInboxItem: t.field({
    type: InboxItemNode,
    description: 'An admin answers an inbox item; the answer is e-mailed to the sender in their language.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: ReplyToInboxItemInput, required: true }) },
    resolve: (_root, { input }, context) =>
      replyToItem(context.prisma, context.viewer!, { itemId: String(input.itemId), body: input.body }),
  }),
  closeInboxItem: t.field({
    type: InboxItemNode,
    description: 'An admin closes an inbox item.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure] },
    args: { itemId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => closeItem(context.prisma, String(args.itemId)),
  }),
}));

builder.subscriptionField('inboxItemAdded', (t) =>
  t.field({
    type: InboxItemNode,
    description: 'Each new inbox item as it arrives (admins).',
    authScopes: { role: 'ADMIN' },
    subscribe: (_root, _args, context) => itemsAdded(context),
    resolve: (event: { itemId: string }) => ({ id: event.itemId }) as never,
  }),
);

/**
 * Scope checks wrap resolvers, not subscribe functions: the subscription checks its caller itself, before it
 * listens to anything.
 */
function itemsAdded(context: ContentContext): AsyncGenerator<{ itemId: string }> {
  if (!context.viewer) throw new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
  if (!context.viewer.roles.includes('ADMIN'))
    throw new GraphQLError('For admins only', { extensions: { code: 'FORBIDDEN' } });
  if (!context.events) throw new GraphQLError('Subscriptions are served by the gateway');
  return listen(context.events, inboxTopic);
}

async function* listen(
  events: NonNullable<ContentContext['events']>,
  topic: string,
): AsyncGenerator<{ itemId: string }> {
  for await (const event of events.subscribe(topic)) {
    yield event.payload as { itemId: string };
  }
}
