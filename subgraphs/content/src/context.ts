import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma, DomainTx } from '@platform/subgraph-kit/domains';
import type { ContentSettings } from './env.ts';
import type { Captcha } from './modules/captcha/captcha.service.ts';

/** The database as the content subgraph sees it: the inbox, its replies, used captchas and support presence. */
export type ContentPrisma = DomainPrisma<'content'>;
export type ContentTx = DomainTx<'content'>;

/** What the content subgraph makes once: the captcha, signed with its settings' secret. */
export interface ContentServices {
  captcha: Captcha;
}

/** What the content subgraph's resolvers see: the captcha and its settings. */
export type ContentContext = SubgraphContext<'content', ContentServices, ContentSettings>;
