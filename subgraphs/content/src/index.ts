import { job } from '@platform/subgraph-kit/consumers';
import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { ContentContext } from './context.ts';
import { parseContentSettings } from './env.ts';
import { createCaptcha, forgetExpiredCaptchas } from './modules/captcha/captcha.service.ts';
import { inboxMailing } from './modules/inbox/inbox.mail.ts';
import { contentSitemap } from './modules/items/items.service.ts';
import { schema } from './schema.ts';

export { writeDemoContent } from './modules/items/demo-content.ts';

/** The public pages the content subgraph lists in the sitemap. */
const formPages = ['/contact', '/cooperation'];

/**
 * The site's content and its forms: the contact form, error reports and cooperation requests, which reach the
 * admins' one inbox, and the captcha that guards them.
 */
export const contentSubgraph = defineSubgraph<ContentContext>({
  name: 'content',
  schema,
  create: ({ log, env, pagesUrl, prisma }) => {
    const settings = parseContentSettings(env);
    const captcha = createCaptcha({
      secret: settings.captchaSecret,
      maxNumber: settings.captchaMaxNumber,
      ttlSeconds: settings.captchaTtlSeconds,
    });
    const mail = inboxMailing({ log, settings, pagesUrl: pagesUrl ?? (() => null) });
    const captchaSweep = job({
      name: 'content.captcha-sweep',
      cron: '17 * * * *',
      handle: (_data, { prisma }) => forgetExpiredCaptchas(prisma),
    });
    return {
      settings,
      services: { captcha },
      consumers: mail.consumers,
      jobs: [...mail.jobs, captchaSweep],
      sitemaps: [
        contentSitemap(prisma),
        {
          name: 'forms',
          count: async () => formPages.length,
          list: async (offset, limit) => formPages.slice(offset, offset + limit).map((path) => ({ path })),
        },
      ],
    };
  },
});
