import { builder } from './builder.ts';
import './modules/conversations/conversations.types.ts';
import './modules/reports/reports.types.ts';

export const schema = builder.toSubGraphSchema({ linkUrl: 'https://specs.apollo.dev/federation/v2.6' });
