import { describe, expect, it } from 'vitest';
import {
  addWorkingHours,
  contactRules,
  cooperationRules,
  courseSignUpRules,
  errorReportRules,
  inWorkingHours,
  trackingCodeOf,
} from './content.ts';

/** A moment given in Tehran's local time (UTC+3:30). */
const tehran = (iso: string) => new Date(`${iso}+03:30`);

describe('working hours', () => {
  it('counts Saturday to Thursday from 8 to 21 in Tehran, not Friday', () => {
    // 2026-11-28 is a Saturday; 2026-12-04 a Friday.
    expect(inWorkingHours(tehran('2026-11-28T08:00:00'))).toBe(true);
    expect(inWorkingHours(tehran('2026-11-28T07:59:59'))).toBe(false);
    expect(inWorkingHours(tehran('2026-11-28T21:00:00'))).toBe(false);
    expect(inWorkingHours(tehran('2026-12-03T20:59:00'))).toBe(true);
    expect(inWorkingHours(tehran('2026-12-04T12:00:00'))).toBe(false);
  });

  it('adds hours within one working day', () => {
    expect(addWorkingHours(tehran('2026-11-28T09:00:00'), 3)).toEqual(tehran('2026-11-28T12:00:00'));
  });

  it('carries what is left of a day over to the next morning', () => {
    expect(addWorkingHours(tehran('2026-11-28T19:00:00'), 3)).toEqual(tehran('2026-11-29T09:00:00'));
  });

  it('starts counting at 8 when asked at night', () => {
    expect(addWorkingHours(tehran('2026-11-28T23:30:00'), 1)).toEqual(tehran('2026-11-29T09:00:00'));
    expect(addWorkingHours(tehran('2026-11-29T02:00:00'), 1)).toEqual(tehran('2026-11-29T09:00:00'));
  });

  it('skips Friday, the weekend', () => {
    // Thursday 20:00 + 2 h: one hour on Thursday, the next on Saturday morning.
    expect(addWorkingHours(tehran('2026-12-03T20:00:00'), 2)).toEqual(tehran('2026-12-05T09:00:00'));
    expect(addWorkingHours(tehran('2026-12-04T10:00:00'), 1)).toEqual(tehran('2026-12-05T09:00:00'));
  });

  it('makes 48 working hours three full days and nine hours', () => {
    // Saturday 8:00 → Saturday, Sunday, Monday (39 h) → Tuesday 17:00.
    expect(addWorkingHours(tehran('2026-11-28T08:00:00'), 48)).toEqual(tehran('2026-12-01T17:00:00'));
    // Wednesday 8:00 → Wednesday, Thursday (26 h), Friday skipped, Saturday (39 h) → Sunday 17:00.
    expect(addWorkingHours(tehran('2026-12-02T08:00:00'), 48)).toEqual(tehran('2026-12-06T17:00:00'));
  });
});

describe('tracking codes', () => {
  it('reads a code as typed or read aloud', () => {
    expect(trackingCodeOf('k7qx 3mzd 9tpa')).toBe('K7QX-3MZD-9TPA');
    expect(trackingCodeOf('K7QX-3MZD-9TPA')).toBe('K7QX-3MZD-9TPA');
    expect(trackingCodeOf('۱۲۳۴-abcd-efgh')).toBe('1234-ABCD-EFGH');
    expect(trackingCodeOf('oO1I-abcd-efgh')).toBe('0011-ABCD-EFGH');
  });

  it('is null for what is no code', () => {
    expect(trackingCodeOf('K7QX-3MZD')).toBeNull();
    expect(trackingCodeOf('K7QX-3MZD-9TPU')).toBeNull();
    expect(trackingCodeOf('')).toBeNull();
  });
});

describe('form rules', () => {
  const contact = {
    name: 'Sara Ahmadi',
    email: 'sara@example.com',
    phone: '۰۹۱۲ ۱۱۱ ۰۰۰۱',
    subject: 'GENERAL',
    message: 'I would like to know more.',
  };

  it('accepts a contact message and writes its phone in E.164', () => {
    expect(contactRules.parse(contact).phone).toBe('+989121110001');
    expect(contactRules.parse({ ...contact, phone: '' }).phone).toBeNull();
  });

  it('says one code per field', () => {
    const result = contactRules.safeParse({
      name: 'ab',
      email: 'nope',
      phone: '123',
      subject: 'WHAT',
      message: 'short',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'NAME_TOO_SHORT'],
      ['email', 'EMAIL_INVALID'],
      ['phone', 'PHONE_INVALID'],
      ['subject', 'SUBJECT_REQUIRED'],
      ['message', 'MESSAGE_TOO_SHORT'],
    ]);
  });

  it('asks an error report for a path inside the product and an error status', () => {
    expect(
      errorReportRules.safeParse({ ...contact, failingPath: 'https://x', failingStatus: 404 }).success,
    ).toBe(false);
    expect(errorReportRules.safeParse({ ...contact, failingPath: '/fa/x', failingStatus: 200 }).success).toBe(
      false,
    );
    expect(
      errorReportRules.parse({ ...contact, failingPath: '/fa/x', failingStatus: 404 }).failingStatus,
    ).toBe(404);
  });

  it('requires every cooperation field', () => {
    const result = cooperationRules.safeParse({});
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'REQUIRED',
      'REQUIRED',
      'REQUIRED',
      'TYPE_REQUIRED',
      'REQUIRED',
    ]);
  });

  it('asks a course sign-up for the course, a name, an e-mail and a phone; the message may be left out', () => {
    const result = courseSignUpRules.safeParse({});
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['courseId', 'COURSE_REQUIRED'],
      ['name', 'REQUIRED'],
      ['email', 'REQUIRED'],
      ['phone', 'REQUIRED'],
    ]);
    const signUp = { courseId: 'Q29udGVudEl0ZW06MQ==', name: 'Sara Ahmadi', email: 'sara@example.com' };
    expect(courseSignUpRules.parse({ ...signUp, phone: '۰۹۱۲ ۱۱۱ ۰۰۰۱', message: null })).toMatchObject({
      phone: '+989121110001',
      message: '',
    });
    expect(
      courseSignUpRules.safeParse({ ...signUp, phone: '09121110001', message: 'm'.repeat(5_001) }).error!
        .issues[0]!.message,
    ).toBe('MESSAGE_TOO_LONG');
  });
});
