import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { AccountsContext } from './context.ts';
import { parseAccountsSettings } from './env.ts';
import { createApiKeyResolver } from './modules/api-keys/api-keys.gateway.ts';
import { createApiKeyUsage } from './modules/api-keys/api-keys.usage.ts';
import { isRegistered, resolveSession } from './modules/sessions/sessions.service.ts';
import { collaboratorRole } from './modules/users/collaborator-role.projector.ts';
import { schema } from './schema.ts';

export { verifyDemoCompany } from './modules/companies/demo-verification.ts';

/**
 * People, companies, sessions and partners' API keys. It also tells the gateway who a request's credentials
 * name (`credentials`), since sessions and keys are its own, and keeps the roles other domains grant (a listed
 * collaborator's).
 */
export const accountsSubgraph = defineSubgraph<AccountsContext>({
  name: 'accounts',
  schema,
  create: ({ prisma, env, log }) => {
    const settings = parseAccountsSettings(env);
    const apiKey = createApiKeyResolver(prisma);
    const usage = createApiKeyUsage(prisma, { log });
    return {
      settings,
      credentials: {
        session: (token) => resolveSession(prisma, token),
        apiKey,
        recordApiKeyUse: (keyId, outcome) => usage.record(keyId, outcome),
        registered: (userId) => isRegistered(prisma, userId),
      },
      consumers: [collaboratorRole],
      workers: [
        {
          name: 'accounts.api-key-usage',
          // Counting starts with the subgraph; this worker only writes what is left when it stops.
          start: async () => {},
          stop: () => usage.stop(),
          runNow: () => usage.flush(),
        },
      ],
    };
  },
});
