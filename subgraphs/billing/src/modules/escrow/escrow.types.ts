import { ConflictFailure, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit } from '@platform/subgraph-kit/rate-limits';
import { builder } from '../../builder.ts';
import { buyRate, LicenceEnum, OrderNode } from '../orders/orders.types.ts';
import { buySoftware, fundMilestone } from './escrow.service.ts';

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

const FundMilestoneInput = builder.inputType('FundMilestoneInput', {
  fields: (t) => ({ milestoneId: t.id({ required: true, description: 'The ContractMilestone to pay.' }) }),
});

builder.mutationFields((t) => ({
  fundMilestone: t.field({
    type: OrderNode,
    description:
      'An order paying a contract’s milestone into escrow at its price (an unpaid one made moments ago is ' +
      'returned again); send the client to its `payUrl`. Once paid, the milestone is funded and its money held ' +
      'until it is released, refunded or split. ConflictError code: NOT_FUNDABLE (not the client’s to fund now).',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: FundMilestoneInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const milestoneId = localId(String(input.milestoneId), 'ContractMilestone');
      if (!milestoneId) throw new NotFoundFailure('No such milestone');
      await rateLimit(context, buyRate);
      return fundMilestone(context.prisma, context.graph, context.viewer!, milestoneId, context.locale);
    },
  }),
}));
