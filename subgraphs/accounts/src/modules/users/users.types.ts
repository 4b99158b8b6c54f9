import { localId } from '@platform/subgraph-kit/global-id';
import { byKeys, requestLoader } from '@platform/subgraph-kit/loaders';
import { builder } from '../../builder.ts';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
  }),
});

builder.asEntity(UserNode, {
  key: builder.selection<{ id: string }>('id'),
  // Other subgraphs hand over many users at once (a page of jobs and their posters): one query for all of them.
  resolveReference: async ({ id }, context) => {
    const userId = localId(id, 'User');
    if (!userId) return null;
    return requestLoader(context, 'User.byId', async (ids: readonly string[]) =>
      byKeys(ids, await context.prisma.user.findMany({ where: { id: { in: [...ids] } } }), (u) => u.id),
    ).load(userId);
  },
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: UserNode,
    nullable: true,
    description: 'The signed-in user; null for visitors. Sign-in arrives with the accounts issue.',
    resolve: () => null,
  }),
}));
