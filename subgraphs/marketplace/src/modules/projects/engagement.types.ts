import { NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { like, recordView, unlike } from './engagement.service.ts';
import { readableWhere } from './projects.service.ts';
import { ProjectNode } from './projects.types.ts';

/** Views a caller may count in a minute: a person reading the portfolio opens far fewer. */
const viewRate = { name: 'marketplace.view', points: 60, seconds: 60 } satisfies Bucket;
/** Likes and their undoing per account. */
const likeRate = { name: 'marketplace.like', points: 120, seconds: 3_600 } satisfies Bucket;

const idArgs = z.object({ id: z.string().max(200) }).loose();

const projectId = (id: string | number) => {
  const local = localId(String(id), 'PortfolioProject');
  if (!local) throw new NotFoundFailure('No such project');
  return local;
};

builder.mutationFields((t) => ({
  viewPortfolioProject: t.boolean({
    description:
      'Counts the caller’s view of a published project, once a day per visitor; whether this view counted. The ' +
      'page calls it once it is shown (a render on the server counts nothing).',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    validate: idArgs,
    resolve: async (_root, { id }, context) => {
      await rateLimit(context, viewRate);
      return recordView(context.prisma, context.settings.viewSecret, context.caller, projectId(id));
    },
  }),
  likePortfolioProject: t.field({
    type: ProjectNode,
    description: 'The viewer likes a published project; liking it again changes nothing.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    validate: idArgs,
    resolve: async (_root, { id }, context) => {
      await rateLimit(context, likeRate);
      const liked = await like(context.prisma, context.viewer!.userId, projectId(id));
      return context.prisma.portfolioProject.findUniqueOrThrow({ where: { id: liked } });
    },
  }),
  unlikePortfolioProject: t.field({
    type: ProjectNode,
    description: 'Takes the viewer’s like of a project back (nothing if they gave none).',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    validate: idArgs,
    resolve: async (_root, { id }, context) => {
      await rateLimit(context, likeRate);
      const project = await context.prisma.portfolioProject.findFirst({
        where: { id: projectId(id), ...readableWhere(context.viewer) },
      });
      if (!project) throw new NotFoundFailure('No such project');
      await unlike(context.prisma, context.viewer!.userId, project.id);
      return project;
    },
  }),
}));
