import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { messagingLimits } from '@platform/rules/messaging';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { requestLoader } from '@platform/subgraph-kit/loaders';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { MessagingContext } from '../../context.ts';
import { JobRef, UserRef } from '../users/user.ref.ts';
import {
  editMessage,
  isParticipant,
  markConversationRead,
  sendMessage,
  startConversation,
  topics,
  type MessageEventPayload,
} from './conversations.service.ts';

interface LastMessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  client_id: string | null;
  sent_at: Date;
  edited_at: Date | null;
}

interface ParticipantRow {
  userId: string;
  lastReadAt: Date | null;
  unreadCount: number;
}

/** A conversation's participants, batched per request (authorization and read states need them everywhere). */
function participantsOf(context: MessagingContext, conversationId: string) {
  return requestLoader(context, 'Conversation.participants', async (ids: readonly string[]) => {
    const rows = await context.prisma.conversationParticipant.findMany({
      where: { conversationId: { in: [...ids] } },
      select: { conversationId: true, userId: true, lastReadAt: true, unreadCount: true },
    });
    return ids.map((id) => rows.filter((r) => r.conversationId === id) as ParticipantRow[]);
  }).load(conversationId) as Promise<ParticipantRow[]>;
}

async function viewerTakesPart(context: MessagingContext, conversationId: string) {
  const viewer = context.viewer;
  if (!viewer) return false;
  return (await participantsOf(context, conversationId)).some((p) => p.userId === viewer.userId);
}

const MessageStatusEnum = builder.enumType('MessageStatus', {
  description:
    'SENT: stored and delivered to the conversation. READ: every other participant has read it. (SENDING and ' +
    'FAILED exist only in the client, before the server has the message.)',
  values: ['SENT', 'READ'] as const,
});

export const MessageNode = builder.prismaNode('Message', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'A message in the echo box: plain text, seen only by the participants of its conversation.',
  select: { id: true, conversationId: true },
  authScopes: (message, context) => viewerTakesPart(context, message.conversationId),
  fields: (t) => ({
    body: t.exposeString('body', { description: 'Plain text; render it as text, never as HTML.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    clientId: t.exposeString('clientId', {
      nullable: true,
      description: "The sender's own id for the message (for matching an optimistic message).",
    }),
    sender: t.field({
      type: UserRef,
      select: { senderId: true },
      resolve: (m) => ({ id: encodeGlobalID('User', m.senderId) }),
    }),
    isMine: t.boolean({
      select: { senderId: true },
      resolve: (m, _args, context) => m.senderId === context.viewer?.userId,
    }),
    status: t.field({
      type: MessageStatusEnum,
      select: { senderId: true, sentAt: true },
      resolve: async (m, _args, context) => {
        const others = (await participantsOf(context, m.conversationId)).filter(
          (p) => p.userId !== m.senderId,
        );
        return others.length > 0 && others.every((p) => p.lastReadAt && p.lastReadAt >= m.sentAt)
          ? 'READ'
          : 'SENT';
      },
    }),
    conversation: t.relation('conversation'),
  }),
});

builder.asEntity(MessageNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Message', (context, ids) =>
    context.prisma.message.findMany({ where: { id: { in: ids } } }),
  ),
});

export const ConversationNode = builder.prismaNode('Conversation', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'A conversation in the echo box, seen only by its participants.',
  select: { id: true },
  authScopes: (conversation, context) => viewerTakesPart(context, conversation.id),
  fields: (t) => ({
    subject: t.exposeString('subject', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    job: t.field({
      type: JobRef,
      nullable: true,
      description: 'The job the conversation is about, if any.',
      select: { jobId: true },
      resolve: (c) => (c.jobId ? { id: encodeGlobalID('Job', c.jobId) } : null),
    }),
    participants: t.field({
      type: [UserRef],
      directives: cost.list(messagingLimits.recipientsMax + 1),
      resolve: async (c, _args, context) =>
        (await participantsOf(context, c.id)).map((p) => ({ id: encodeGlobalID('User', p.userId) })),
    }),
    otherParticipants: t.field({
      type: [UserRef],
      directives: cost.list(messagingLimits.recipientsMax),
      description: 'Everyone in the conversation but the viewer.',
      resolve: async (c, _args, context) =>
        (await participantsOf(context, c.id))
          .filter((p) => p.userId !== context.viewer?.userId)
          .map((p) => ({ id: encodeGlobalID('User', p.userId) })),
    }),
    unreadCount: t.int({
      description: "Messages from others the viewer hasn't read.",
      resolve: async (c, _args, context) =>
        (await participantsOf(context, c.id)).find((p) => p.userId === context.viewer?.userId)?.unreadCount ??
        0,
    }),
  }),
});

