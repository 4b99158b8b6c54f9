import { emailRule, optionalPhoneRule, phoneRule, requiredText } from './content.ts';
import { feedbackLimits } from './feedback-limits.ts';
import { z } from './zod.ts';

export * from './feedback-limits.ts';

const name = requiredText(feedbackLimits.nameMin, 'NAME_TOO_SHORT', feedbackLimits.nameMax, 'NAME_TOO_LONG');
const text = requiredText(feedbackLimits.textMin, 'TEXT_TOO_SHORT', feedbackLimits.textMax, 'TEXT_TOO_LONG');

/** An optional text: null when blank. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'INVALID' })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** An e-mail address if given, checked by the contact form's rule; null when blank. */
const optionalEmail = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = emailRule.safeParse(value);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: 'EMAIL_INVALID' });
    return parsed.data ?? value;
  });

/** A web address if given: http or https, with a host name; one typed without its scheme is read as https. */
const optionalWebsite = z
  .string({ error: 'WEBSITE_INVALID' })
  .trim()
  .max(feedbackLimits.websiteMax, 'WEBSITE_TOO_LONG')
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const address = websiteOf(value);
    if (!address) ctx.addIssue({ code: 'custom', message: 'WEBSITE_INVALID' });
    return address ?? value;
  });

/** An http(s) address with a host name of dotted labels, a port and a path if any; no user name or password. */
const websitePattern = /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z0-9-]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A web address as it is kept (`https://example.com/a`), or null when it is none; no scheme reads as https. */
export function websiteOf(typed: string): string | null {
  const address = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  return websitePattern.test(address) && address.length <= feedbackLimits.websiteMax ? address : null;
}

const hasContact = (value: { email?: unknown; phone?: unknown }) => Boolean(value.email || value.phone);
/** Whether one of e-mail and phone is given is asked even when other fields have problems. */
const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * A comment (§3, §5): a name of at least 3 characters, an e-mail or a phone (one is required, each valid if
 * given), a website if given, and the text, 10 to 1000 characters. When neither e-mail nor phone is given, both
 * fields say CONTACT_REQUIRED.
 */
export const commentRules = z
  .object({
    name,
    email: optionalEmail,
    phone: optionalPhoneRule,
    website: optionalWebsite,
    text,
  })
  .refine(hasContact, { path: ['email'], message: 'CONTACT_REQUIRED', when: isObject })
  .refine(hasContact, { path: ['phone'], message: 'CONTACT_REQUIRED', when: isObject });

/** The one contact detail of a testimonial: an e-mail address, or else a phone (E.164). */
const contact = z
  .string({ error: 'CONTACT_REQUIRED' })
  .trim()
  .min(1, { error: 'CONTACT_REQUIRED', abort: true })
  .max(feedbackLimits.emailMax, { error: 'CONTACT_INVALID', abort: true })
  .transform((value, ctx) => {
    const parsed = value.includes('@') ? emailRule.safeParse(value) : phoneRule.safeParse(value);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: 'CONTACT_INVALID' });
    return parsed.data ?? value;
  });

/**
 * A testimonial (§3): a name, a company if any, a contact (an e-mail or a phone), a rating of 1 to 5 and the
 * experience, 10 to 1000 characters.
 */
export const testimonialRules = z.object({
  name,
  company: optionalText(feedbackLimits.companyMax, 'COMPANY_TOO_LONG'),
  contact,
  rating: z
    .number({ error: 'RATING_REQUIRED' })
    .int('RATING_INVALID')
    .min(feedbackLimits.ratingMin, 'RATING_INVALID')
    .max(feedbackLimits.ratingMax, 'RATING_INVALID'),
  text,
});

/** An admin's reply to a comment: up to 1000 characters. */
export const commentReplyRules = z.object({
  text: requiredText(1, 'REQUIRED', feedbackLimits.textMax, 'TEXT_TOO_LONG'),
});
