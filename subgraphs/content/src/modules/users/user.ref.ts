import { userReference } from '@platform/subgraph-kit/entities';
import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; this subgraph only points at them by id. */
export const UserRef = userReference(builder);
