import { consumer, job } from '@platform/subgraph-kit/consumers';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import { composeMail, jobMailer, type Mailer } from '@platform/subgraph-kit/mailer';
import type { Log } from '@platform/subgraph-kit/subgraph';
import type { ContentPrisma } from '../../context.ts';
import type { ContentSettings } from '../../env.ts';
import { reviewBy } from './inbox.service.ts';

/** The job that sends one mail of the inbox: a confirmation to a sender, or an admin's reply. */
export const inboxMailJob = 'content.mail-send';

type MailData = { itemId: string; replyId?: string };

const words = {
  fa: {
    received: 'پیام شما به کارنما رسید',
    receivedBody:
      'پیامتان را دریافت کردیم. پشتیبانی در کمتر از ۲ ساعت پاسخ می‌دهد و بیشتر پیام‌ها در ساعت کاری (شنبه تا پنجشنبه، ۸ تا ۲۱ به وقت تهران) در ۳۰ دقیقه پاسخ می‌گیرند.',
    report: 'گزارش خطای شما به کارنما رسید',
    reportBody: (path: string) =>
      `گزارش خطای نشانی ${path} را دریافت کردیم و بررسی می‌کنیم. از شما سپاسگزاریم.`,
    cooperation: (code: string) => `درخواست همکاری شما ثبت شد — کد پیگیری ${code}`,
    cooperationBody: (code: string, when: string) =>
      `درخواست همکاری شما با کد پیگیری ${code} ثبت شد. آن را تا ${when} (۴۸ ساعت کاری) بررسی می‌کنیم.`,
    status: 'دیدن وضعیت درخواست',
    education: (course: string) => `ثبت‌نام شما در دورهٔ «${course}» رسید`,
    educationBody: (course: string) =>
      `ثبت‌نام شما در دورهٔ «${course}» را دریافت کردیم. پشتیبانی در کمتر از ۲ ساعت در ساعت کاری (شنبه تا پنجشنبه، ۸ تا ۲۱ به وقت تهران) برای قدم‌های بعدی با شما تماس می‌گیرد.`,
    reply: 'پاسخ کارنما به پیام شما',
    yourMessage: 'پیام شما:',
    signature: 'کارنما',
  },
  en: {
    received: 'Your message reached Karnama',
    receivedBody:
      'We have received your message. Support replies within 2 hours, most messages within 30 minutes in working hours (Saturday to Thursday, 8 to 21 Tehran time).',
    report: 'Your error report reached Karnama',
    reportBody: (path: string) =>
      `We have received your report of an error at ${path} and will look into it. Thank you.`,
    cooperation: (code: string) => `Your cooperation request was received — tracking code ${code}`,
    cooperationBody: (code: string, when: string) =>
      `Your cooperation request was received with the tracking code ${code}. We review it by ${when} (48 working hours).`,
    status: 'See where your request stands',
    education: (course: string) => `Your sign-up for “${course}” was received`,
    educationBody: (course: string) =>
      `We have received your sign-up for the course “${course}”. Support writes to you about the next steps within 2 hours in working hours (Saturday to Thursday, 8 to 21 Tehran time).`,
    reply: 'Karnama’s answer to your message',
    yourMessage: 'Your message:',
    signature: 'Karnama',
  },
  az: {
    received: 'Mesajınız Karnamaya çatdı',
    receivedBody:
      'Mesajınızı aldıq. Dəstək 2 saat ərzində cavab verir, iş saatlarında (şənbədən cüməaxşamınadək, Tehran vaxtı ilə 8-dən 21-dək) mesajların çoxu 30 dəqiqə ərzində cavablanır.',
    report: 'Xəta hesabatınız Karnamaya çatdı',
    reportBody: (path: string) =>
      `${path} ünvanındakı xəta barədə hesabatınızı aldıq və araşdıracağıq. Təşəkkür edirik.`,
    cooperation: (code: string) => `Əməkdaşlıq sorğunuz qəbul olundu — izləmə kodu ${code}`,
    cooperationBody: (code: string, when: string) =>
      `Əməkdaşlıq sorğunuz ${code} izləmə kodu ilə qəbul olundu. Onu ${when} tarixinədək (48 iş saatı) nəzərdən keçiririk.`,
    status: 'Sorğunun vəziyyətinə baxın',
    education: (course: string) => `“${course}” kursuna qeydiyyatınız qəbul olundu`,
    educationBody: (course: string) =>
      `“${course}” kursuna qeydiyyatınızı aldıq. Dəstək iş saatlarında (şənbədən cüməaxşamınadək, Tehran vaxtı ilə 8-dən 21-dək) 2 saat ərzində növbəti addımlar barədə sizə yazır.`,
    reply: 'Karnamanın mesajınıza cavabı',
    yourMessage: 'Mesajınız:',
    signature: 'Karnama',
  },
} satisfies Record<Locale, unknown>;

