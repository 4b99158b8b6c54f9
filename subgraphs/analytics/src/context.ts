import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma } from '@platform/subgraph-kit/domains';
import type { AnalyticsSettings } from './env.ts';

/** The database as the analytics subgraph sees it: the client's telemetry events. */
export type AnalyticsPrisma = DomainPrisma<'analytics'>;

/** What the analytics subgraph's resolvers see: its settings, and no services of its own. */
export type AnalyticsContext = SubgraphContext<'analytics', undefined, AnalyticsSettings>;
