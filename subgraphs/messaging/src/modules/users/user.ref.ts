import { entityReference, userReference } from '@platform/subgraph-kit/entities';
import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; this subgraph only points at them by id. */
export const UserRef = userReference(builder);

/** The jobs subgraph owns jobs; a conversation about a job points at it by id. */
export const JobRef = entityReference(builder, 'Job');
