import type { Prisma, PrismaNamespace } from '@platform/db';

/**
 * The models each domain owns: those of `prisma/schema/<domain>.prisma` (`schema/src/table-ownership.test.ts`
 * checks the two agree), and the outbox (`events.prisma`), which the kit keeps for every domain.
 */
export const domainModels = {
  accounts: ['User', 'Company', 'Session', 'ApiKey', 'ApiKeyUsage'],
  activity: ['ActivityItem'],
  analytics: ['AnalyticsEvent'],
  assessments: [
    'Test',
    'TestStatShard',
    'Question',
    'QuestionVersion',
    'TestSession',
    'SessionItem',
    'Certificate',
    'TestAccess',
    'TestInvitation',
    'TestInvitationBatch',
  ],
  collaborators: [
    'CollaboratorProfile',
    'CollaboratorWords',
    'CollaboratorCertificate',
    'ContactRequest',
    'CollaboratorReview',
    'CollaboratorReviewReport',
    'Resume',
    'ResumeVersion',
    'ResumeSnapshot',
  ],
  content: [
    'InboxItem',
    'InboxReply',
    'CaptchaUse',
    'SupportPresence',
    'ContentItem',
    'ContentRevision',
    'ContentPublication',
    'ContentRelation',
    'Testimonial',
    'Comment',
    'CommentReport',
  ],
  billing: ['Order', 'Payment', 'LedgerAccount', 'LedgerTransaction', 'LedgerEntry', 'SellerPayout'],
  marketplace: [
    'PortfolioProject',
    'PortfolioWords',
    'PortfolioPicture',
    'PortfolioMember',
    'PortfolioStatShard',
    'PortfolioView',
    'PortfolioLike',
    'PortfolioOffer',
    'PortfolioPurchase',
    'PortfolioPurchaseEvent',
    'Contract',
    'ContractMilestone',
    'ContractMilestoneEvent',
    'ContractMilestoneFile',
    'PortfolioPurchaseFile',
    'PortfolioReview',
  ],
  jobs: ['Job', 'Place', 'SearchTerm', 'JobApplication', 'JobTest', 'ApplicationTestScore'],
  messaging: ['Conversation', 'ConversationParticipant', 'Message', 'MessageReport'],
  events: ['OutboxEvent', 'ConsumedEvent'],
} as const satisfies Record<string, readonly PrismaNamespace.ModelName[]>;

/** A domain: a subgraph and the tables it owns. */
export type Domain = Exclude<keyof typeof domainModels, 'events'>;

/** The models a domain owns, the outbox included. */
export type DomainModel<D extends Domain> = (typeof domainModels)[D | 'events'][number];

/** The client's delegates (`prisma.job`) for the models a domain owns. */
type Delegates<D extends Domain> = Uncapitalize<DomainModel<D>>;

/** Raw SQL, which no type can check: `schema/src/table-ownership.test.ts` reads it for other domains' tables. */
type RawSql = '$queryRaw' | '$queryRawUnsafe' | '$executeRaw' | '$executeRawUnsafe';

/** An interactive transaction's client, all models included (the kit's own work, such as consumers' positions). */
export type Tx = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

/** An interactive transaction's client, narrowed to a domain's models. */
export type DomainTx<D extends Domain> = Pick<Tx, Delegates<D> | RawSql>;

interface TransactionOptions {
  maxWait?: number;
  timeout?: number;
  isolationLevel?: PrismaNamespace.TransactionIsolationLevel;
}

/**
 * The database client as a domain's code sees it: its own models' delegates, raw SQL and transactions, whose
 * client is narrowed alike. The full client is assignable to it, so the process's one client serves every domain.
 * `$connect` is there for Pothos's Prisma plugin, which asks the context for a client that has it.
 *
 * What types cannot narrow: a relation to another domain's model followed in `include`/`select` (Prisma types a
 * model's relations with the model itself), table names in raw SQL, and code handed the process's whole client
 * (`SubgraphDeps.prisma`: the workers); `schema/src/table-ownership.test.ts` reads the code for those.
 */
export type DomainPrisma<D extends Domain> = Pick<Prisma, Delegates<D> | RawSql | '$connect'> & {
  $transaction<P extends PrismaNamespace.PrismaPromise<unknown>[]>(
    statements: [...P],
    options?: TransactionOptions,
  ): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
  $transaction<R>(work: (tx: DomainTx<D>) => Promise<R>, options?: TransactionOptions): Promise<R>;
};
