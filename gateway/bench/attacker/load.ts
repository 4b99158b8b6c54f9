/**
 * The attacker benchmark's load generator, in a process of its own (and, where it can, on a core of its own):
 * users loading the jobs page, and in the attack phases one attacker. Orders come over IPC; each phase's start is
 * announced, and the figures are sent back at the end.
 */
import { codesOf, post, Tally } from '../support.ts';

export interface Phase {
  name: string;
  seconds: number;
  attack: boolean;
  /** Measured; otherwise a warm-up. */
  measured: boolean;
}

export interface AttackerOrders {
  url: string;
  users: number;
  /** The jobs page's query and its searches (null: browsing without one). */
  pageQuery: string;
  /** The client's page size, which the query requires. */
  pageSize: number;
  searches: (string | null)[];
  /** What the attackers send, and who they are: one set of headers each (its address, an account's token). */
  attack: { query: string; aliases: number; words: string[]; senders: Record<string, string>[] };
  phases: Phase[];
}

export interface PhaseFigures {
  name: string;
  attack: boolean;
  measured: boolean;
  /** The users' page loads that were answered whole (200, no errors). */
  latencies: number[];
  /** Those of them sent before the attacker's last served answer: while its budget lasted. */
  burstLatencies: number[];
  /** Sent after it: the attacker got only 429s. */
  afterBurstLatencies: number[];
  /** From the phase's start to the attacker's last served answer. */
  burstMs: number;
  userFailures: string;
  attacker: { served: number; limited: number; other: string; latencies: number[] };
}

async function runPhase(orders: AttackerOrders, phase: Phase, state: { users: number; words: number }) {
  const endsAt = Date.now() + phase.seconds * 1000;
  const figures: PhaseFigures = {
    name: phase.name,
    attack: phase.attack,
    measured: phase.measured,
    latencies: [],
    burstLatencies: [],
    afterBurstLatencies: [],
    burstMs: 0,
    userFailures: '',
    attacker: { served: 0, limited: 0, other: '', latencies: [] },
  };
  const startedAt = Date.now();
  const loads: { at: number; ms: number }[] = [];
  const userFailures = new Tally();
  const attackerOther = new Tally();
  const users = Array.from({ length: orders.users }, async () => {
    while (Date.now() < endsAt) {
      const n = state.users++;
      const search = orders.searches[n % orders.searches.length];
      // Many visitors, each loading the page now and then: a new address for each load.
      const answer = await post(
        orders.url,
        orders.pageQuery,
        search ? { first: orders.pageSize, search } : { first: orders.pageSize },
        {
          headers: { 'x-forwarded-for': `11.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          timeoutMs: 30_000,
        },
      );
      if (answer.status === 200 && !answer.errors) loads.push({ at: Date.now() - answer.ms, ms: answer.ms });
      else userFailures.add(`${answer.status} ${codesOf(answer).join('+')}`);
    }
  });
  // Each as fast as one client can, and none waits for Retry-After: an attacker has no reason to.
  const attackers = orders.attack.senders.map(async (headers) => {
    while (phase.attack && Date.now() < endsAt) {
      const variables = Object.fromEntries(
        Array.from({ length: orders.attack.aliases }, (_, i) => [
          `s${i}`,
          orders.attack.words[state.words++ % orders.attack.words.length],
        ]),
      );
      const answer = await post(orders.url, orders.attack.query, variables, { headers, timeoutMs: 60_000 });
      if (answer.status === 200 && answer.data && !answer.errors) {
        figures.attacker.served++;
        figures.attacker.latencies.push(answer.ms);
        figures.burstMs = Date.now() - startedAt;
      } else if (answer.status === 429) figures.attacker.limited++;
      else attackerOther.add(`${answer.status} ${codesOf(answer).join('+')}`);
    }
  });
  await Promise.all([...users, ...attackers]);
  figures.latencies = loads.map((l) => l.ms);
  figures.burstLatencies = loads.filter((l) => l.at - startedAt < figures.burstMs).map((l) => l.ms);
  figures.afterBurstLatencies = loads.filter((l) => l.at - startedAt >= figures.burstMs).map((l) => l.ms);
  figures.userFailures = userFailures.toString();
  figures.attacker.other = attackerOther.toString();
  return figures;
}

process.once('message', async (orders: AttackerOrders) => {
  const state = { users: 0, words: 0 };
  const results: PhaseFigures[] = [];
  for (const phase of orders.phases) {
    process.send!({ phase: phase.name });
    results.push(await runPhase(orders, phase, state));
  }
  process.send!({ results }, () => process.exit(0));
});
process.send!({ ready: true });
