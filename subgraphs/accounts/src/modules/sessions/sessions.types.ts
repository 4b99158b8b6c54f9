import { NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { revokeSession } from './sessions.service.ts';

export const SessionObject = builder.prismaObject('Session', {
  description: 'A browser signed in to the account. The token itself is never shown again.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => encodeGlobalID('Session', s.id) }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    current: t.boolean({
      description: 'This is the session making the request.',
      resolve: (s, _args, context) => s.id === context.viewer?.sessionId,
    }),
  }),
});

builder.mutationFields((t) => ({
  signOut: t.boolean({
    description: 'Ends the current session; its token stops working at once.',
    resolve: (_root, _args, context) =>
      revokeSession(context.prisma, context.viewer!.userId, context.viewer!.sessionId),
  }),
  revokeSession: t.field({
    type: 'ID',
    description: "Ends one of the signed-in user's other sessions; answers the ended session's id.",
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const sessionId = localId(String(id), 'Session');
      if (!sessionId || !(await revokeSession(context.prisma, context.viewer!.userId, sessionId))) {
        throw new NotFoundFailure('No such session');
      }
      return encodeGlobalID('Session', sessionId);
    },
  }),
}));
