import { encodeGlobalID } from '@pothos/plugin-relay';
import { collaboratorLimits as L, contactRequestStates } from '@platform/rules/collaborators';
import type { SubgraphTypes } from '@platform/subgraph-kit/builder';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference, entityReference, userReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { payloadsFor } from '@platform/subgraph-kit/events';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { CollaboratorsContext } from '../../context.ts';
import { CollaboratorNode } from '../profiles/profiles.types.ts';
import {
  answerContactRequest,
  markRequestSeen,
  requestReadableWhere,
  requestsTopic,
  sendContactRequest,
  stateOf,
  type RequestTarget,
} from './requests.service.ts';

export const UserRef = userReference(builder);
const CompanyRef = entityReference(builder, 'Company');

const StateEnum = builder.enumType('ContactRequestState', {
  description:
    'SENT: waiting. SEEN: the collaborator opened it. ACCEPTED: a conversation opened. DECLINED. EXPIRED: not ' +
    `answered within ${L.requestDays} days.`,
  values: contactRequestStates,
});
const BoxEnum = builder.enumType('ContactRequestBox', {
  description: 'RECEIVED: requests to the viewer as a collaborator. SENT: the viewer’s own requests.',
  values: ['RECEIVED', 'SENT'] as const,
});

const isParty = (request: { senderId: string; collaboratorId: string }, context: CollaboratorsContext) =>
  context.viewer?.roles.includes('ADMIN') === true ||
  context.viewer?.userId === request.senderId ||
  context.viewer?.userId === request.collaboratorId;

export const ContactRequestNode = builder.prismaNode('ContactRequest', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A request to work with a collaborator: read by its sender, the collaborator and admins. Plain text; never ' +
    'rendered as HTML.',
  select: { senderId: true, collaboratorId: true },
  authScopes: (request, context) => isParty(request, context),
  fields: (t) => ({
    subject: t.exposeString('subject'),
    message: t.exposeString('message', { directives: cost.text(L.messageMax) }),
    budgetRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Iranian rials.',
      select: { budgetRials: true },
      resolve: (r) => (r.budgetRials === null ? null : Number(r.budgetRials)),
    }),
    deadline: t.string({
      nullable: true,
      description: 'A day, YYYY-MM-DD.',
      select: { deadline: true },
      resolve: (r) => r.deadline?.toISOString().slice(0, 10) ?? null,
    }),
    state: t.field({
      type: StateEnum,
      select: { state: true, expiresAt: true },
      resolve: (r) => stateOf(r),
    }),
    answer: t.exposeString('answer', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    seenAt: t.expose('seenAt', { type: 'DateTime', nullable: true }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    collaborator: t.relation('profile', {
      type: CollaboratorNode,
      nullable: true,
      description: 'The collaborator’s profile it was sent to; null for a request from the talent pool.',
    }),
    company: t.field({
      type: CompanyRef,
      nullable: true,
      description: 'The sender’s verified company, for a request from the talent pool.',
      select: { companyId: true },
      resolve: (r) => (r.companyId ? { id: encodeGlobalID('Company', r.companyId) } : null),
    }),
    sender: t.field({
      type: UserRef,
      select: { senderId: true },
      resolve: (r) => ({ id: encodeGlobalID('User', r.senderId) }),
    }),
    viewerIsCollaborator: t.boolean({
      select: { collaboratorId: true },
      resolve: (r, _args, context) => context.viewer?.userId === r.collaboratorId,
    }),
    conversationId: t.id({
      nullable: true,
      description: 'The echo-box conversation it opened (a Conversation id), once accepted.',
      select: { conversationId: true },
      resolve: (r) => (r.conversationId ? encodeGlobalID('Conversation', r.conversationId) : null),
    }),
  }),
});

builder.prismaObjectFields(CollaboratorNode, (t) => ({
  owner: t.field({
    type: UserRef,
    description: 'Its owner’s account, for their public name and photo (the accounts graph’s `User`).',
    select: { userId: true },
    resolve: (p) => ({ id: encodeGlobalID('User', p.userId) }),
  }),
  viewerIsOwner: t.boolean({
    description: 'Whether the profile is the viewer’s own (nobody sends themselves a request).',
    select: { userId: true },
    resolve: (p, _args, context) => context.viewer?.userId === p.userId,
  }),
}));

builder.asEntity(ContactRequestNode, {
  key: builder.selection<{ id: string }>('id'),
  // Only its sender's, its collaborator's and admins' ids are looked up at all.
  resolveReference: batchedReference('ContactRequest', (context: CollaboratorsContext, ids) =>
    context.prisma.contactRequest.findMany({
      where: { id: { in: ids }, ...requestReadableWhere(context.viewer) },
    }),
  ),
});

