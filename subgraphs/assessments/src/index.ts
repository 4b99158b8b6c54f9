import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsContext } from './context.ts';
import { hiringInvitations } from './modules/hiring/invitations.projector.ts';
import { invitationMailing } from './modules/hiring/invitation-mail.ts';
import { invitationOrders } from './modules/hiring/invitation-orders.projector.ts';
import { orderAccessProjector } from './modules/sessions/access.projector.ts';
import { sessionDeadlines, sessionSweep, sessionTimeout } from './modules/sessions/sessions.worker.ts';
import { testsSitemap } from './modules/tests/tests.service.ts';
import { schema } from './schema.ts';
import { parseAssessmentsSettings } from './env.ts';
import { reportMailing } from './modules/reports/reports.worker.ts';
import { certificateRoutes } from './modules/certificates/certificates.routes.ts';

/** Talent, aptitude and personality tests: the catalogue, timed sessions, results and certificates. */
export const assessmentsSubgraph = defineSubgraph<AssessmentsContext>({
  name: 'assessments',
  schema,
  create: ({ prisma, log, env, graph, pagesUrl, limits }) => {
    const settings = parseAssessmentsSettings(env);
    const pages = pagesUrl ?? (() => null);
    const reports = reportMailing({ log, graph, settings, pagesUrl: pages });
    const invitationMails = invitationMailing({ log, settings, pagesUrl: pages });
    return {
      settings,
      consumers: [
        orderAccessProjector,
        hiringInvitations,
        invitationOrders,
        sessionDeadlines,
        ...reports.consumers,
        ...invitationMails.consumers,
      ],
      jobs: [sessionTimeout, sessionSweep, ...reports.jobs, ...invitationMails.jobs],
      workers: reports.workers,
      sitemaps: [testsSitemap(prisma)],
      // The certificates' PDFs, printed by the reports' Chromium.
      routes: certificateRoutes({ prisma, printer: reports.printer, pagesUrl: pages, limits, log }),
    };
  },
});
