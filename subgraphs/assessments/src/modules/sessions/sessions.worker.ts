import { consumer, job } from '@platform/subgraph-kit/consumers';
import { closeExpiredSession, closeExpiredSessions, closesAt } from './sessions.service.ts';

/** The timer of one session: at its deadline and grace, it is closed if nobody finished it. */
export const sessionTimeout = job<{ sessionId: string }>({
  name: 'assessments.session-timeout',
  handle: ({ sessionId }, { prisma }) => closeExpiredSession(prisma, sessionId),
});

/** Sets each started session's timer. */
export const sessionDeadlines = consumer({
  name: 'assessments.session-deadline',
  on: ['test.started'],
  async handle(_tx, event, later) {
    const { sessionId, deadline } = event.payload;
    later.send(sessionTimeout.name, { sessionId }, { at: closesAt(new Date(deadline)), key: sessionId });
  },
});

/**
 * Once an hour, closes any session past its deadline that no timer closed (one started before timers were set,
 * one whose timer was parked): scored with what was answered, as its timer would have.
 */
export const sessionSweep = job({
  name: 'assessments.session-sweep',
  cron: '17 * * * *',
  handle: (_data, { prisma }) => closeExpiredSessions(prisma),
});
