import { firstLocale } from '@platform/subgraph-kit/locale';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsSettings } from '../../env.ts';
import { testScoreOf, type SessionScore } from '../scoring/score.ts';
import { inLocale } from '../text.ts';
import type { Mailer } from '@platform/subgraph-kit/mailer';
import { signPrintKey } from '@platform/subgraph-kit/printing/print-key';
import { reportMail } from './report-mail.ts';
import type { PdfPrinter } from '@platform/subgraph-kit/printing/pdf-printer';
import type { AssessmentsPrisma } from '../../context.ts';

export interface ReportDeps {
  prisma: AssessmentsPrisma;
  graph: GraphClient;
  printer: PdfPrinter;
  mailer: Mailer;
  settings: AssessmentsSettings;
  /** Where this process reaches the product's pages. */
  pagesUrl: () => string | null;
}

interface Recipient {
  email: string | null;
  fullName: string | null;
  displayName: string;
  preferredLanguage: string | null;
}

/** What the report printer's keys open: one session's results page, named by its token. */
export const reportKeyAudience = 'assessments.report';

export type ReportOutcome = 'sent' | 'already sent' | 'not scored' | 'no address';

/**
 * E-mails one session's detailed report to its taker, in the language the test was taken in (the profile's for a
 * session started before sessions kept it, then the default language): the results page printed to
 * PDF by Chromium, attached to a short localized mail. Throws when the page cannot be printed or the mail cannot
 * be sent, for the queue to retry; a report already sent is not sent again.
 */
export async function deliverReport(deps: ReportDeps, sessionId: string): Promise<ReportOutcome> {
  const session = await deps.prisma.testSession.findUnique({
    where: { id: sessionId },
    select: {
      token: true,
      userId: true,
      result: true,
      scoredAt: true,
      reportSentAt: true,
      locale: true,
      test: { select: { title: true } },
    },
  });
  if (!session?.scoredAt || !session.result) return 'not scored';
  if (session.reportSentAt) return 'already sent';
  // The taker's address is the accounts subgraph's: asked of the graph as the taker.
  const { viewer } = await deps.graph.query<{ viewer: Recipient | null }>(
    'query ReportRecipient { viewer { email fullName displayName preferredLanguage } }',
    {},
    { asUser: session.userId },
  );
  if (!viewer?.email) {
    await markReportFailed(deps.prisma, sessionId, 'NO_ADDRESS');
    return 'no address';
  }
  const locale = firstLocale(session.locale, viewer.preferredLanguage);
  const site = deps.pagesUrl();
  if (!site) throw new Error('The address of the product’s pages is not known yet');
  const key = await signPrintKey(deps.settings.reportSecret, reportKeyAudience, session.token);
  const resultsPath = `/${locale}/panel/tests/results/${session.token}`;
  const pdf = await deps.printer.print(`${site}${resultsPath}?key=${encodeURIComponent(key)}`);
  const score = session.result as unknown as SessionScore;
  const name = viewer.fullName || viewer.displayName;
  const mail = reportMail({
    locale,
    name,
    testTitle: inLocale(session.test.title, locale),
    personality: score.kind === 'PERSONALITY',
    score: testScoreOf(score) ?? 0,
    passed: score.passed,
    scoredAt: session.scoredAt,
    resultsUrl: `${deps.settings.publicUrl ?? site}${resultsPath}`,
  });
  await deps.mailer.send({
    to: { name, address: viewer.email },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: [{ filename: mail.filename, content: pdf, contentType: 'application/pdf' }],
  });
  await deps.prisma.testSession.updateMany({
    where: { id: sessionId, reportSentAt: null },
    data: { reportSentAt: new Date(), reportFailure: null },
  });
  return 'sent';
}

/**
 * Records why a session's report was not e-mailed (the results page says so, and that the page itself prints as
 * the report); a report already sent is left as it is.
 */
export async function markReportFailed(
  prisma: AssessmentsPrisma,
  sessionId: string,
  failure: 'NO_ADDRESS' | 'UNDELIVERABLE',
): Promise<void> {
  await prisma.testSession.updateMany({
    where: { id: sessionId, reportSentAt: null },
    data: { reportFailure: failure },
  });
}

/** A refusal no retry will change: the mail server's 5xx answer for this message or its address. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
