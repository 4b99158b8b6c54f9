import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { MarketplaceContext } from './context.ts';
import { parseMarketplaceSettings } from './env.ts';
import { statsFolding } from './modules/projects/engagement.service.ts';
import {
  disputeResponseEnds,
  fundedMilestones,
  milestoneTimers,
  reviewEnds,
} from './modules/contracts/contracts.service.ts';
import { contractMailing } from './modules/contracts/contracts.mail.ts';
import { portfolioSitemap } from './modules/projects/projects.service.ts';
import { purchaseMailing } from './modules/purchases/purchases.mail.ts';
import { inspectionEnds, paidPurchases } from './modules/purchases/purchases.service.ts';
import { schema } from './schema.ts';

export { writeDemoPortfolio } from './modules/projects/demo-portfolio.ts';

/**
 * The marketplace: the portfolio's projects, which the platform's team and collaborators write and publish, with
 * their galleries, teams (collaborators' profiles, by reference), views and likes; ready-made projects' purchases and
 * contracts for custom work, both paid through billing's escrow.
 */
export const marketplaceSubgraph = defineSubgraph<MarketplaceContext>({
  name: 'marketplace',
  schema,
  create: ({ prisma, env, graph, log, pagesUrl }) => {
    const settings = parseMarketplaceSettings(env);
    const mailing = { log, graph, settings, pagesUrl: pagesUrl ?? (() => null) };
    const mail = purchaseMailing(mailing);
    const contractMail = contractMailing(mailing);
    return {
      settings,
      services: {},
      sitemaps: [portfolioSitemap(prisma)],
      jobs: [
        statsFolding,
        inspectionEnds,
        reviewEnds,
        disputeResponseEnds,
        ...mail.jobs,
        ...contractMail.jobs,
      ],
      consumers: [
        paidPurchases,
        fundedMilestones,
        milestoneTimers,
        ...mail.consumers,
        ...contractMail.consumers,
      ],
    };
  },
});