builder.prismaObjectFields(ConversationNode, (t) => ({
  lastMessage: t.field({
    type: MessageNode,
    nullable: true,
    // One query for a whole inbox page, not one per conversation.
    resolve: (c, _args, context) =>
      requestLoader(context, 'Conversation.lastMessage', async (ids: readonly string[]) => {
        const rows = await context.prisma.$queryRaw<LastMessageRow[]>`
          SELECT DISTINCT ON (conversation_id) id, conversation_id, sender_id, body, client_id, sent_at, edited_at
          FROM messages WHERE conversation_id = ANY(${[...ids]}::uuid[])
          ORDER BY conversation_id, sent_at DESC, id DESC`;
        const byConversation = new Map(
          rows.map((r) => [
            r.conversation_id,
            {
              id: r.id,
              conversationId: r.conversation_id,
              senderId: r.sender_id,
              body: r.body,
              clientId: r.client_id,
              sentAt: r.sent_at,
              editedAt: r.edited_at,
            },
          ]),
        );
        return ids.map((id) => byConversation.get(id) ?? null);
      }).load(c.id),
  }),
  messages: t.relatedConnection('messages', {
    type: MessageNode,
    description:
      'Oldest first. A conversation opens with `last: n` (the newest n) and pages back with `before`.',
    cursor: 'id',
    query: () => ({ orderBy: { id: 'asc' as const } }),
  }),
}));

builder.asEntity(ConversationNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Conversation', (context, ids) =>
    context.prisma.conversation.findMany({ where: { id: { in: ids } } }),
  ),
});

/** The signed-in user's echo box: what the account menu's unread badge and the conversation list show. */
interface InboxShape {
  userId: string;
}

export const InboxRef = builder.objectRef<InboxShape>('Inbox');
builder.node(InboxRef, {
  description: "A user's echo box. Only its owner can read it.",
  id: { resolve: (inbox) => inbox.userId },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'userId' in value,
  loadOne: (id, context) => (context.viewer?.userId === id ? { userId: id } : null),
  authScopes: (inbox, context) => context.viewer?.userId === inbox.userId,
  fields: (t) => ({
    unreadCount: t.int({
      description: 'Unread messages over all conversations.',
      resolve: async (inbox, _args, context) => {
        const total = await context.prisma.conversationParticipant.aggregate({
          where: { userId: inbox.userId, unreadCount: { gt: 0 } },
          _sum: { unreadCount: true },
        });
        return total._sum.unreadCount ?? 0;
      },
    }),
    conversations: t.prismaConnection({
      type: 'ConversationParticipant',
      cursor: 'conversationId_userId',
      description: 'Conversations, the most recent message first.',
      resolve: (query, inbox, _args, context) =>
        context.prisma.conversationParticipant.findMany({
          ...query,
          where: { userId: inbox.userId },
          orderBy: [{ lastMessageAt: 'desc' }, { conversationId: 'desc' }],
        }),
    }),
  }),
});

builder.asEntity(InboxRef, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: ({ id }, context) => {
    const userId = localId(id, 'Inbox');
    return userId && context.viewer?.userId === userId ? { userId } : null;
  },
});

// The inbox lists participations; each edge's node is its conversation.
builder.prismaObject('ConversationParticipant', {
  name: 'InboxEntry',
  fields: (t) => ({ conversation: t.relation('conversation', { type: ConversationNode }) }),
});

builder.queryFields((t) => ({
  inbox: t.field({
    type: InboxRef,
    nullable: true,
    description: "The signed-in user's echo box; null for visitors.",
    resolve: (_root, _args, context) => (context.viewer ? { userId: context.viewer.userId } : null),
  }),
}));

