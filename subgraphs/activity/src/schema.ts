import { builder } from './builder.ts';
import './modules/feed/feed.types.ts';

export const schema = builder.toSubGraphSchema({ linkUrl: 'https://specs.apollo.dev/federation/v2.6' });
