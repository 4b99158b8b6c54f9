import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../app/locale';
import { INTL_LOCALE } from '../../i18n/intlLocale';
import az from '../../i18n/lang/tests/az.json';
import en from '../../i18n/lang/tests/en.json';
import fa from '../../i18n/lang/tests/fa.json';
import { reportLine, type ReportState } from './reportLine';

const CATALOGUES = { fa, en, az };
const line = (locale: Locale, state: Partial<ReportState>) =>
  reportLine(
    { reportSentAt: null, reportDueAt: null, reportFailure: null, ...state },
    createIntl({ locale: INTL_LOCALE[locale], messages: CATALOGUES[locale], timeZone: 'Asia/Tehran' }),
  );

describe('the e-mailed report line of the results page', () => {
  it('says the report is being prepared, due by a Solar Hijri date in Persian digits, and when it was sent', () => {
    const due = { reportDueAt: '2026-11-27T08:30:00.000Z' };
    expect(line('fa', due)).toMatch(
      /^گزارش کامل در حال آماده شدن است و تا .*۶ آذر ۱۴۰۵.* برایتان ایمیل می‌شود\.$/,
    );
    expect(line('en', due)).toMatch(
      /^The detailed report is being prepared and will be e-mailed to you by November 27, 2026/,
    );
    const sent = { ...due, reportSentAt: '2026-11-26T09:00:00.000Z' };
    expect(line('en', sent)).toBe('The detailed report was e-mailed to you on November 26, 2026.');
    expect(line('fa', sent)).toBe('گزارش کامل در ۵ آذر ۱۴۰۵ برایتان ایمیل شد.');
    expect(line('az', sent)).toMatch(/^Ətraflı hesabat .*2026.* tarixində sizə e-poçtla göndərildi\.$/);
  });

  it('tells a taker without an address, or whose address refused it, that the page is the report', () => {
    for (const locale of ['fa', 'en', 'az'] as const) {
      const noAddress = line(locale, {
        reportDueAt: '2026-11-27T08:30:00.000Z',
        reportFailure: 'NO_ADDRESS',
      });
      const refused = line(locale, {
        reportDueAt: '2026-11-27T08:30:00.000Z',
        reportFailure: 'UNDELIVERABLE',
      });
      expect(noAddress).toBe(CATALOGUES[locale]['tests.results.reportNoAddress']);
      expect(refused).toBe(CATALOGUES[locale]['tests.results.reportUndeliverable']);
    }
    expect(line('fa', { reportFailure: 'NO_ADDRESS' })).toContain('نشانی ایمیل ندارد');
    expect(line('en', { reportFailure: 'UNDELIVERABLE' })).toBe(
      'We could not e-mail the detailed report to your address. This page is the report: print it or save it as a PDF.',
    );
  });

  it('says nothing for a session that has no report', () => {
    expect(line('en', {})).toBeNull();
  });
});
