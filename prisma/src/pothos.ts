/**
 * The datamodel and types that @pothos/plugin-prisma builds GraphQL types from, generated beside the client by
 * `prisma generate`. Only the subgraph kit's schema builder imports this entry; the database package itself knows
 * no GraphQL.
 */
export { getDatamodel } from '../generated/pothos-types.ts';
export type { default as PrismaTypes } from '../generated/pothos-types.ts';
