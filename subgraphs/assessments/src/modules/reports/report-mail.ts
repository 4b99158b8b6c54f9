import type { Locale } from '@platform/subgraph-kit/locale';

/** What the report's e-mail says, in the taker's language. */
export interface ReportMailInput {
  locale: Locale;
  name: string;
  testTitle: string;
  personality: boolean;
  score: number;
  passed: boolean;
  scoredAt: Date;
  resultsUrl: string;
}

export interface ReportMail {
  subject: string;
  text: string;
  html: string;
  filename: string;
}

const words = {
  fa: {
    subject: (test: string) => `گزارش تفصیلی آزمون ${test}`,
    greeting: (name: string) => `${name} عزیز،`,
    attached: (test: string, when: string) =>
      `گزارش تفصیلی آزمون «${test}» که در ${when} به پایان رساندید، به صورت فایل PDF پیوست این نامه است.`,
    score: (score: string, passed: boolean) => `نمرهٔ شما: ${score} (${passed ? 'قبول' : 'مردود'})`,
    profile: 'نیم‌رخ ویژگی‌های شخصیتی شما در گزارش آمده است.',
    online: 'دیدن نتیجه در کارنما',
    signature: 'کارنما',
    filename: 'karnama-report',
  },
  en: {
    subject: (test: string) => `Your detailed report: ${test}`,
    greeting: (name: string) => `Dear ${name},`,
    attached: (test: string, when: string) =>
      `The detailed report of the test “${test}”, which you finished on ${when}, is attached to this e-mail as a PDF.`,
    score: (score: string, passed: boolean) => `Your score: ${score} (${passed ? 'passed' : 'not passed'})`,
    profile: 'Your personality trait profile is in the report.',
    online: 'See the results on Karnama',
    signature: 'Karnama',
    filename: 'karnama-report',
  },
  az: {
    subject: (test: string) => `Ətraflı hesabatınız: ${test}`,
    greeting: (name: string) => `Hörmətli ${name},`,
    attached: (test: string, when: string) =>
      `${when} tarixində bitirdiyiniz «${test}» testinin ətraflı hesabatı bu məktuba PDF faylı kimi əlavə olunub.`,
    score: (score: string, passed: boolean) => `Balınız: ${score} (${passed ? 'keçdi' : 'keçmədi'})`,
    profile: 'Şəxsiyyət xüsusiyyətlərinizin profili hesabatdadır.',
    online: 'Nəticələrə Karnamada baxın',
    signature: 'Karnama',
    filename: 'karnama-hesabat',
  },
} satisfies Record<Locale, unknown>;

/** Intl's tags: Persian with its own digits and the Solar Hijri calendar. */
const intlLocale: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-GB', az: 'az' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The report's e-mail: subject, plain text and HTML (right to left in Persian), and the PDF's file name. */
export function reportMail(input: ReportMailInput): ReportMail {
  const w = words[input.locale];
  const tag = intlLocale[input.locale];
  const when = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(input.scoredAt);
  const score = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(
    input.score / 100,
  );
  const lines = [
    w.greeting(input.name),
    w.attached(input.testTitle, when),
    input.personality ? w.profile : w.score(score, input.passed),
  ];
  const rtl = input.locale === 'fa';
  const html = [
    `<!doctype html><html lang="${input.locale}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(w.subject(input.testTitle))}</title></head>`,
    `<body style="font-family: Vazirmatn, Tahoma, Arial, sans-serif; line-height: 1.8; color: #0f172a;">`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.resultsUrl)}" style="color: #0f766e;">${escapeHtml(w.online)}</a></p>`,
    `<p>${escapeHtml(w.signature)}</p></body></html>`,
  ].join('');
  return {
    subject: w.subject(input.testTitle),
    text: [...lines, `${w.online}: ${input.resultsUrl}`, w.signature].join('\n\n'),
    html,
    filename: `${w.filename}.pdf`,
  };
}
