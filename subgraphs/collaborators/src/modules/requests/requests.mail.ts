import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatMoney } from '@platform/rules/money';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import { composeMail, jobMailer, type Mailer } from '@platform/subgraph-kit/mailer';
import type { GraphClient, Log } from '@platform/subgraph-kit/subgraph';
import type { CollaboratorsSettings } from '../../env.ts';

/** The job that e-mails a collaborator one contact request. */
export const requestMailJob = 'collaborators.request-mail';

const words = {
  fa: {
    subject: (subject: string) => `درخواست همکاری تازه: ${subject}`,
    greeting: (name: string) => `${name} عزیز،`,
    asks: (sender: string) => `${sender} می‌خواهد با شما کار کند:`,
    pool: (sender: string, company: string) =>
      `${sender} از ${company} رزومه شما را در بانک استعدادهای کارنما یافته و می‌خواهد با شما گفت‌وگو کند:`,
    budget: (amount: string) => `بودجه: ${amount}`,
    deadline: (day: string) => `مهلت: ${day}`,
    answerBy: (when: string) => `تا ${when} می‌توانید آن را بپذیرید یا رد کنید.`,
    open: 'دیدن و پاسخ دادن در کارنما',
    signature: 'کارنما',
  },
  en: {
    subject: (subject: string) => `New contact request: ${subject}`,
    greeting: (name: string) => `Dear ${name},`,
    asks: (sender: string) => `${sender} would like to work with you:`,
    pool: (sender: string, company: string) =>
      `${sender} of ${company} found your résumé in Karnama’s talent pool and would like to talk with you:`,
    budget: (amount: string) => `Budget: ${amount}`,
    deadline: (day: string) => `Deadline: ${day}`,
    answerBy: (when: string) => `You can accept or decline it until ${when}.`,
    open: 'Read and answer it on Karnama',
    signature: 'Karnama',
  },
  az: {
    subject: (subject: string) => `Yeni əməkdaşlıq sorğusu: ${subject}`,
    greeting: (name: string) => `Hörmətli ${name},`,
    asks: (sender: string) => `${sender} sizinlə işləmək istəyir:`,
    pool: (sender: string, company: string) =>
      `${company} şirkətindən ${sender} Karnamanın istedad bazasında CV-nizi tapıb və sizinlə danışmaq istəyir:`,
    budget: (amount: string) => `Büdcə: ${amount}`,
    deadline: (day: string) => `Son tarix: ${day}`,
    answerBy: (when: string) => `${when} tarixinədək qəbul və ya rədd edə bilərsiniz.`,
    open: 'Karnamada oxuyun və cavablayın',
    signature: 'Karnama',
  },
} satisfies Record<Locale, unknown>;

const intlLocale: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-GB', az: 'az' };

interface RequestForMail {
  subject: string;
  message: string;
  budgetRials: bigint | null;
  deadline: Date | null;
  expiresAt: Date;
}

/** The e-mail telling a collaborator of a request, in their language, with a link to answer it. */
export function requestMail(
  request: RequestForMail,
  to: { locale: Locale; name: string },
  sender: string,
  site: string,
  /** The sender's verified company, for a request from the talent pool. */
  company: string | null = null,
) {
  const { locale } = to;
  const w = words[locale];
  const day = (date: Date, timeZone?: string) =>
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone }).format(date);
  const facts = [
    request.budgetRials === null ? null : w.budget(formatMoney(Number(request.budgetRials), locale)),
    request.deadline ? w.deadline(day(request.deadline, 'UTC')) : null,
  ].filter((fact): fact is string => fact !== null);
  return composeMail(
    locale,
    w.subject(request.subject),
    [
      w.greeting(to.name),
      company === null ? w.asks(sender) : w.pool(sender, company),
      `${request.subject}\n\n${request.message}`,
      ...(facts.length ? [facts.join('\n')] : []),
      w.answerBy(day(request.expiresAt, 'Asia/Tehran')),
    ],
    w.signature,
    { text: w.open, href: `${site}/${locale}/panel/requests` },
  );
}

type Recipient = {
  email: string | null;
  fullName: string | null;
  displayName: string;
  preferredLanguage: string | null;
};

/**
 * A collaborator hears of each request sent to them by e-mail too (`contact-request.sent`): one job per request,
 * keyed by it, so a repeated event mails nothing twice; a refused or lost delivery is retried with backoff. The
 * address and name are the accounts subgraph's, asked of the graph as the collaborator; the sender's shown name
 * is their public one.
 */
export function requestMailing(options: {
  log: Log;
  graph: GraphClient;
  settings: CollaboratorsSettings;
  pagesUrl: () => string | null;
  mailer?: Mailer;
}) {
  const { settings, log, graph } = options;
  const mailer = jobMailer(settings, log, options.mailer);

  const feed = consumer({
    name: 'collaborators.request-mail-feed',
    on: ['contact-request.sent'],
    async handle(_tx, event, later) {
      later.send(requestMailJob, { requestId: event.payload.requestId }, { key: event.payload.requestId });
    },
  });

  const send = job<{ requestId: string }>({
    name: requestMailJob,
    retry: { limit: 10, delaySeconds: settings.mailRetrySeconds, backoff: true, maxDelaySeconds: 6 * 3_600 },
    async handle({ requestId }, attempt) {
      const request = await attempt.prisma.contactRequest.findUnique({ where: { id: requestId } });
      if (!request) return;
      const { viewer, node, company } = await graph.query<{
        viewer: Recipient | null;
        node: { displayName?: string } | null;
        company?: { name?: string } | null;
      }>(
        `query RequestMailRecipient($sender: ID!, $company: ID!, $pool: Boolean!) {
          viewer { email fullName displayName preferredLanguage }
          node(id: $sender) { ... on User { displayName } }
          company: node(id: $company) @include(if: $pool) { ... on Company { name } } }`,
        {
          sender: encodeGlobalID('User', request.senderId),
          company: encodeGlobalID('Company', request.companyId ?? ''),
          pool: request.companyId !== null,
        },
        { asUser: request.collaboratorId },
      );
      if (!viewer?.email) {
        log(`The collaborator of request ${requestId} has no e-mail address`);
        return;
      }
      const name = viewer.fullName || viewer.displayName;
      const mail = requestMail(
        request,
        { locale: firstLocale(viewer.preferredLanguage), name },
        node?.displayName ?? '',
        settings.publicUrl ?? options.pagesUrl() ?? '',
        request.companyId === null ? null : (company?.name ?? ''),
      );
      await mailer.send(
        { to: { name, address: viewer.email }, ...mail },
        `The mail of request ${requestId}`,
        attempt,
      );
    },
  });

  return { consumers: [feed], jobs: [send] };
}
