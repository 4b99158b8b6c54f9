import { entityReference, userReference } from '@platform/subgraph-kit/entities';
import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; an order points at its buyer by id. */
export const UserRef = userReference(builder);

/** The assessments subgraph owns tests; an order of a test points at it by id. */
export const TestRef = entityReference(builder, 'Test');

/** The assessments subgraph owns batches of invitations by e-mail; an order of invitations points at its batch. */
export const TestInvitationBatchRef = entityReference(builder, 'TestInvitationBatch');

/** The marketplace owns contracts' milestones; an order paying one into escrow points at it. */
export const MilestoneRef = entityReference(builder, 'ContractMilestone');
