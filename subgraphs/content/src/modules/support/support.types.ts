import { inWorkingHours } from '@platform/rules/content';
import { builder } from '../../builder.ts';
import { supportStatus } from './support.service.ts';

const SupportStatus = builder
  .objectRef<{ online: boolean; minutesSinceSeen: number | null; lastSeenAt: Date | null }>('SupportStatus')
  .implement({
    description: 'Whether support is at work now, measured from when an admin last worked in the inbox.',
    fields: (t) => ({
      online: t.exposeBoolean('online'),
      minutesSinceSeen: t.exposeInt('minutesSinceSeen', {
        nullable: true,
        description: 'Minutes since an admin was last active; null when none has been.',
      }),
      lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', nullable: true }),
      workingHours: t.boolean({
        description: 'Whether it is now within working hours (Saturday to Thursday, 8 to 21 Tehran time).',
        resolve: () => inWorkingHours(new Date()),
      }),
    }),
  });

builder.queryField('supportStatus', (t) =>
  t.field({
    type: SupportStatus,
    description: 'Support’s status for the contact page: online, or offline with minutes since last seen.',
    resolve: (_root, _args, context) => supportStatus(context.prisma),
  }),
);
