import { describe, expect, it } from 'vitest';
import { composeSchemas } from './compose.ts';
import { staleFiles } from './files.ts';
import { nodeEntityTypes, nodeSubgraphSdl } from './node-subgraph.ts';

describe('the composed schema', () => {
  const composed = composeSchemas();

  it('matches the committed files (run `pnpm schema` after changing a subgraph)', async () => {
    expect(await staleFiles(composed)).toEqual([]);
  });

  it('offers node lookup for the Node entities of every subgraph', () => {
    expect(composed.subgraphSdls.node).toBe(
      nodeSubgraphSdl([
        'ActivityItem',
        'Certificate',
        'Collaborator',
        'Comment',
        'Company',
        'ContactRequest',
        'ContentItem',
        'ContentRevision',
        'Contract',
        'ContractMilestone',
        'Conversation',
        'Inbox',
        'InboxItem',
        'Job',
        'JobApplication',
        'Message',
        'MessageReport',
        'Order',
        'PortfolioProject',
        'PortfolioPurchase',
        'PortfolioReview',
        'Resume',
        'Test',
        'TestInvitationBatch',
        'TestSession',
        'Testimonial',
        'User',
      ]),
    );
    expect(composed.apiSdl).toMatch(/node\(id: ID!\): Node/);
  });
});

describe('nodeEntityTypes', () => {
  it('counts only types that implement Node with a resolvable id key', () => {
    const sdl = `
      interface Node { id: ID! }
      type A implements Node @key(fields: "id") { id: ID! }
      type B implements Node @key(fields: "id", resolvable: false) { id: ID! }
      type C @key(fields: "id") { id: ID! }
      type D implements Node @key(fields: "slug") { id: ID! slug: String! }
      type Query { a: A }
    `;
    expect(nodeEntityTypes([sdl, 'type E implements Node @key(fields: "id") { id: ID! }'])).toEqual([
      'A',
      'E',
    ]);
  });
});
