import { randomBytes } from 'node:crypto';
import {
  addWorkingHours,
  contactRules,
  cooperationReviewHours,
  courseSignUpRules,
  cooperationRules,
  errorReportRules,
  inboxReplyRules,
  trackingCodeOf,
} from '@platform/rules/content';
import type { PrismaNamespace } from '@platform/db';
import { crockfordAlphabet } from '@platform/rules/certificate-code';
import { domainEvent, domainTopic } from '@platform/subgraph-kit/catalogue';
import { ConflictFailure, NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { Locale } from '@platform/subgraph-kit/locale';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { ContentPrisma, ContentTx } from '../../context.ts';
import type { Captcha } from '../captcha/captcha.service.ts';

/** The topic admins watching the inbox listen to; the item's event is published on it beside the domain topic. */
export const inboxTopic = 'content.inbox';

/** Who sends a form: the signed-in person, or a visitor who solved a captcha. */
export interface Sender {
  viewer: Identity | null;
  locale: Locale;
  captcha: Captcha;
  /** The captcha's solution; anonymous senders need one. */
  captchaSolution?: string | null;
  /** The honeypot: a field people never see, which bots fill in. */
  website?: string | null;
}

/** A tracking code: 60 random bits in Crockford's base32, in groups of four (`K7QX-3MZD-9TPA`). */
export function newTrackingCode(): string {
  const bytes = randomBytes(12);
  const plain = [...bytes].map((b) => crockfordAlphabet[b & 31]).join('');
  return trackingCodeOf(plain)!;
}

/** True when the honeypot was filled in: the sender is answered as if all went well, and nothing is kept. */
export const caughtByHoneypot = (sender: Sender) => Boolean(sender.website?.trim());

type NewItem = Omit<PrismaNamespace.InboxItemUncheckedCreateInput, 'locale' | 'senderId'>;

/**
 * Stores an inbox item and announces it, with the captcha's solution marked used, in one transaction: the answer
 * says "received" only once all of it is committed.
 */
async function receive(
  prisma: ContentPrisma,
  sender: Sender,
  data: NewItem | ((tx: ContentTx) => Promise<NewItem>),
) {
  return prisma.$transaction(async (tx) => {
    if (!sender.viewer) await sender.captcha.redeem(tx, sender.captchaSolution, 'input.captcha');
    const fields = typeof data === 'function' ? await data(tx) : data;
    const item = await tx.inboxItem.create({
      data: { ...fields, locale: sender.locale, senderId: sender.viewer?.userId ?? null },
    });
    const event = domainEvent('inbox.item-received', { itemId: item.id, kind: item.kind });
    await recordEvents(tx, [{ ...event, topics: [domainTopic, inboxTopic] }]);
    return item;
  });
}

export async function sendContactMessage(prisma: ContentPrisma, sender: Sender, input: unknown) {
  const fields = parseInput(contactRules, input);
  if (caughtByHoneypot(sender)) return { receivedAt: new Date() };
  const item = await receive(prisma, sender, { kind: 'CONTACT', ...fields });
  return { receivedAt: item.createdAt };
}

export async function reportProblem(prisma: ContentPrisma, sender: Sender, input: unknown) {
  const fields = parseInput(errorReportRules, input);
  if (caughtByHoneypot(sender)) return { receivedAt: new Date() };
  const item = await receive(prisma, sender, { kind: 'ERROR_REPORT', ...fields });
  return { receivedAt: item.createdAt };
}

/** A course by its global ID (`ContentItem`), read in the transaction that stores the sign-up. */
async function courseFor(prisma: ContentPrisma | ContentTx, courseId: string) {
  const id = localId(courseId, 'ContentItem');
  const course = id
    ? await prisma.contentItem.findUnique({ where: { id }, select: { id: true, kind: true } })
    : null;
  if (course?.kind !== 'COURSE') throw new NotFoundFailure('No such course');
  return course;
}

/**
 * A sign-up for a coding course (§1), kept in the inbox as an EDUCATION item with its course. An id that is no
 * course (unknown, or a page, a service, …) answers NOT_FOUND, honeypot or not.
 */
export async function signUpForCourse(prisma: ContentPrisma, sender: Sender, input: unknown) {
  const { courseId, ...fields } = parseInput(courseSignUpRules, input);
  if (caughtByHoneypot(sender)) {
    await courseFor(prisma, courseId);
    return { receivedAt: new Date() };
  }
  const item = await receive(prisma, sender, async (tx) => ({
    kind: 'EDUCATION',
    courseId: (await courseFor(tx, courseId)).id,
    ...fields,
  }));
  return { receivedAt: item.createdAt };
}

/** When a cooperation request made at `receivedAt` is reviewed by: 48 working hours later. */
export const reviewBy = (receivedAt: Date) => addWorkingHours(receivedAt, cooperationReviewHours);

export async function requestCooperation(prisma: ContentPrisma, sender: Sender, input: unknown) {
  const { fullName, ...fields } = parseInput(cooperationRules, input);
  if (caughtByHoneypot(sender)) {
    const receivedAt = new Date();
    return { trackingCode: newTrackingCode(), receivedAt, reviewBy: reviewBy(receivedAt) };
  }
  const item = await receive(prisma, sender, {
    kind: 'COOPERATION',
    name: fullName,
    trackingCode: newTrackingCode(),
    ...fields,
  });
  return { trackingCode: item.trackingCode!, receivedAt: item.createdAt, reviewBy: reviewBy(item.createdAt) };
}

/** A cooperation request found by its tracking code, however it was typed; null when none has it. */
export async function cooperationByCode(prisma: ContentPrisma, typed: string) {
  const code = trackingCodeOf(typed);
  if (!code) return null;
  return prisma.inboxItem.findUnique({
    where: { trackingCode: code },
    select: { trackingCode: true, cooperationType: true, state: true, createdAt: true, closedAt: true },
  });
}

async function itemFor(prisma: ContentPrisma | ContentTx, itemId: string) {
  const id = localId(itemId, 'InboxItem');
  const item = id ? await prisma.inboxItem.findUnique({ where: { id } }) : null;
  if (!item) throw new NotFoundFailure('No such inbox item');
  return item;
}

/** An admin takes an item (or gives it to another admin, by their user id). */
export async function assignItem(
  prisma: ContentPrisma,
  viewer: Identity,
  input: { itemId: string; assigneeId?: string | null },
) {
  const item = await itemFor(prisma, input.itemId);
  const assigneeId = input.assigneeId ? localId(input.assigneeId, 'User') : viewer.userId;
  if (!assigneeId) throw new NotFoundFailure('No such user');
  if (item.state === 'CLOSED') throw new ConflictFailure('ITEM_CLOSED', 'The item is closed');
  return prisma.inboxItem.update({
    where: { id: item.id },
    data: { assigneeId, state: item.state === 'OPEN' ? 'ASSIGNED' : item.state },
  });
}

/** An admin answers an item by e-mail: the answer is kept, and mailed to the sender through the queue. */
export async function replyToItem(
  prisma: ContentPrisma,
  viewer: Identity,
  input: { itemId: string; body: string },
) {
  const { body } = parseInput(inboxReplyRules, { body: input.body });
  const item = await itemFor(prisma, input.itemId);
  if (item.state === 'CLOSED') throw new ConflictFailure('ITEM_CLOSED', 'The item is closed');
  return prisma.$transaction(async (tx) => {
    const reply = await tx.inboxReply.create({ data: { itemId: item.id, authorId: viewer.userId, body } });
    await recordEvents(tx, [domainEvent('inbox.replied', { itemId: item.id, replyId: reply.id })]);
    return tx.inboxItem.update({
      where: { id: item.id },
      data: { state: 'REPLIED', assigneeId: item.assigneeId ?? viewer.userId },
    });
  });
}

/** An admin closes an item; closing it again changes nothing. */
export async function closeItem(prisma: ContentPrisma, itemId: string) {
  const item = await itemFor(prisma, itemId);
  if (item.state === 'CLOSED') return item;
  return prisma.inboxItem.update({ where: { id: item.id }, data: { state: 'CLOSED', closedAt: new Date() } });
}