const intlLocale: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-GB', az: 'az' };

/** A mail as text and HTML in the recipient's language: paragraphs, and a link when there is one. */
const compose = (
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link?: { text: string; href: string },
) => composeMail(locale, subject, paragraphs, words[locale].signature, link);

interface ItemForMail {
  kind: 'CONTACT' | 'ERROR_REPORT' | 'COOPERATION' | 'EDUCATION';
  locale: string;
  message: string;
  failingPath: string | null;
  trackingCode: string | null;
  createdAt: Date;
}

/**
 * The confirmation a sender gets once their form is stored; a course sign-up's names the course (`course`: its
 * title in the sender's language as published, else its slug).
 */
export function confirmationMail(item: ItemForMail, site: string, course?: string | null) {
  const locale = firstLocale(item.locale);
  const w = words[locale];
  if (item.kind === 'EDUCATION' && course)
    return compose(locale, w.education(course), [w.educationBody(course)]);
  if (item.kind === 'COOPERATION' && item.trackingCode) {
    const when = new Intl.DateTimeFormat(intlLocale[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Tehran',
    }).format(reviewBy(item.createdAt));
    return compose(locale, w.cooperation(item.trackingCode), [w.cooperationBody(item.trackingCode, when)], {
      text: w.status,
      href: `${site}/${locale}/cooperation/status?code=${encodeURIComponent(item.trackingCode)}`,
    });
  }
  if (item.kind === 'ERROR_REPORT') return compose(locale, w.report, [w.reportBody(item.failingPath ?? '/')]);
  return compose(locale, w.received, [w.receivedBody]);
}

/** An admin's reply, with the sender's message quoted below it. */
export function replyMail(item: ItemForMail, body: string) {
  const locale = firstLocale(item.locale);
  const w = words[locale];
  return compose(locale, w.reply, [body, `${w.yourMessage}\n${item.message}`]);
}

/** A course's name for its sign-up's mail: its title as published in `locale`, else its slug. */
async function courseName(prisma: ContentPrisma, courseId: string, locale: string) {
  const course = await prisma.contentItem.findUnique({
    where: { id: courseId },
    select: {
      slug: true,
      publications: { where: { locale }, select: { revision: { select: { title: true } } } },
    },
  });
  return course ? (course.publications[0]?.revision.title ?? course.slug) : null;
}

/**
 * The inbox's mail: a confirmation once an item is stored (`inbox.item-received`), an admin's reply once it is
 * written (`inbox.replied`); each one job keyed by what it mails, so a repeated event mails nothing twice, and a
 * refused or lost delivery is retried with backoff.
 */
export function inboxMailing(options: {
  log: Log;
  settings: ContentSettings;
  pagesUrl: () => string | null;
  mailer?: Mailer;
}) {
  const { settings, log } = options;
  const mailer = jobMailer(settings, log, options.mailer);

  const feed = consumer({
    name: 'content.inbox-mail',
    on: ['inbox.item-received', 'inbox.replied'],
    async handle(_tx, event, later) {
      if (event.type === 'inbox.item-received')
        later.send(inboxMailJob, { itemId: event.payload.itemId }, { key: `item:${event.payload.itemId}` });
      else
        later.send(
          inboxMailJob,
          { itemId: event.payload.itemId, replyId: event.payload.replyId },
          { key: `reply:${event.payload.replyId}` },
        );
    },
  });

  const send = job<MailData>({
    name: inboxMailJob,
    retry: { limit: 10, delaySeconds: settings.mailRetrySeconds, backoff: true, maxDelaySeconds: 6 * 3_600 },
    async handle({ itemId, replyId }, attempt) {
      const item = await attempt.prisma.inboxItem.findUnique({ where: { id: itemId } });
      if (!item) return;
      let mail;
      if (replyId) {
        const reply = await attempt.prisma.inboxReply.findUnique({ where: { id: replyId } });
        if (!reply || reply.mailedAt) return;
        mail = replyMail(item, reply.body);
      } else {
        const course = item.courseId ? await courseName(attempt.prisma, item.courseId, item.locale) : null;
        mail = confirmationMail(item, settings.publicUrl ?? options.pagesUrl() ?? '', course);
      }
      await mailer.send({ to: item.email, ...mail }, `The inbox mail for ${replyId ?? itemId}`, attempt);
      if (replyId)
        await attempt.prisma.inboxReply.update({ where: { id: replyId }, data: { mailedAt: new Date() } });
    },
  });

  return { consumers: [feed], jobs: [send] };
}
