import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../app/locale';
import az from '../../i18n/lang/az.json';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import { INTL_LOCALE } from '../../i18n/intlLocale';
import { activityText, type ActivityValues } from './activityText';

const CATALOGUES = { fa, en, az };
/** Without the bidi isolates around the title and actor, to compare the words. */
const text = (locale: Locale, values: Partial<ActivityValues> & { kind: string }) =>
  activityText(createIntl({ locale: INTL_LOCALE[locale], messages: CATALOGUES[locale] }), {
    title: null,
    actor: null,
    count: null,
    ...values,
  }).replace(/[\u2068\u2069]/g, '');

describe('activity item wording', () => {
  it('words a job posted, with and without the company, in every language', () => {
    const job = { kind: 'JOB_POSTED', title: 'Go developer', actor: 'Pars Pardaz' };
    expect(text('en', job)).toBe('Pars Pardaz posted a new job: Go developer');
    expect(text('fa', job)).toBe('Pars Pardaz آگهی تازه‌ای منتشر کرد: Go developer');
    expect(text('az', job)).toBe('Pars Pardaz yeni vakansiya yerləşdirdi: Go developer');
    expect(text('en', { ...job, actor: null })).toBe('A new job was posted: Go developer');
  });

  it('keeps an approved applicant anonymous when they hid their identity', () => {
    expect(text('en', { kind: 'APPLICATION_APPROVED', title: 'QA', actor: 'Mahsa' })).toBe(
      'Mahsa was approved for QA',
    );
    expect(text('fa', { kind: 'APPLICATION_APPROVED', title: 'QA' })).toBe(
      'درخواست یک متقاضی برای «QA» تأیید شد',
    );
  });

  it.each([
    ['en', 'JavaScript', '1 person completed the JavaScript test', '37 people completed the JavaScript test'],
    ['fa', 'منطق', '۱ نفر آزمون منطق را به پایان رساند', '۳۷ نفر آزمون منطق را به پایان رساندند'],
    ['az', 'Məntiq', '1 nəfər Məntiq testini tamamladı', '37 nəfər Məntiq testini tamamladı'],
  ] as const)(
    'counts takers in %s with its plural forms (one and other) and digits',
    (locale, title, one, other) => {
      expect(text(locale, { kind: 'TEST_COMPLETED', title, count: 1 })).toBe(one);
      expect(text(locale, { kind: 'TEST_COMPLETED', title, count: 37 })).toBe(other);
    },
  );

  it('has no wording for what cannot happen yet (marketplace sales, profile visits)', () => {
    for (const kind of ['PROJECT_SOLD', 'PROFILES_VISITED'])
      expect(text('en', { kind, title: 'CRM', count: 3 })).toBe('CRM');
    expect(Object.keys(en).filter((id) => /PROJECT_SOLD|PROFILES_VISITED|category\.VISIT/.test(id))).toEqual(
      [],
    );
  });

  it('isolates the title so that a Persian title keeps its order in an English sentence', () => {
    const raw = activityText(createIntl({ locale: 'en-US', messages: en }), {
      kind: 'JOB_POSTED',
      title: 'برنامه‌نویس React',
      actor: null,
      count: null,
    });
    expect(raw).toBe('A new job was posted: \u2068برنامه‌نویس React\u2069');
  });

  it('falls back for kinds this client does not know yet', () => {
    expect(text('en', { kind: 'SOMETHING_NEW', title: 'Hackathon' })).toBe('Hackathon');
    expect(text('en', { kind: 'SOMETHING_NEW' })).toBe('Something new happened on Karnama');
  });
});
