import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { builder } from '../../builder.ts';

/** Challenges per caller: a form needs one per attempt. */
const challengeRate = { name: 'content.captcha', points: 60, seconds: 600 } satisfies Bucket;

builder.queryField('captchaChallenge', (t) =>
  t.string({
    description:
      'A proof-of-work challenge (ALTCHA, as JSON) for an anonymous form: the browser solves it and sends the ' +
      'solution with the form, which accepts it once.',
    resolve: async (_root, _args, context) => {
      await rateLimit(context, challengeRate);
      return context.services.captcha.challenge();
    },
  }),
);
