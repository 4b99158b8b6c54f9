import { builder } from './builder.ts';
import './modules/api-keys/api-keys.types.ts';
import './modules/companies/companies.types.ts';
import './modules/sessions/sessions.types.ts';
import './modules/users/users.types.ts';

export const schema = builder.toSubGraphSchema({ linkUrl: 'https://specs.apollo.dev/federation/v2.6' });
