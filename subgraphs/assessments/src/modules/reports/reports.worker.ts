import { access, constants } from 'node:fs/promises';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import type { GraphClient, Log, Worker } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsSettings } from '../../env.ts';
import { createMailer, type Mailer } from '@platform/subgraph-kit/mailer';
import { chromiumPrinter, type PdfPrinter } from '@platform/subgraph-kit/printing/pdf-printer';
import { deliverReport, isPermanentRefusal, markReportFailed } from './reports.service.ts';

/** The job that prints and sends one session's report. */
export const reportMailJob = 'assessments.report-mail';

/**
 * E-mails each scored session's detailed report through the kit's queue: a consumer of `test.completed` queues
 * the session's report once, and the report job prints and sends it (again when an admin retries a failed one:
 * `test.report-retried`). A failed attempt is retried with a doubling
 * delay (from `REPORT_RETRY_SECONDS`), ten times, within the day the report is due in; several processes share
 * the work. A report whose last attempt failed, or whose address the mail server refused for good (5xx), is marked
 * undeliverable, and one for a taker without an address is marked so: the results page tells the taker.
 */
export function reportMailing(options: {
  log: Log;
  graph: GraphClient;
  settings: AssessmentsSettings;
  pagesUrl: () => string | null;
  printer?: PdfPrinter;
  /** Attempts after the first (10). */
  retryLimit?: number;
}) {
  const { settings, log } = options;
  // The printer (a Chromium it starts on first use) and the mail transport live as long as the subgraph.
  let tools: { printer: PdfPrinter; mailer: Mailer } | null = null;
  const toolsNow = () =>
    (tools ??= {
      printer: options.printer ?? chromiumPrinter(settings.chromiumPath),
      mailer: createMailer({ smtpUrl: settings.smtpUrl, mailDir: settings.mailDir, from: settings.mailFrom }),
    });

  const feed = consumer({
    name: 'assessments.report-feed',
    on: ['test.completed'],
    async handle(tx, event, later) {
      const { sessionId } = event.payload;
      const { count } = await tx.testSession.updateMany({
        where: { id: sessionId, reportQueuedAt: null },
        data: { reportQueuedAt: new Date() },
      });
      if (count) later.send(reportMailJob, { sessionId }, { key: sessionId });
    },
  });

  // An admin's retry of a failed report: the job again, keyed by the retry so that it is not taken for the first.
  const retried = consumer({
    name: 'assessments.report-retry',
    on: ['test.report-retried'],
    async handle(_tx, event, later) {
      const { sessionId } = event.payload;
      later.send(reportMailJob, { sessionId }, { key: `${sessionId}:${event.id}` });
    },
  });

  const mail = job<{ sessionId: string }>({
    name: reportMailJob,
    retry: {
      limit: options.retryLimit ?? 10,
      delaySeconds: settings.reportRetrySeconds,
      backoff: true,
      maxDelaySeconds: 6 * 3_600,
    },
    async handle({ sessionId }, attempt) {
      try {
        const outcome = await deliverReport({ ...options, ...toolsNow(), prisma: attempt.prisma }, sessionId);
        if (outcome === 'no address') log(`The taker of session ${sessionId} has no e-mail address`);
      } catch (error) {
        log(`The report of session ${sessionId} could not be sent (attempt ${attempt.number})`, error);
        // Settled: no attempt is left, or none would change the answer.
        if (attempt.last || isPermanentRefusal(error)) {
          await markReportFailed(attempt.prisma, sessionId, 'UNDELIVERABLE');
          return;
        }
        throw error;
      }
    },
  });

  const lifetime: Worker = {
    name: 'assessments.report-tools',
    async start() {
      if (!options.printer && !(await isExecutable(settings.chromiumPath)))
        log(
          `No Chromium at ${settings.chromiumPath} (CHROMIUM_PATH): test reports cannot be printed and mailed`,
        );
    },
    async stop() {
      const held = tools;
      tools = null;
      await held?.printer.close();
      held?.mailer.close();
    },
  };

  return { consumers: [feed, retried], jobs: [mail], workers: [lifetime], printer: () => toolsNow().printer };
}

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