const StartConversationInput = builder.inputType('StartConversationInput', {
  fields: (t) => ({
    recipientIds: t.idList({ required: true, description: 'Users to write to (at least one).' }),
    jobId: t.id({ required: false, description: 'The job the conversation is about.' }),
    subject: t.string({ required: false }),
    body: t.string({ required: true }),
    clientId: t.string({ required: false, description: 'Makes a retried send deliver once.' }),
  }),
});

const SendMessageInput = builder.inputType('SendMessageInput', {
  fields: (t) => ({
    conversationId: t.id({ required: true }),
    body: t.string({ required: true }),
    clientId: t.string({ required: false, description: 'Makes a retried send deliver once.' }),
  }),
});

const EditMessageInput = builder.inputType('EditMessageInput', {
  fields: (t) => ({ messageId: t.id({ required: true }), body: t.string({ required: true }) }),
});

/** New conversations per account: writing to new people is where spam starts. */
const startConversationRate = {
  name: 'messaging.start-conversation',
  points: 20,
  seconds: 3_600,
} satisfies Bucket;
/** Messages sent or edited per account: a lively chat, not a script. */
const messageRate = { name: 'messaging.message', points: 60, seconds: 60 } satisfies Bucket;

builder.mutationFields((t) => ({
  startConversation: t.field({
    type: MessageNode,
    description:
      'Writes to one or more users, optionally about a job. Writing to the same people about the same job again ' +
      'continues that conversation.',
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: StartConversationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, startConversationRate);
      return startConversation(context.prisma, context.graph, context.viewer!, input);
    },
  }),
  sendMessage: t.field({
    type: MessageNode,
    description: 'Sends a message to a conversation the viewer takes part in.',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: SendMessageInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, messageRate);
      return sendMessage(context.prisma, context.viewer!, input);
    },
  }),
  editMessage: t.field({
    type: MessageNode,
    description: 'The sender edits their message; it shows as edited.',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: EditMessageInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, messageRate);
      return editMessage(context.prisma, context.viewer!, input);
    },
  }),
  markConversationRead: t.field({
    type: ConversationNode,
    description: 'The viewer has read the conversation up to now.',
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const conversationId = await markConversationRead(context.prisma, context.viewer!, String(id));
      return context.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    },
  }),
}));

// Subscriptions yield only what identifies the change; the gateway resolves every field the client selected.
builder.subscriptionFields((t) => ({
  conversationMessages: t.field({
    type: MessageNode,
    description:
      'Messages of one conversation as they are sent, edited or read (participants only). Each event is the ' +
      'message that changed.',
    args: { conversationId: t.arg.id({ required: true }) },
    subscribe: async (_root, { conversationId }, context) => {
      const viewer = signedIn(context);
      const id = localId(String(conversationId), 'Conversation');
      if (!id || !(await isParticipant(context.prisma, id, viewer.userId))) {
        throw new GraphQLError('No such conversation', { extensions: { code: 'FORBIDDEN' } });
      }
      return eventsOf(context, topics.conversation(id));
    },
    resolve: (event: MessageEventPayload) => ({ id: event.messageId, conversationId: event.conversationId }),
  }),
  inboxChanged: t.field({
    type: InboxRef,
    description: "The viewer's echo box changed: a message arrived or a conversation was read.",
    subscribe: (_root, _args, context) => eventsOf(context, topics.inbox(signedIn(context).userId)),
    resolve: (_event: MessageEventPayload, _args, context) => ({ userId: context.viewer!.userId }),
  }),
}));

/**
 * Scope checks wrap resolvers, not subscribe functions: a subscription checks its caller itself, before it
 * listens to anything.
 */
function signedIn(context: MessagingContext) {
  if (!context.viewer) throw new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
  return context.viewer;
}

async function* eventsOf(context: MessagingContext, topic: string): AsyncGenerator<MessageEventPayload> {
  if (!context.events) throw new GraphQLError('Subscriptions are served by the gateway');
  for await (const event of context.events.subscribe(topic)) {
    yield event.payload as unknown as MessageEventPayload;
  }
}
