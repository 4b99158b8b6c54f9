import { jobEventSchemas } from '@platform/rules/job-events';
import { z } from 'zod';

/** A number of rials, as a string of digits: JSON has no integers this large. */
const rials = z.string().regex(/^\d+$/);
/** A text in each language the product speaks (a test's title): `{ fa, en, az }`, any of them. */
const localized = z.record(z.string(), z.string());

/**
 * The domain events: what one domain tells the others, published on the `domain` topic. Each is the producing
 * domain's public record of a change, with what its consumers show or need, as it was when the change committed,
 * so that no domain reads another's tables. A producer makes them with `domainEvent`, which checks the payload
 * against its schema here; a consumer names the ones it handles (`consumer({ on: [...] })`) and receives them
 * checked again and typed. A payload may gain fields; none is removed or changes meaning while a consumer reads it.
 */
export const domainEvents = {
  /**
   * A job was published (at creation, or a draft's first publication). Its schema and payload builder are in
   * `@platform/rules/job-events`, shared with the demo seed, which records it too.
   */
  'job.published': jobEventSchemas['job.published'],
  /** A job was closed: what is about it is not announced any more. */
  'job.closed': z.object({ jobId: z.string() }),
  /**
   * Someone applied to a job. `tests` are the talent tests the job asks for, which a signed-in applicant
   * (`applicantId`) is invited to take free of charge; with `shareTestResults` the applicant agreed that the job's
   * employer (`employerId`) reads those results, and nothing else of theirs.
   */
  'application.submitted': z.object({
    applicationId: z.string(),
    jobId: z.string(),
    employerId: z.string().nullable(),
    applicantId: z.string().nullable(),
    tests: z.array(z.object({ testId: z.string(), required: z.boolean() })),
    shareTestResults: z.boolean(),
    /** When the application was made (the server's clock that also starts test sessions). */
    submittedAt: z.iso.datetime(),
  }),
  /** An employer approved an application (`@platform/rules/job-events`, shared with the demo seed). */
  'application.approved': jobEventSchemas['application.approved'],
  /** A taker started a test session, which is closed with what was answered if nobody finishes it in time. */
  'test.started': z.object({ sessionId: z.string(), testId: z.string(), deadline: z.iso.datetime() }),
  /** A test session was scored (finished by its taker, or closed at its deadline). */
  'test.completed': z.object({
    testId: z.string(),
    sessionId: z.string(),
    slug: z.string(),
    title: localized,
    /** How many have taken the test, this taker's attempt included, as last committed. */
    participantsCount: z.number().int().nonnegative(),
  }),
  /**
   * A session taken on an invitation of a job application was scored: the result the applicant agreed to share
   * with the job's employer, by application and test, and nothing of who took it. `score` is the test's score
   * (the adjusted one) and `passed` its verdict; a personality test has neither, only `validProfile`. A later
   * event for the same application and test (by `scoredAt`) replaces an earlier one.
   */
  'application.test-scored': z.object({
    applicationId: z.string(),
    testId: z.string(),
    score: z.number().min(0).max(100).nullable(),
    passed: z.boolean().nullable(),
    validProfile: z.boolean().nullable(),
    scoredAt: z.iso.datetime(),
  }),
  /**
   * A passed session of a test that gives certificates got its certificate: the holder's proven skills, which a
   * collaborator's profile shows as badges. `skills` are what the test's items measure, named in each language;
   * `scoreBand` is the band the certificate shows (`80-89`), never the exact score.
   */
  'certificate.issued': z.object({
    certificateId: z.string(),
    code: z.string(),
    userId: z.string(),
    testId: z.string(),
    slug: z.string(),
    title: localized,
    skills: z.array(z.object({ key: z.string(), name: localized })),
    scoreBand: z.string(),
    issuedAt: z.iso.datetime(),
  }),
  /** An admin revoked a certificate: it proves nothing any more. */
  'certificate.revoked': z.object({ certificateId: z.string(), userId: z.string() }),
  /**
   * A collaborator's profile entered the directory (`listed`: published) or left it (hidden by its owner,
   * suspended by an admin): accounts gives its owner the COLLABORATOR role, or takes it back.
   */
  'collaborator.listing-changed': z.object({
    userId: z.string(),
    profileId: z.string(),
    listed: z.boolean(),
  }),
  /** A user sent a collaborator a contact request: the collaborator is told (live and by e-mail). */
  'contact-request.sent': z.object({
    requestId: z.string(),
    collaboratorId: z.string(),
    senderId: z.string(),
  }),
  /** A collaborator accepted a contact request: an echo-box conversation between the two opens. */
  'contact-request.accepted': z.object({
    requestId: z.string(),
    collaboratorId: z.string(),
    senderId: z.string(),
  }),
  /** An employer's invitations by e-mail to take a test were made (at once, or once paid): each is to be mailed. */
  'test.invitations-sent': z.object({ batchId: z.string() }),
  /** An admin sent a test session's report, whose sending had failed, to be e-mailed again. */
  'test.report-retried': z.object({ sessionId: z.string() }),
  /**
   * A visitor's contact message, error report, cooperation request or course sign-up reached the admins' inbox
   * (content): its sender is sent a confirmation, and admins watching the inbox hear of it.
   */
  'inbox.item-received': z.object({
    itemId: z.string(),
    kind: z.enum(['CONTACT', 'ERROR_REPORT', 'COOPERATION', 'EDUCATION']),
  }),
  /** An admin answered an inbox item: the answer is e-mailed to its sender. */
  'inbox.replied': z.object({ itemId: z.string(), replyId: z.string() }),
  /** An order was paid: its product is the buyer's. */
  'order.paid': z.object({
    orderId: z.string(),
    userId: z.string(),
    /** What was bought (`TEST`, `TEST_INVITATIONS`, `SOFTWARE`, `MILESTONE`); consumers leave other products alone. */
    productType: z.string(),
    productId: z.string(),
    /** Which of the product's offers (a software licence), if it has several. */
    variant: z.string().nullish(),
    orderNumber: z.string().regex(/^\d+$/).optional(),
    amountRials: rials,
  }),
  /** A paid order was refunded: its product is taken back unless it was used. */
  'order.refunded': z.object({
    orderId: z.string(),
    userId: z.string(),
    /** What was bought (`TEST`, `TEST_INVITATIONS`); consumers leave other products alone. */
    productType: z.string(),
    productId: z.string(),
    amountRials: rials,
  }),
  /**
   * A purchase of a ready-made project took a step (marketplace): made when its order was paid, delivered,
   * disputed, or settled. Its parties hear of it by e-mail.
   */
  'purchase.stepped': z.object({
    purchaseId: z.string(),
    /** The status it reached: `AWAITING_DELIVERY` (paid), `DELIVERED`, `DISPUTED`, or a settled one. */
    status: z.string(),
    buyerId: z.string(),
    /** Null for the platform's team's projects. */
    sellerId: z.string().nullable(),
  }),
  /**
   * A purchase of a ready-made project was settled (marketplace): of its escrowed order, `releasedRials` go to the
   * seller (none for the platform's team, whose sales are the product's) and `refundedRials` back to the buyer.
   */
  'purchase.settled': z.object({
    purchaseId: z.string(),
    orderId: z.string(),
    sellerId: z.string().nullable(),
    releasedRials: rials,
    refundedRials: rials,
  }),
  /**
   * A milestone of a contract for custom work took a step (marketplace): funded, started, submitted (its review
   * deadline set), changes requested, disputed (the other side's deadline set), settled. Its deadlines are timers.
   */
  'milestone.stepped': z.object({
    milestoneId: z.string(),
    /** The step's own record (a contract milestone event's id), one per step however alike two steps are. */
    stepId: z.string().optional(),
    /** Who took it; null for the product itself (a payment's event, a deadline). */
    actorId: z.string().nullish(),
    contractId: z.string(),
    status: z.string(),
    action: z.string(),
    clientId: z.string(),
    collaboratorId: z.string(),
    /** When the review of a submitted milestone ends in silence. */
    reviewEndsAt: z.string().nullish(),
    /** Until when the other side may answer a dispute. */
    respondBy: z.string().nullish(),
  }),
  /**
   * A contract for custom work was proposed (`PROPOSED`) or answered (`ACTIVE`, `DECLINED`, `WITHDRAWN`)
   * (marketplace). Its parties hear of it by e-mail.
   */
  'contract.stepped': z.object({
    contractId: z.string(),
    status: z.string(),
    clientId: z.string(),
    collaboratorId: z.string(),
  }),
  /**
   * A part of a milestone's escrowed order left the escrow (marketplace): `releasedRials` to the collaborator,
   * `refundedRials` back to the client. `part` counts the milestone's settlements from 1: each is posted once.
   */
  'milestone.settled': z.object({
    milestoneId: z.string(),
    orderId: z.string(),
    collaboratorId: z.string(),
    part: z.number().int().min(1),
    releasedRials: rials,
    refundedRials: rials,
  }),
};

export type DomainEventType = keyof typeof domainEvents;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEvents)[T]>;

/** The topic every domain event is published on. */
export const domainTopic = 'domain';

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(domainEvents, type);
}

/** A domain event to record with the change it announces (`recordEvents`), its payload checked against the catalogue. */
export function domainEvent<T extends DomainEventType>(
  type: T,
  payload: DomainEventPayload<T>,
): { type: T; topics: string[]; payload: Record<string, unknown> } {
  return {
    type,
    topics: [domainTopic],
    payload: domainEvents[type].parse(payload) as Record<string, unknown>,
  };
}

/** A domain event as a consumer receives it: the outbox row's id and time, and its checked payload. */
export type ConsumedEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: string; type: K; payload: DomainEventPayload<K>; occurredAt: Date };
}[T];
