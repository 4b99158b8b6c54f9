import { access, constants } from 'node:fs/promises';
import { databaseUrlOf, type Prisma } from '@platform/db';
import type { EventBus } from '@platform/subgraph-kit/events';
import type { GraphClient, Log, Worker } from '@platform/subgraph-kit/subgraph';
import { pollingWorker } from '@platform/subgraph-kit/workers';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { AssessmentsSettings } from '../../env.ts';
import { createMailer } from './mailer.ts';
import { chromiumPrinter, type PdfPrinter } from './report-pdf.ts';
import { deliverReport, isPermanentRefusal, markReportFailed, queueReports } from './reports.service.ts';

/** The queue's own schema in the database: pg-boss's tables, which only this subgraph uses. */
export const reportQueueSchema = 'assessments_jobs';
const queue = 'report-mail';

/**
 * E-mails each scored session's detailed report through a job queue on PostgreSQL (pg-boss): a feeder queues
 * every scored session once (woken by `test.completed`, and every half minute as a safety net), and the queue's
 * worker prints and sends one report at a time. A failed attempt is retried with a doubling delay (from
 * `REPORT_RETRY_SECONDS`), ten times, within the day the report is due in; several processes share the work. A
 * report whose last attempt failed, or whose address the mail server refused for good (5xx), is marked
 * undeliverable, and one for a taker without an address is marked so: the results page tells the taker.
 */
export function reportMailWorker(options: {
  prisma: Prisma;
  bus: EventBus;
  log: Log;
  graph: GraphClient;
  settings: AssessmentsSettings;
  pagesUrl: () => string | null;
  printer?: PdfPrinter;
  pollMs?: number;
  /** How long to wait before trying again to open the queue when the database could not be reached. */
  reconnectMs?: number;
  /** Attempts after the first (10). */
  retryLimit?: number;
}): Worker {
  const { settings, log } = options;
  let running: { feeder: Worker; ready: Promise<boolean>; stop: () => Promise<void> } | null = null;
  return {
    name: 'assessments.report-mail',
    async start() {
      const boss = new PgBoss({
        connectionString: databaseUrlOf(options.prisma),
        schema: reportQueueSchema,
        max: 2,
        application_name: 'assessments.report-mail',
      });
      boss.on('error', (error) => log('The report queue failed; it retries', error));
      const printer = options.printer ?? chromiumPrinter(settings.chromiumPath);
      const mailer = createMailer({
        smtpUrl: settings.smtpUrl,
        mailDir: settings.mailDir,
        from: settings.mailFrom,
      });
      const deps = { ...options, printer, mailer };
      let opened = false;
      let stopped = false;
      const feeder = pollingWorker({
        name: 'assessments.report-feed',
        prisma: options.prisma,
        log,
        pollMs: options.pollMs ?? 30_000,
        wakeOn: { bus: options.bus, topic: 'domain' },
        failure: 'Queuing reports failed; retrying',
        task: (db) =>
          opened
            ? queueReports(db, (sessionId) => boss.send(queue, { sessionId }, { id: sessionId }))
            : Promise.resolve(0),
      });
      // The queue opens in the background, again and again until the database answers: a database away at start
      // delays the reports, not the product.
      const open = async () => {
        await boss.start();
        await boss.createQueue(queue, {
          retryLimit: options.retryLimit ?? 10,
          retryDelay: settings.reportRetrySeconds,
          retryBackoff: true,
          retryDelayMax: 6 * 3_600,
          expireInSeconds: 300,
        });
        await boss.work(
          queue,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]: JobWithMetadata<{ sessionId: string }>[]) => {
            const { sessionId } = job!.data;
            try {
              const outcome = await deliverReport(deps, sessionId);
              if (outcome === 'no address') log(`The taker of session ${sessionId} has no e-mail address`);
            } catch (error) {
              const attempt = job!.retryCount + 1;
              log(`The report of session ${sessionId} could not be sent (attempt ${attempt})`, error);
              // Settled: no attempt is left, or none would change the answer.
              if (job!.retryCount >= job!.retryLimit || isPermanentRefusal(error)) {
                await markReportFailed(options.prisma, sessionId, 'UNDELIVERABLE');
                return;
              }
              throw error;
            }
          },
        );
      };
      const ready = (async () => {
        while (!stopped) {
          try {
            await open();
            opened = true;
            void feeder.runNow?.();
            return true;
          } catch (error) {
            log('The report queue could not open; trying again', error);
            await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => {});
            await new Promise((resolve) => setTimeout(resolve, options.reconnectMs ?? 10_000).unref());
          }
        }
        return false;
      })();
      if (!options.printer && !(await isExecutable(settings.chromiumPath)))
        log(
          `No Chromium at ${settings.chromiumPath} (CHROMIUM_PATH): test reports cannot be printed and mailed`,
        );
      await feeder.start();
      running = {
        feeder,
        ready,
        async stop() {
          stopped = true;
          await feeder.stop();
          if (await ready) await boss.stop({ graceful: true, timeout: 10_000 });
          await printer.close();
          mailer.close();
        },
      };
    },
    /** Queues what is scored and not yet queued, once the queue is open. */
    runNow: async () => ((await running?.ready) ? running!.feeder.runNow!() : 0),
    async stop() {
      await running?.stop();
      running = null;
    },
  };
}

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
