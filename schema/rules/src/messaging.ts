import { z } from './zod.ts';

/** The echo box's limits, exported so that forms can say them in the user's language. */
export const messagingLimits = {
  bodyMax: 4_000,
  reportDescriptionMin: 10,
  reportDescriptionMax: 2_000,
  subjectMax: 140,
  /** Participants besides the sender. */
  recipientsMax: 10,
  /** An admin's note on how a report was closed. */
  resolutionMax: 2_000,
} as const;

/** Plain text: trimmed, not empty, bounded. Rendered as text everywhere, never as HTML. */
const body = z
  .string({ error: 'BODY_REQUIRED' })
  .trim()
  .min(1, 'BODY_REQUIRED')
  .max(messagingLimits.bodyMax, 'BODY_TOO_LONG');

/** A client-chosen id per message, so that a retried send never delivers twice. */
const clientId = z
  .string()
  .regex(/^[\w-]{8,64}$/, 'CLIENT_ID_INVALID')
  .nullish();

export const sendMessageRules = z.object({ body, clientId });

export const editMessageRules = z.object({ body });

/** Starting a conversation (seed §5): a recipient must be chosen ("no recipient selected"). */
export const startConversationRules = z.object({
  recipientIds: z
    .array(z.string(), { error: 'RECIPIENT_REQUIRED' })
    .min(1, 'RECIPIENT_REQUIRED')
    .max(messagingLimits.recipientsMax, 'TOO_MANY_RECIPIENTS'),
  subject: z.string().trim().max(messagingLimits.subjectMax, 'SUBJECT_TOO_LONG').nullish(),
  body,
  clientId,
});

export const reportReasons = ['INAPPROPRIATE', 'SPAM', 'HARASSMENT', 'OTHER'] as const;

export const reportMessageRules = z.object({
  reason: z.enum(reportReasons, { error: 'REASON_REQUIRED' }),
  description: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .min(messagingLimits.reportDescriptionMin, 'DESCRIPTION_TOO_SHORT')
    .max(messagingLimits.reportDescriptionMax, 'DESCRIPTION_TOO_LONG'),
});

/** An admin closes a report, with an optional note for the record. */
export const resolveReportRules = z.object({
  resolution: z
    .string()
    .trim()
    .max(messagingLimits.resolutionMax, 'RESOLUTION_TOO_LONG')
    .nullish()
    .transform((note) => note || null),
});
