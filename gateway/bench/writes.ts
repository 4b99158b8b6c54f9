/**
 * Writes as a careful client makes them, for the benchmarks: each write is one payload with a key of its own,
 * sent again unchanged until an answer says it was stored (or refused). The key is in the stored text, so that
 * the database can be asked afterwards whether every write is there exactly once.
 */
import type { Prisma } from '@platform/db';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { codesOf, post, sleep, type Answer } from './support.ts';

export type WriteKind = 'application' | 'message';

export interface Write {
  kind: WriteKind;
  /** Unique per write; written into the cover letter or the message body. */
  key: string;
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

const applyMutation = `mutation Apply($input: ApplyToJobInput!) {
  applyToJob(input: $input) { __typename ... on MutationApplyToJobSuccess { data { id } } ... on BaseError { message } }
}`;

const sendMutation = `mutation Send($input: SendMessageInput!) {
  sendMessage(input: $input) { __typename ... on MutationSendMessageSuccess { data { id } } ... on BaseError { message } }
}`;

/** A visitor's application, from an address of its own (the gateway believes X-Forwarded-For from loopback). */
export function application(key: string, jobId: string, address: string): Write {
  return {
    kind: 'application',
    key,
    query: applyMutation,
    variables: {
      input: {
        jobId,
        fullName: 'Bench Applicant',
        email: `${key}@bench.example`,
        phone: '09121234567',
        coverLetter: `Cover letter ${key}`,
      },
    },
    headers: { 'x-forwarded-for': address },
  };
}

/** A signed-in user's message in their conversation, with the key as its client id. */
export function message(key: string, conversationId: string, token: string): Write {
  return {
    kind: 'message',
    key,
    query: sendMutation,
    variables: { input: { conversationId, body: `Message ${key}`, clientId: key } },
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A distinct address for the n-th visitor (10.0.0.0/8 has room for 16 million). */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface WriteOutcome {
  kind: WriteKind;
  key: string;
  /** A success answer arrived. */
  acknowledged: boolean;
  /** The answer that ended it without success: a domain result (`ConflictError`) or an error code. */
  refused?: string;
  attempts: number;
  /** Attempts that the client cut short on purpose before their answer arrived. */
  cut: number;
  /** What the attempts that did not succeed got, e.g. `503 SERVICE_UNAVAILABLE`, `timeout`. */
  failures: string[];
  /** When the first attempt was sent and the success arrived (performance.now()). */
  startedAt: number;
  acknowledgedAt?: number;
  /** From the first attempt to the success, retries and waits included. */
  totalMs?: number;
  /** How long the successful attempt took. */
  answerMs?: number;
  /** When the last attempt was sent, by the wall clock (which PostgreSQL shares on this machine). */
  lastAttemptAt: number;
}

export interface RetryPolicy {
  /** A client's own timeout for one attempt. */
  timeoutMs: number;
  /** The share of attempts aborted on purpose after a random 0–`cutWithinMs`, so that their answer is lost. */
  cutFraction: number;
  cutWithinMs: number;
  /** Stop retrying (the write stays unacknowledged) after this moment (performance.now()). */
  giveUpAt: number;
  random?: () => number;
}

function successOf(answer: Answer): string | undefined {
  const result = Object.values(answer.data ?? {})[0] as { __typename?: string } | null | undefined;
  return result?.__typename;
}

/**
 * Sends `write` until it is acknowledged: again after a network error, a timeout, an abort or any 5xx (after the
 * Retry-After the server gave, else a short growing pause); after the Retry-After of a 429. A domain refusal
 * (a ValidationError, ConflictError…) or another error code ends it unacknowledged.
 */
export async function performWrite(url: string, write: Write, policy: RetryPolicy): Promise<WriteOutcome> {
  const random = policy.random ?? Math.random;
  const outcome: WriteOutcome = {
    kind: write.kind,
    key: write.key,
    acknowledged: false,
    attempts: 0,
    cut: 0,
    failures: [],
    startedAt: performance.now(),
    lastAttemptAt: Date.now(),
  };
  for (let retry = 0; performance.now() < policy.giveUpAt; retry++) {
    outcome.attempts++;
    outcome.lastAttemptAt = Date.now();
    const cut = random() < policy.cutFraction;
    const controller = new AbortController();
    if (cut) setTimeout(() => controller.abort(), random() * policy.cutWithinMs);
    const answer = await post(url, write.query, write.variables, {
      headers: write.headers,
      timeoutMs: policy.timeoutMs,
      signal: controller.signal,
    });
    const typename = successOf(answer);
    if (answer.status === 200 && typename?.endsWith('Success')) {
      outcome.acknowledged = true;
      outcome.acknowledgedAt = performance.now();
      outcome.totalMs = outcome.acknowledgedAt - outcome.startedAt;
      outcome.answerMs = answer.ms;
      return outcome;
    }
    if (answer.failure === 'aborted') outcome.cut++;
    const codes = codesOf(answer);
    outcome.failures.push(answer.status ? `${answer.status} ${codes.join('+')}` : codes.join('+'));
    const transient = answer.status === 0 || answer.status >= 500 || answer.status === 429;
    if (!transient) {
      outcome.refused = typename ?? codes.join('+');
      return outcome;
    }
    const backoff = Math.min(2_000, 100 * 2 ** retry) * (0.5 + random() / 2);
    await sleep(answer.retryAfter ? answer.retryAfter * 1000 : backoff);
  }
  return outcome;
}

/** What the database holds of the writes, by the key written into each row's text: rows, and the first's time. */
export async function storedRows(prisma: Prisma, keys: { application: string[]; message: string[] }) {
  type Row = { key: string; rows: number; first: Date };
  const applications = await prisma.$queryRaw<Row[]>`
    SELECT substr(cover_letter, 14) AS key, count(*)::int AS rows, min(created_at) AS first
    FROM job_applications
    WHERE cover_letter LIKE 'Cover letter %' AND substr(cover_letter, 14) = ANY(${keys.application})
    GROUP BY 1`;
  const messages = await prisma.$queryRaw<Row[]>`
    SELECT substr(body, 9) AS key, count(*)::int AS rows, min(sent_at) AS first FROM messages
    WHERE body LIKE 'Message %' AND substr(body, 9) = ANY(${keys.message})
    GROUP BY 1`;
  return {
    application: new Map(applications.map((r) => [r.key, r])),
    message: new Map(messages.map((r) => [r.key, r])),
  };
}

export interface Audit {
  attempted: number;
  acknowledged: number;
  /** Acknowledged, yet not in the database: a write the product said it kept and did not. */
  lost: number;
  /** Attempted and not in the database, acknowledged or not. */
  absent: number;
  /** Unacknowledged (the client gave up or was refused) yet stored. */
  storedUnacknowledged: number;
  /** Keys with more than one row. */
  duplicated: number;
  /**
   * Acknowledged after a retry, yet stored before that retry was sent: an earlier attempt wrote it and its answer
   * was lost, and the retry was answered with what was stored.
   */
  answeredFromStore: number;
}

/** Compares what clients were told with what the database holds, per kind of write. */
export async function audit(prisma: Prisma, outcomes: WriteOutcome[]): Promise<Record<WriteKind, Audit>> {
  const keys = { application: [] as string[], message: [] as string[] };
  for (const o of outcomes) keys[o.kind].push(o.key);
  const stored = await storedRows(prisma, keys);
  const result = {} as Record<WriteKind, Audit>;
  for (const kind of ['application', 'message'] as const) {
    const of = outcomes.filter((o) => o.kind === kind);
    const rows = stored[kind];
    result[kind] = {
      attempted: of.length,
      acknowledged: of.filter((o) => o.acknowledged).length,
      lost: of.filter((o) => o.acknowledged && !rows.has(o.key)).length,
      absent: of.filter((o) => !rows.has(o.key)).length,
      storedUnacknowledged: of.filter((o) => !o.acknowledged && rows.has(o.key)).length,
      duplicated: [...rows.values()].filter((r) => r.rows > 1).length,
      answeredFromStore: of.filter(
        (o) => o.acknowledged && o.attempts > 1 && rows.get(o.key)!.first.getTime() < o.lastAttemptAt,
      ).length,
    };
  }
  return result;
}

/** Users who write messages, each signed in and in a conversation with a partner of their own. */
export async function messageWriters(
  prisma: Prisma,
  count: number,
  createSession: (userId: string) => Promise<string>,
): Promise<{ token: string; conversationId: string; userId: string }[]> {
  const writers = [];
  for (let i = 0; i < count; i++) {
    const [writer, partner] = await Promise.all(
      ['Writer', 'Partner'].map((name) =>
        prisma.user.create({
          data: { displayName: `Bench ${name} ${i}`, roles: ['JOB_SEEKER'], registeredAt: new Date() },
        }),
      ),
    );
    const conversation = await prisma.conversation.create({
      data: {
        createdById: writer!.id,
        participants: { create: [{ userId: writer!.id }, { userId: partner!.id }] },
      },
    });
    writers.push({
      token: await createSession(writer!.id),
      conversationId: encodeGlobalID('Conversation', conversation.id),
      userId: writer!.id,
    });
  }
  return writers;
}

/** Global ids of the jobs open for applications (published, not expired). */
export async function openJobs(prisma: Prisma): Promise<string[]> {
  const now = new Date();
  const jobs = await prisma.job.findMany({
    where: {
      status: 'PUBLISHED',
      OR: [{ permanent: true }, { expiresAt: null }, { expiresAt: { gt: now } }],
    },
    select: { id: true },
  });
  return jobs.map((j) => encodeGlobalID('Job', j.id));
}
