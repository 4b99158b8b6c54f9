import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma, DomainTx } from '@platform/subgraph-kit/domains';
import type { AssessmentsSettings } from './env.ts';

/** The database as the assessments subgraph sees it: tests, their items, sessions, certificates and access. */
export type AssessmentsPrisma = DomainPrisma<'assessments'>;
export type AssessmentsTx = DomainTx<'assessments'>;

/** What the assessments subgraph's resolvers see: its settings, and no services of its own. */
export type AssessmentsContext = SubgraphContext<'assessments', undefined, AssessmentsSettings>;
