import { cost } from '@platform/subgraph-kit/cost';
import { accountLimits, apiKeyLimits } from '@platform/rules/accounts';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { viewerIsPartner } from './api-keys.partners.ts';
import { createApiKey, revokeApiKey, usageOf, type DailyUsage } from './api-keys.service.ts';

const partnersOnly = {
  authScopes: (_root: unknown, _args: unknown, context: Parameters<typeof viewerIsPartner>[0]) =>
    viewerIsPartner(context),
};

const ApiKeyDailyUsage = builder.objectRef<DailyUsage>('ApiKeyDailyUsage').implement({
  description: 'Requests made with a key on one UTC day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The UTC day, YYYY-MM-DD.' }),
    requests: t.exposeInt('requests', { description: 'Requests served.' }),
    limited: t.exposeInt('limited', { description: 'Requests refused for the rate limit.' }),
  }),
});

const ApiKeyObject = builder.prismaObject('ApiKey', {
  description:
    "A partner's key for the public API, sent as the `X-Api-Key` header. The secret itself is shown only once, " +
    'when the key is created.',
  // Reachable only through the owner's own list and mutations; this keeps it so.
  authScopes: (key, context) => key.ownerId === context.viewer?.userId,
  fields: (t) => ({
    id: t.id({ resolve: (k) => encodeGlobalID('ApiKey', k.id) }),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', {
      description: 'The start of the secret (`kn_` and eight characters), to recognise the key by.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last request made with the key, up to a few seconds late; null if never used.',
    }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the key was revoked; null while it works.',
    }),
    usage: t.field({
      type: [ApiKeyDailyUsage],
      description: `One entry per UTC day for the last \`days\` days (at most ${apiKeyLimits.usageDaysMax}), oldest first, today included; days without requests are zeros.`,
      args: { days: t.arg.int({ required: false, defaultValue: apiKeyLimits.usageDaysDefault }) },
      directives: cost.listSizedBy('days', apiKeyLimits.usageDaysDefault),
      validate: z.object({ days: z.number().int().min(1).max(apiKeyLimits.usageDaysMax).nullish() }).loose(),
      resolve: async (key, { days }, context) =>
        (await usageOf(context, key.id, days ?? apiKeyLimits.usageDaysDefault)) ?? [],
    }),
  }),
});

const CreateApiKeyPayload = builder
  .objectRef<Awaited<ReturnType<typeof createApiKey>>>('CreateApiKeyPayload')
  .implement({
    fields: (t) => ({
      apiKey: t.field({ type: ApiKeyObject, resolve: (p) => p.apiKey }),
      secret: t.exposeString('secret', {
        description: 'The key to send as `X-Api-Key`. Shown this once: it cannot be read again.',
      }),
    }),
  });

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({
      required: true,
      description: `What the key is for (at most ${accountLimits.apiKeyNameMax} characters).`,
    }),
  }),
});

const pageSize = z.number().int().min(0).max(apiKeyLimits.pageMax).nullish();

builder.queryField('myApiKeys', (t) =>
  t.prismaConnection({
    type: 'ApiKey',
    cursor: 'id',
    description: `The signed-in partner's API keys, newest first, revoked ones included (at most ${apiKeyLimits.pageMax} a page).`,
    ...partnersOnly,
    defaultSize: apiKeyLimits.pageDefault,
    maxSize: apiKeyLimits.pageMax,
    validate: z.object({ first: pageSize, last: pageSize }).loose(),
    resolve: (query, _root, _args, context) =>
      context.prisma.apiKey.findMany({
        ...query,
        where: { ownerId: context.viewer!.userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
);

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreateApiKeyPayload,
    description: `A partner creates an API key. Errors: ValidationError; ConflictError API_KEY_LIMIT_REACHED at ${apiKeyLimits.activePerOwner} active keys.`,
    ...partnersOnly,
    errors: { types: [ValidationFailure, ConflictFailure] },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, { input }, context) => createApiKey(context.prisma, context.viewer!, input),
  }),
  revokeApiKey: t.field({
    type: ApiKeyObject,
    description: "Revokes one of the partner's own keys; revoking it again changes nothing.",
    ...partnersOnly,
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => revokeApiKey(context.prisma, context.viewer!, String(id)),
  }),
}));
