/**
 * The takers benchmark's load generator, in a process of its own (and, where it can, on a core of its own): every
 * taker starts a test, answers a question every few seconds, finishes when all are answered and starts the next
 * test, until the time is up. It sends back each operation's latency.
 */
import { performance } from 'node:perf_hooks';
import { post, sleep } from '../support.ts';
import { answer, finish, given, start, type Started } from './operations.ts';

export interface TakerOrders {
  url: string;
  seconds: number;
  /** Seconds between two answers of one taker, on average. */
  everySeconds: number;
  /**
   * How far one pause may stray from the average, as a fraction of it: 0.5 spreads the pauses evenly over 2.5–7.5 s
   * for `everySeconds` 5 (people do not answer in step); 0 keeps every taker in step.
   */
  spread: number;
  /** One session token per taker. */
  tokens: string[];
  /** The tests' global ids, taken in turn. */
  tests: string[];
}

export interface TakerReport {
  answers: number[];
  /** When each answer was sent, in seconds from the start (the same order as `answers`). */
  answeredAt: number[];
  finishes: number[];
  starts: number[];
  /** Error codes by operation, e.g. `answer RATE_LIMITED`. */
  failures: Record<string, number>;
  sessions: number;
}

process.once('message', async (orders: TakerOrders) => {
  const report: TakerReport = {
    answers: [],
    answeredAt: [],
    finishes: [],
    starts: [],
    failures: {},
    sessions: 0,
  };
  const fail = (what: string, code: string) => {
    const key = `${what} ${code}`;
    report.failures[key] = (report.failures[key] ?? 0) + 1;
  };
  const startedAt = performance.now();
  const endsAt = startedAt + orders.seconds * 1000;
  const pause = () => orders.everySeconds * 1000 * (1 - orders.spread + 2 * orders.spread * Math.random());
  await Promise.all(
    orders.tokens.map(async (bearer, taker) => {
      // Each taker from an address of their own (the gateway believes X-Forwarded-For from loopback).
      const headers = {
        authorization: `Bearer ${bearer}`,
        'x-forwarded-for': `10.${(taker >> 16) & 255}.${(taker >> 8) & 255}.${taker & 255}`,
      };
      // Takers arrive over one answering interval, as people do, not all in the same millisecond.
      await sleep(Math.random() * orders.everySeconds * 1000);
      for (let n = 0; performance.now() < endsAt; n++) {
        const testId = orders.tests[(taker + n) % orders.tests.length]!;
        const started = await post<Started>(orders.url, start, { id: testId }, { headers });
        const session = started.data?.startTestSession.data;
        if (!session) {
          fail(
            'start',
            started.data?.startTestSession.code ??
              started.errors?.[0]?.extensions?.code ??
              `HTTP_${started.status}`,
          );
          await sleep(orders.everySeconds * 1000);
          continue;
        }
        report.starts.push(started.ms);
        report.sessions++;
        for (const q of session.questions) {
          if (performance.now() >= endsAt) return;
          await sleep(pause());
          const sentAt = (performance.now() - startedAt) / 1000;
          const answered = await post(
            orders.url,
            answer,
            { input: { token: session.token, position: q.position, ...given(q) } },
            { headers },
          );
          if (answered.errors?.length || answered.status !== 200)
            fail('answer', answered.errors?.[0]?.extensions?.code ?? `HTTP_${answered.status}`);
          else {
            report.answers.push(answered.ms);
            report.answeredAt.push(sentAt);
          }
        }
        const finished = await post(orders.url, finish, { token: session.token }, { headers });
        if (finished.errors?.length || finished.status !== 200)
          fail('finish', finished.errors?.[0]?.extensions?.code ?? `HTTP_${finished.status}`);
        else report.finishes.push(finished.ms);
      }
    }),
  );
  process.send!(report, () => process.exit(0));
});
process.send!({ ready: true });
