import { ConflictFailure, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit } from '@platform/subgraph-kit/rate-limits';
import { builder } from '../../builder.ts';
import { buyRate, LicenceEnum, OrderNode } from '../orders/orders.types.ts';
import { buySoftware } from './escrow.service.ts';

const BuySoftwareInput = builder.inputType('BuySoftwareInput', {
  fields: (t) => ({
    projectId: t.id({ required: true, description: 'The PortfolioProject for sale.' }),
    licence: t.field({ type: LicenceEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  buySoftware: t.field({
    type: OrderNode,
    description:
      'An order for a licence of a ready-made project at its offer’s price (an unpaid one made moments ago is ' +
      'returned again); send the buyer to its `payUrl`. Once paid, the money is held in escrow until the ' +
      'purchase is settled. ConflictError codes: NOT_FOR_SALE, OWN_PROJECT.',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: BuySoftwareInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const projectId = localId(String(input.projectId), 'PortfolioProject');
      if (!projectId) throw new NotFoundFailure('No such project');
      await rateLimit(context, buyRate);
      return buySoftware(
        context.prisma,
        context.graph,
        context.viewer!,
        projectId,
        input.licence,
        context.locale,
      );
    },
  }),
}));
