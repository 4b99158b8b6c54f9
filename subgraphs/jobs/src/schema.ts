import { builder } from './builder.ts';
import './modules/jobs/jobs.types.ts';
import './modules/jobs/posting.types.ts';
import './modules/applications/applications.types.ts';

export const schema = builder.toSubGraphSchema({ linkUrl: 'https://specs.apollo.dev/federation/v2.6' });
