import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/captcha/captcha.types.ts';
import './modules/feedback/feedback.types.ts';
import './modules/inbox/inbox.types.ts';
import './modules/items/items.types.ts';
import './modules/support/support.types.ts';

export const schema = toSubgraphSchema(builder);
