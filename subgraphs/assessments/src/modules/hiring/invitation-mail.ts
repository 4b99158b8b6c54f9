import { consumer, job } from '@platform/subgraph-kit/consumers';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import type { Log } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsSettings } from '../../env.ts';
import { jobMailer, type Mailer } from '@platform/subgraph-kit/mailer';
import { inLocale } from '../text.ts';

/** The job that mails one invitation's link. */
export const invitationMailJob = 'assessments.invitation-mail-send';

const words = {
  fa: {
    subject: (test: string) => `دعوت به آزمون ${test}`,
    body: (test: string) =>
      `از شما دعوت شده است که آزمون «${test}» را در کارنما رایگان بدهید؛ هزینهٔ آن را کارفرمای دعوت‌کننده پرداخته است.`,
    until: (when: string) => `این پیوند تا ${when} باز است و یک بار پذیرفته می‌شود.`,
    open: 'دیدن دعوت و پذیرفتن آن',
    signature: 'کارنما',
  },
  en: {
    subject: (test: string) => `An invitation to take the test ${test}`,
    body: (test: string) =>
      `You are invited to take the test “${test}” on Karnama free of charge; the employer who invited you paid for it.`,
    until: (when: string) => `The link is open until ${when}, and can be accepted once.`,
    open: 'See the invitation and accept it',
    signature: 'Karnama',
  },
  az: {
    subject: (test: string) => `${test} testinə dəvət`,
    body: (test: string) =>
      `Sizi Karnamada «${test}» testini pulsuz verməyə dəvət edirlər; onun haqqını sizi dəvət edən işəgötürən ödəyib.`,
    until: (when: string) => `Keçid ${when} tarixinədək açıqdır və bir dəfə qəbul oluna bilər.`,
    open: 'Dəvətə baxın və qəbul edin',
    signature: 'Karnama',
  },
} satisfies Record<Locale, unknown>;

/** Intl's tags: Persian with its own digits and the Solar Hijri calendar. */
const intlLocale: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-GB', az: 'az' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An invitation's e-mail in the inviting employer's language: the test, the link, until when it opens. */
export function invitationMail(input: { locale: Locale; testTitle: string; link: string; expiresAt: Date }) {
  const w = words[input.locale];
  const when = new Intl.DateTimeFormat(intlLocale[input.locale], { dateStyle: 'long' }).format(
    input.expiresAt,
  );
  const lines = [w.body(input.testTitle), w.until(when)];
  const rtl = input.locale === 'fa';
  return {
    subject: w.subject(input.testTitle),
    text: [...lines, `${w.open}: ${input.link}`, w.signature].join('\n\n'),
    html: [
      `<!doctype html><html lang="${input.locale}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
      `<title>${escapeHtml(w.subject(input.testTitle))}</title></head>`,
      `<body style="font-family: Vazirmatn, Tahoma, Arial, sans-serif; line-height: 1.8; color: #0f172a;">`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(input.link)}" style="color: #0f766e;">${escapeHtml(w.open)}</a></p>`,
      `<p>${escapeHtml(w.signature)}</p></body></html>`,
    ].join(''),
  };
}

/**
 * Mails each invitation of a batch once it is made (`test.invitations-sent`): one job per invitation, keyed by it,
 * so a repeated event queues nothing twice; a refused or lost delivery is retried like a report's. The link is
 * `/{locale}/invitations/{token}` on the product's public address.
 */
export function invitationMailing(options: {
  log: Log;
  settings: AssessmentsSettings;
  pagesUrl: () => string | null;
  mailer?: Mailer;
}) {
  const { settings, log } = options;
  const mailer = jobMailer(settings, log, options.mailer);

  const feed = consumer({
    name: 'assessments.invitation-mail',
    on: ['test.invitations-sent'],
    async handle(tx, event, later) {
      const invitations = await tx.testInvitation.findMany({
        where: { batchId: event.payload.batchId },
        select: { id: true },
      });
      for (const { id } of invitations) later.send(invitationMailJob, { invitationId: id }, { key: id });
    },
  });

  const send = job<{ invitationId: string }>({
    name: invitationMailJob,
    retry: {
      limit: 10,
      delaySeconds: settings.reportRetrySeconds,
      backoff: true,
      maxDelaySeconds: 6 * 3_600,
    },
    async handle({ invitationId }, attempt) {
      const invitation = await attempt.prisma.testInvitation.findUnique({
        where: { id: invitationId },
        include: { batch: { select: { locale: true } } },
      });
      // A withdrawn invitation (its order refunded before it was mailed) is not mailed.
      if (!invitation?.email || !invitation.token || !invitation.expiresAt || invitation.revokedAt) return;
      const test = await attempt.prisma.test.findUnique({
        where: { id: invitation.testId },
        select: { title: true },
      });
      const locale = firstLocale(invitation.batch?.locale);
      const site = settings.publicUrl ?? options.pagesUrl() ?? '';
      const mail = invitationMail({
        locale,
        testTitle: test ? inLocale(test.title, locale) : '',
        link: `${site}/${locale}/invitations/${invitation.token}`,
        expiresAt: invitation.expiresAt,
      });
      try {
        await mailer.send({ to: invitation.email, ...mail }, `The invitation ${invitationId}`, attempt);
      } catch (error) {
        if (attempt.last) return;
        throw error;
      }
    },
  });

  return { consumers: [feed], jobs: [send] };
}
