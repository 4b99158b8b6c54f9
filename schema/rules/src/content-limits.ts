/**
 * The forms' limits, choices and promised times, without zod: the contact and cooperation pages show them on their
 * first load, and fetch the rules (`./content.ts`, zod and the phone library) only when the form is used.
 */

/** The forms' limits (§5, §9), exported so that forms can say them in the user's language. */
export const contentLimits = {
  nameMin: 3,
  nameMax: 120,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5_000,
  replyMax: 10_000,
  /** A failing address an error report carries. */
  pathMax: 500,
} as const;

export const contactSubjects = ['GENERAL', 'SUPPORT', 'JOBS', 'PARTNERSHIP', 'OTHER'] as const;
export const cooperationTypes = ['INTERVIEW', 'CONSULTATION', 'DEVELOPMENT', 'OTHER'] as const;
export const inboxKinds = ['CONTACT', 'ERROR_REPORT', 'COOPERATION', 'EDUCATION'] as const;
export const inboxStates = ['OPEN', 'ASSIGNED', 'REPLIED', 'CLOSED'] as const;

/** Working hours (§9): Saturday to Thursday, 8 to 21, Tehran time (UTC+3:30 all year since 2022). */
export const workingHours = { opens: 8, closes: 21, tehranOffsetMinutes: 210, closedWeekday: 5 } as const;

/** A cooperation request is reviewed within 48 working hours (§9). */
export const cooperationReviewHours = 48;

/** A support reply comes within 2 hours, most within 30 minutes, in working hours (§9). */
export const supportReplyMinutes = { within: 120, usually: 30 } as const;

/** An admin counts as online for this long after they last worked in the inbox. */
export const supportOnlineMinutes = 5;
