import { userReference } from '@platform/subgraph-kit/entities';
import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; a certificate points at its holder by id. */
export const UserRef = userReference(builder);