builder.queryFields((t) => ({
  myContactRequests: t.prismaConnection({
    type: ContactRequestNode,
    cursor: 'id',
    description: 'The viewer’s requests, received as a collaborator or sent, the newest first.',
    authScopes: { signedIn: true },
    maxSize: L.pageSize,
    defaultSize: L.requestsPage,
    args: { box: t.arg({ type: BoxEnum, required: true }) },
    totalCount: (_parent, { box }, context) =>
      context.prisma.contactRequest.count({ where: boxWhere(box, context) }),
    resolve: (query, _root, { box }, context) =>
      context.prisma.contactRequest.findMany({
        ...query,
        where: boxWhere(box, context),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
}));

const boxWhere = (box: 'RECEIVED' | 'SENT', context: CollaboratorsContext) =>
  box === 'RECEIVED' ? { collaboratorId: context.viewer!.userId } : { senderId: context.viewer!.userId };

/** Texts are bounded before the rules read them. */
export const boundedText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .nullish();

/** What a request says, to a collaborator or from the talent pool. */
export const requestInputFields = (
  t: PothosSchemaTypes.InputFieldBuilder<
    PothosSchemaTypes.ExtendDefaultTypes<SubgraphTypes<CollaboratorsContext>>,
    'InputObject'
  >,
) => ({
  subject: t.string({ required: true, description: `${L.subjectMin} to ${L.subjectMax} characters.` }),
  message: t.string({ required: true, description: `${L.messageMin} to ${L.messageMax} characters.` }),
  budgetRials: t.field({ type: 'SafeInt', required: false, description: 'Iranian rials.' }),
  deadline: t.string({ required: false, description: 'A day, YYYY-MM-DD, not before today.' }),
});

const SendInput = builder.inputType('SendContactRequestInput', {
  fields: (t) => ({
    collaboratorId: t.id({ required: true, description: 'The Collaborator’s id.' }),
    ...requestInputFields(t),
  }),
});

/** Sends a request once the sender's and their address's daily counts allow it. */
export async function sendCounted(context: CollaboratorsContext, target: RequestTarget, input: unknown) {
  await rateLimit(context, requestRate);
  await context.limits?.take(requestAddressRate, context.address);
  return sendContactRequest(context.prisma, context.viewer!, target, input);
}

/** The texts of a request are bounded before the rules read them. */
export const boundedRequest = z
  .object({
    input: z.object({ subject: boundedText(L.subjectMax), message: boundedText(L.messageMax) }).loose(),
  })
  .loose();

const AnswerInput = builder.inputType('AnswerContactRequestInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    accept: t.boolean({ required: true }),
    answer: t.string({ required: false, description: `At most ${L.answerMax} characters.` }),
  }),
});

/** Requests per account: a person looking for help writes to a few collaborators a day, not to the directory. */
export const requestRate = {
  name: 'collaborators.contact-request',
  points: 10,
  seconds: 86_400,
} satisfies Bucket;
/** Requests per address, whoever signs in there. */
export const requestAddressRate = {
  name: 'collaborators.contact-request.address',
  points: 50,
  seconds: 86_400,
} satisfies Bucket;

builder.mutationFields((t) => ({
  sendContactRequest: t.field({
    type: ContactRequestNode,
    description:
      'Asks a published collaborator to work with the viewer; the collaborator is told. One request at a time ' +
      'waits per collaborator.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: SendInput, required: true }) },
    validate: boundedRequest,
    resolve: (_root, { input }, context) =>
      sendCounted(
        context,
        { kind: 'profile', profileId: localId(String(input.collaboratorId), 'Collaborator') },
        input,
      ),
  }),
  markContactRequestSeen: t.field({
    type: ContactRequestNode,
    description: 'The collaborator has opened a request they received.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      markRequestSeen(context.prisma, context.viewer!, localId(String(id), 'ContactRequest')),
  }),
  answerContactRequest: t.field({
    type: ContactRequestNode,
    description:
      'The collaborator accepts (an echo-box conversation with the sender opens) or declines a waiting request.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: AnswerInput, required: true }) },
    validate: z.object({ input: z.object({ answer: boundedText(L.answerMax) }).loose() }).loose(),
    resolve: (_root, { input }, context) =>
      answerContactRequest(
        context.prisma,
        context.viewer!,
        localId(String(input.id), 'ContactRequest'),
        input,
      ),
  }),
}));

// Subscriptions yield only what identifies the change; the gateway resolves every field the client selected.
builder.subscriptionField('contactRequestChanged', (t) =>
  t.field({
    type: ContactRequestNode,
    description:
      'The viewer’s contact requests as they change: one sent to them; theirs seen, accepted or declined; the ' +
      'other side marking the work done or reviewing it.',
    subscribe: (_root, _args, context) =>
      payloadsFor<{ requestId: string }>(context, (viewer) => [requestsTopic(viewer.userId)]),
    // Its parties decide who reads it: they are loaded with it (and only a party's is found).
    resolve: async (event: { requestId: string }, _args, context) =>
      (await context.prisma.contactRequest.findFirst({
        where: { id: event.requestId, ...requestReadableWhere(context.viewer) },
        select: { id: true, senderId: true, collaboratorId: true },
      })) as never,
  }),
);
