import { crockfordCodeOf } from './certificate-code.ts';
import { normalizePhone } from './jobs.ts';
import { contentLimits, contactSubjects, cooperationTypes, workingHours } from './content-limits.ts';
import { z } from './zod.ts';

export * from './content-limits.ts';

/** A required text with a length range: exactly one code per field (a blank field is only "required"). */
export const requiredText = (min: number, tooShort: string, max: number, tooLong: string) =>
  z
    .string({ error: 'REQUIRED' })
    .trim()
    .superRefine((value, ctx) => {
      const code = !value ? 'REQUIRED' : value.length < min ? tooShort : value.length > max ? tooLong : null;
      if (code) ctx.addIssue({ code: 'custom', message: code });
    });

const name = requiredText(contentLimits.nameMin, 'NAME_TOO_SHORT', contentLimits.nameMax, 'NAME_TOO_LONG');
const message = requiredText(
  contentLimits.messageMin,
  'MESSAGE_TOO_SHORT',
  contentLimits.messageMax,
  'MESSAGE_TOO_LONG',
);
/** A required e-mail address: REQUIRED or EMAIL_INVALID. */
export const emailRule = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED', abort: true })
  .max(contentLimits.emailMax, { error: 'EMAIL_INVALID', abort: true })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));
/** A required phone, written the one way it is stored (E.164): REQUIRED or PHONE_INVALID. */
export const phoneRule = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED', abort: true })
  .max(40, { error: 'PHONE_INVALID', abort: true })
  .transform((value, ctx) => {
    const normal = normalizePhone(value);
    if (!normal) ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
    return normal ?? value;
  });
/** A phone if given (E.164), else null: PHONE_INVALID. */
export const optionalPhoneRule = z
  .string({ error: 'PHONE_INVALID' })
  .trim()
  .max(40, { error: 'PHONE_INVALID', abort: true })
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const normal = normalizePhone(value);
    if (!normal) ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
    return normal ?? value;
  });

/** The contact form (§3): name, e-mail, an optional phone, a subject and the message. */
export const contactRules = z.object({
  name,
  email: emailRule,
  phone: optionalPhoneRule,
  subject: z.enum(contactSubjects, { error: 'SUBJECT_REQUIRED' }),
  message,
});

/**
 * A problem reported from an error page (§8): the contact form with subject support, and the failing address (a
 * path inside the product) and its status.
 */
export const errorReportRules = contactRules.extend({
  failingPath: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, 'REQUIRED')
    .max(contentLimits.pathMax, 'PATH_TOO_LONG')
    .regex(/^\/[^\s]*$/, 'PATH_INVALID'),
  failingStatus: z
    .number({ error: 'STATUS_INVALID' })
    .int('STATUS_INVALID')
    .min(400, 'STATUS_INVALID')
    .max(599, 'STATUS_INVALID'),
});

/** The cooperation request (§3): full name, phone, e-mail, the kind of cooperation and the message. */
export const cooperationRules = z.object({
  fullName: name,
  phone: phoneRule,
  email: emailRule,
  cooperationType: z.enum(cooperationTypes, { error: 'TYPE_REQUIRED' }),
  message,
});

/**
 * A sign-up for a coding course (§1): the course, name, e-mail, phone, and a message if the person has something to
 * ask. The course is a `ContentItem` global ID the server looks up.
 */
export const courseSignUpRules = z.object({
  courseId: z
    .string({ error: 'COURSE_REQUIRED' })
    .trim()
    .min(1, 'COURSE_REQUIRED')
    .max(200, 'COURSE_REQUIRED'),
  name,
  email: emailRule,
  phone: phoneRule,
  message: z
    .string({ error: 'MESSAGE_TOO_LONG' })
    .trim()
    .max(contentLimits.messageMax, 'MESSAGE_TOO_LONG')
    .nullish()
    .transform((value) => value ?? ''),
});

/** An admin's e-mailed answer to an inbox item. */
export const inboxReplyRules = z.object({
  body: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, 'REQUIRED')
    .max(contentLimits.replyMax, 'REPLY_TOO_LONG'),
});

/** A tracking code: 12 characters of Crockford's base32 in groups of four (60 random bits), e.g. `K7QX-3MZD-9TPA`. */
export const trackingCodeLength = 12;

/** A tracking code as people type or read it aloud, written the one way it is stored; null when it is none. */
export function trackingCodeOf(typed: string): string | null {
  return crockfordCodeOf(typed, trackingCodeLength, 4);
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Whether a moment falls in working hours. */
export function inWorkingHours(at: Date): boolean {
  const local = at.getTime() + workingHours.tehranOffsetMinutes * 60_000;
  const day = new Date(local).getUTCDay();
  const sinceMidnight = local - Math.floor(local / dayMs) * dayMs;
  return (
    day !== workingHours.closedWeekday &&
    sinceMidnight >= workingHours.opens * hourMs &&
    sinceMidnight < workingHours.closes * hourMs
  );
}

/**
 * The moment `hours` working hours after `from`: time counts only Saturday to Thursday from 8 to 21 in Tehran
 * (Friday is the weekend). A request made in the evening starts counting at 8 the next working morning.
 */
export function addWorkingHours(from: Date, hours: number): Date {
  const offset = workingHours.tehranOffsetMinutes * 60_000;
  let local = from.getTime() + offset;
  let left = hours * hourMs;
  for (;;) {
    const midnight = Math.floor(local / dayMs) * dayMs;
    const opens = midnight + workingHours.opens * hourMs;
    const closes = midnight + workingHours.closes * hourMs;
    if (new Date(midnight).getUTCDay() === workingHours.closedWeekday || local >= closes) {
      local = midnight + dayMs + workingHours.opens * hourMs;
      continue;
    }
    if (local < opens) local = opens;
    if (left <= closes - local) return new Date(local + left - offset);
    left -= closes - local;
    local = midnight + dayMs + workingHours.opens * hourMs;
  }
}
