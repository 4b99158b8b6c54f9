import { readFileSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { publicErrorCodes } from '@platform/rules/error-codes';
import { schemaPath } from '@platform/schema/files';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from '../test-helpers.ts';
import { connect, disposeClients } from '../ws-test-helpers.ts';
import { operationLimits } from './operation-limits.ts';

/**
 * The hostile-input suite: operations an attacker would send, generated over every root field and argument of the
 * public schema, through the real gateway over HTTP and WebSocket. Whatever is sent, the answer is JSON, never a
 * 5xx, every error carries a code the client has words for (never INTERNAL_SERVER_ERROR), no answer shows a stack
 * or a file path, and nothing is logged as the server's fault.
 */

const apiSchema = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
const codes = new Set<string>(publicErrorCodes.filter((c) => c !== 'INTERNAL_SERVER_ERROR'));
const leak =
  /node_modules|\/work\/|\.tsx?:\d+|\.m?js:\d+|\n\s+at |stacktrace|prisma\.|PrismaClient|22021|22P02|\b(SELECT|INSERT INTO|WHERE) [a-z_"]/;
/** A socket closed for a reason a client can act on: the message was too big, too many requests, a bad token. */
const closeCodes: Record<number, string> = {
  1009: 'PAYLOAD_TOO_LARGE',
  4429: 'RATE_LIMITED',
  4401: 'INVALID_TOKEN',
};

let db: TestDatabase;
let app: RunningApp;
const logged: unknown[] = [];
let superToken: string;
const ids: Record<string, string> = {};
const sent = { http: 0, socket: 0 };

/** Strings that have broken servers: injections, markup, encodings, sizes. */
const hostileStrings = [
  "' OR 1=1 --",
  '"; DROP TABLE jobs; --',
  '%_\\%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'before\u0000after',
  '\ud800',
  'x\udc00y',
  '\u202eevil\u202c',
  '../../../../etc/passwd',
  'a\r\nSet-Cookie: x=1',
  '${process.env}',
  '{{7*7}}',
  'ي ك ى ة ٠١٢ ۰۱۲ ـــ',
  '😀'.repeat(500),
  'x'.repeat(20_000),
  '',
  '   ',
  'null',
];

const hostileIds = [
  '',
  'garbage',
  '!!!',
  encodeGlobalID('Job', 'not-a-uuid'),
  encodeGlobalID('Job', `${'a'.repeat(5_000)}`),
  encodeGlobalID('Nope', '1'),
  encodeGlobalID('User', "1' OR '1'='1"),
  Buffer.from('Job:').toString('base64'),
  Buffer.from('\u0000:\u0000').toString('base64'),
  'SmI6\u0000',
];

const hostileCursors = [
  '',
  'abc',
  '!!!',
  Buffer.from('garbage').toString('base64'),
  Buffer.from('arrayconnection:-5').toString('base64'),
  Buffer.from('arrayconnection:99999999999999999999').toString('base64'),
  Buffer.from('GPC:S:x').toString('base64'),
  Buffer.from('GPC:J:{"a":').toString('base64'),
  'x'.repeat(10_000),
];

const hostileInts: unknown[] = [-1, 0, 2_147_483_647, -2_147_483_648, 1e10, 1.5, '7', null, true];
const hostileSafeInts: unknown[] = [-1, 2 ** 53, -(2 ** 53), 1e300, 1.5, '1000', Number.MAX_SAFE_INTEGER];
const hostileDates: unknown[] = ['not a date', '2026-13-45T99:99:99Z', '', 1e20, '0000-00-00'];

interface Answer {
  status: number;
  text: string;
}

async function send(body: string, headers: Record<string, string> = {}, method = 'POST'): Promise<Answer> {
  sent.http++;
  const response = await fetch(`${app.url}/graphql`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
  });
  return { status: response.status, text: await response.text() };
}

/** What is wrong with an answer, if anything: each problem is named, so that one run lists them all. */
function problemsOf(answer: Answer, what: string): string[] {
  const problems: string[] = [];
  const excerpt = answer.text.slice(0, 200);
  if (answer.status >= 500) problems.push(`${what}: HTTP ${answer.status} ${excerpt}`);
  if (leak.test(answer.text)) problems.push(`${what}: leaks internals: ${excerpt}`);
  let body: { data?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...problems, `${what}: not JSON: ${excerpt}`];
  }
  if (body.data === undefined && !Array.isArray(body.errors))
    problems.push(`${what}: neither data nor errors`);
  for (const error of body.errors ?? []) {
    if (!codes.has(String(error.extensions?.code)) || typeof error.message !== 'string') {
      problems.push(`${what}: ${JSON.stringify(error).slice(0, 200)}`);
    }
  }
  return problems;
}

/**
 * A value of the type that passes what GraphQL checks, with real ids where the argument names one. Input objects
 * get their required fields only: a hostile value is tried with nothing else optional beside it, so that another
 * field's refusal (a cursor that is no cursor, say) cannot answer for it.
 */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type, f.name)]),
    );
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return ids[name] ?? ids.job;
    case 'Int':
      return name === 'postedWithinDays'
        ? 7
        : name === 'contractDays'
          ? 30
          : name === 'failingStatus'
            ? 404
            : 5;
    case 'SafeInt':
      return 100_000_000;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date().toISOString();
    default:
      return (
        (
          {
            email: 'someone@example.com',
            phone: '09121234567',
            language: 'en',
            preferredLanguage: 'en',
            account: 'job-seeker',
            reason: 'SPAM',
            from: '2026-01-01',
            to: '2026-01-31',
            timeZone: 'Asia/Tehran',
            // The site's forms: a message long enough, a failing address inside the product, a tracking code.
            message: 'A message long enough to be read.',
            failingPath: '/fa/missing',
            trackingCode: 'K7QX-3MZD-9TPA',
            // A testimonial's contact, and comments' and testimonials' texts long enough to be read.
            contact: 'someone@example.com',
            text: 'A text long enough to be read.',
          } as Record<string, string>
        )[name] ?? 'Text'
      );
  }
}

/** Every leaf of an argument's type, as a path into its value with the leaf's type. */
function leaves(type: GraphQLInputType, path: string[]): { path: string[]; type: GraphQLInputType }[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return leaves(inner.ofType, [...path, '0']);
  if (isInputObjectType(inner)) {
    return Object.values(inner.getFields()).flatMap((f) => leaves(f.type, [...path, f.name]));
  }
  return [{ path, type: inner }];
}

/** The variables with `value` at `path`, the optional objects and lists on the way made as needed. */
function withValue(variables: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(variables);
  let target = copy as Record<string, unknown>;
  path.slice(0, -1).forEach((key, i) => {
    target[key] ??= path[i + 1] === '0' ? [] : {};
    target = target[key] as Record<string, unknown>;
  });
  target[path.at(-1)!] = value;
  return copy;
}

/** One operation calling `field` with its arguments as variables, selecting only `__typename`. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const definitions = field.args.map((a: GraphQLArgument) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  // A connection's resolver runs only when its page is asked for: `__typename` alone would try none of its arguments.
  const page = isObjectType(named) && 'pageInfo' in named.getFields() ? ' pageInfo { hasNextPage }' : '';
  const selection =
    isObjectType(named) || (!isScalarType(named) && !isEnumType(named)) ? ` { __typename${page} }` : '';
  return `${kind}${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Hostile values for a leaf of the given type and name. */
function hostileValuesFor(type: GraphQLInputType, name: string): unknown[] {
  const named = getNamedType(type).name;
  if (named === 'ID') return hostileIds;
  if (named === 'Int') return hostileInts;
  if (named === 'SafeInt') return hostileSafeInts;
  if (named === 'DateTime') return hostileDates;
  if (named === 'Boolean') return ['yes', 1];
  if (isEnumType(getNamedType(type))) return ['NOPE', 'full_time', 1];
  if (name === 'after' || name === 'before') return hostileCursors;
  return hostileStrings;
}

interface Case {
  what: string;
  query: string;
  variables: Record<string, unknown>;
  asUser: boolean;
}

/** Every root query and mutation, every leaf of every argument, every hostile value for it. */
function argumentCases(): Case[] {
  const cases: Case[] = [];
  for (const [kind, type] of [
    ['query', apiSchema.getQueryType()!],
    ['mutation', apiSchema.getMutationType()!],
  ] as const) {
    for (const field of Object.values(type.getFields())) {
      const query = operationFor(kind, field);
      // Required arguments, and `first` (a page), with valid values; each hostile value is tried alone beside them.
      const base = Object.fromEntries(
        field.args
          .filter((a) => isNonNullType(a.type) || a.name === 'first')
          .map((a) => [a.name, sample(a.type, a.name)]),
      );
      for (const arg of field.args) {
        for (const leaf of leaves(arg.type, [arg.name])) {
          const leafName = leaf.path.filter((p) => p !== '0').at(-1)!;
          for (const value of hostileValuesFor(leaf.type, leafName)) {
            const variables = withValue(base, leaf.path, value);
            const what = `${field.name} ${leaf.path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`;
            cases.push({ what, query, variables, asUser: true });
            if (kind === 'query') cases.push({ what: `${what} (visitor)`, query, variables, asUser: false });
          }
        }
      }
    }
  }
  return cases;
}

/** Nested arguments and shapes: depth, aliases, fragments, directives, tokens, cycles. */
function shapeCases(): Case[] {
  const chain = (hops: number) =>
    `{ job(slug: "x") { ${'applications(first: 1) { edges { node { job { '.repeat(hops)} title ${'} } } } '.repeat(hops)} } }`;
  const messages = (hops: number) =>
    `query ($id: ID!) { node(id: $id) { ... on Conversation { ${'messages(last: 5) { edges { node { conversation { '.repeat(hops)} id ${'} } } } '.repeat(hops)} } } }`;
  const aliases = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: jobs(search: "x", first: 100) { totalCount facets { exact } }`).join(' ')} }`;
  const fragmentChain = (n: number) =>
    `{ ...F0 } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Query { __typename ${i + 1 < n ? `...F${i + 1}` : ''} }`).join(' ')}`;
  const fragmentBomb = (n: number) =>
    `{ ...B0 } ${Array.from({ length: n }, (_, i) => `fragment B${i} on Query { jobs(first: 100) { totalCount } ${i + 1 < n ? `...B${i + 1} ...B${i + 1}` : ''} }`).join(' ')}`;
  const directives = (n: number) => `{ __typename ${'@include(if: true) '.repeat(n)} }`;
  const shapes: [string, string][] = [
    ...[1, 2, 3, 5, 10, 20, 50, 100].map((h) => [`application chain ${h}`, chain(h)] as [string, string]),
    ...[1, 2, 3, 10, 30].map((h) => [`message cycle ${h}`, messages(h)] as [string, string]),
    ...[10, 31, 60, 200, 1_000, 5_000].map((n) => [`${n} aliases`, aliases(n)] as [string, string]),
    ...[10, 100, 1_000, 5_000].map((n) => [`fragment chain ${n}`, fragmentChain(n)] as [string, string]),
    ...[5, 20, 40].map((n) => [`fragment bomb ${n}`, fragmentBomb(n)] as [string, string]),
    ['fragment cycle', '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }'],
    ...[10, 51, 500].map((n) => [`${n} directives`, directives(n)] as [string, string]),
    ['token limit', `{ ${'__typename '.repeat(operationLimits.tokens * 3)} }`],
    ['deep braces', `${'{ '.repeat(5_000)}${'} '.repeat(5_000)}`],
    [
      'deep list literal',
      `{ jobs(filter: { skills: ${'['.repeat(3_000)}${']'.repeat(3_000)} }) { totalCount } }`,
    ],
    [
      'deep object literal',
      `{ jobs(filter: ${'{ a: '.repeat(2_000)}1${' }'.repeat(2_000)}) { totalCount } }`,
    ],
    ['huge int literal', '{ jobs(first: 99999999999999999999999) { totalCount } }'],
    ['negative last', '{ jobs(last: -1) { totalCount } }'],
    ['first and last', '{ jobs(first: 5, last: 5) { totalCount } }'],
    ['last without before', '{ jobs(last: 5) { edges { node { id } } } }'],
    ['introspection', '{ __schema { types { name fields { name } } } }'],
    [
      'deep introspection',
      `{ __schema { types { ${'fields { type { ofType { '.repeat(10)} name ${'} } } '.repeat(10)} } } }`,
    ],
    ['typename only', '{ __typename }'],
    ['unknown field', '{ jobz { totalCount } }'],
    ['subscription over HTTP', 'subscription { activityAdded { id } }'],
    ['two anonymous operations', '{ __typename } { __typename }'],
    ['mutation with no name twice', 'mutation { signOut } mutation { signOut }'],
    ['empty document', ''],
    ['only a comment', '# nothing'],
    ['unterminated string', '{ jobs(search: "x) { totalCount } }'],
    ['NUL in literal', '{ jobs(search: "a\u0000b") { totalCount } }'],
    ['escaped NUL in literal', '{ jobs(search: "a\\u0000b") { totalCount } }'],
    ['lone surrogate in literal', '{ jobs(search: "a\\ud800b") { totalCount } }'],
    [
      "a job's tests and its applicants' results, every application of a page",
      '{ job(slug: "x") { tests { required test { id title } } applications(first: 100) { edges { node { testResults { state score band test { id } } } } } } }',
    ],
    [
      'a posting with thousands of tests',
      `mutation { createJob(input: { language: "en", title: "Title", companyName: "Co", placeId: "tehran", type: REMOTE, experienceLevel: MID, description: "d", tests: [${'{ testId: "VGVzdDox", required: true } '.repeat(3_000)}] }) { __typename } }`,
    ],
    [
      'applications of a job, nested args',
      '{ job(slug: "x") { applications(first: -5, after: "!!!") { totalCount } } }',
    ],
    // Ordered by a test's score: ids that name no test, cursors that are not this order's, pages backwards.
    ...[
      '',
      'VGVzdDox',
      'VGVzdDowMDAwMDAwMC0wMDAwLTcwMDAtODAwMC0wMDAwMDAwMDAwMDA=',
      ...hostileStrings.slice(0, 8),
    ].map(
      (testId, i) =>
        [
          `applications ordered by a hostile test id ${i}`,
          `{ job(slug: "x") { applications(first: 5, orderBy: { testScore: ${JSON.stringify(testId)} }) { totalCount edges { node { id } } } } }`,
        ] as [string, string],
    ),
    [
      'applications by score, hostile cursors and backwards',
      '{ job(slug: "x") { a: applications(first: 5, after: "!!!", orderBy: { testScore: "VGVzdDox" }) { totalCount } b: applications(last: 5, before: "Sm9iQXBwbGljYXRpb246eA==", orderBy: { testScore: "VGVzdDox" }) { totalCount } c: applications(last: 5, orderBy: { testScore: "VGVzdDox" }) { edges { node { id } } } } }',
    ],
    [
      'invitations of a job, hostile pages and cursors',
      `{ job(slug: "x") { a: testInvitations(first: 51) { edges { cursor } } b: testInvitations(first: 5, after: "!!!") { edges { cursor } } c: testInvitations(last: 5, before: "${Buffer.from('1:x').toString('base64url')}") { edges { node { email } } } d: testInvitations(first: -1) { pageInfo { hasNextPage } } e: testInvitations(last: 5) { edges { cursor } } } }`,
    ],
    ['usage days out of range', '{ myApiKeys(first: 1) { edges { node { usage(days: 100000) { day } } } } }'],
    ['usage negative days', '{ myApiKeys(first: 1) { edges { node { usage(days: -1) { day } } } } }'],
    // The admins' test editor: an item by a hostile key, beside the test's texts and item statistics.
    ...hostileStrings.map(
      (key, i) =>
        [
          `test item key ${i}`,
          `{ test(slug: "hostile-test") { question(key: ${JSON.stringify(key)}) { key prompts { fa } } settings { title { fa } } itemStatistics { sessions items { key drawn } } } }`,
        ] as [string, string],
    ),
    [
      'conversation messages hostile cursor',
      'query ($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 5, before: "%%%") { totalCount: __typename } } } }',
    ],
  ];
  return shapes.flatMap(([what, query]) => [
    { what, query, variables: { id: ids.conversationId }, asUser: true },
    { what: `${what} (visitor)`, query, variables: { id: ids.conversationId }, asUser: false },
  ]);
}

/** Requests that are not GraphQL as the server expects it. */
const malformedRequests: { what: string; body: string; headers?: Record<string, string>; method?: string }[] =
  [
    { what: 'invalid JSON', body: '{"query": ' },
    { what: 'JSON with a trailing comma', body: '{"query": "{ __typename }",}' },
    { what: 'JSON string', body: '"{ __typename }"' },
    { what: 'JSON number', body: '42' },
    { what: 'JSON null', body: 'null' },
    { what: 'empty body', body: '' },
    { what: 'batch', body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]) },
    { what: 'query is a number', body: JSON.stringify({ query: 42 }) },
    { what: 'query is an object', body: JSON.stringify({ query: { a: 1 } }) },
    { what: 'query is null', body: JSON.stringify({ query: null }) },
    { what: 'no query', body: JSON.stringify({ variables: {} }) },
    { what: 'variables a string', body: JSON.stringify({ query: '{ __typename }', variables: 'x' }) },
    { what: 'variables an array', body: JSON.stringify({ query: '{ __typename }', variables: [1] }) },
    { what: 'operationName a number', body: JSON.stringify({ query: '{ __typename }', operationName: 5 }) },
    {
      what: 'unknown operationName',
      body: JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }),
    },
    { what: 'extensions junk', body: JSON.stringify({ query: '{ __typename }', extensions: 'x' }) },
    {
      what: 'persisted query hash only',
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
    },
    {
      what: "persisted query whose hash is not its text's",
      body: JSON.stringify({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
      }),
    },
    {
      what: 'persisted query of an unknown version',
      body: JSON.stringify({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 2, sha256Hash: 'b'.repeat(64) } },
      }),
    },
    {
      what: 'deeply nested JSON',
      body: `{"query": "{ __typename }", "variables": {"a": ${'['.repeat(50_000)}${']'.repeat(50_000)}}}`,
    },
    {
      what: 'oversized body',
      body: JSON.stringify({ query: `{ jobs(search: "${'x'.repeat(300_000)}") { totalCount } }` }),
    },
    { what: 'byte order mark', body: '\ufeff{"query": "{ __typename }"}' },
    { what: 'text/plain', body: '{"query": "{ __typename }"}', headers: { 'content-type': 'text/plain' } },
    {
      what: 'form encoded',
      body: 'query=%7B__typename%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      what: 'multipart',
      body: '--x\r\n\r\n--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    },
    {
      what: 'latin1 charset',
      body: '{"query": "{ __typename }"}',
      headers: { 'content-type': 'application/json; charset=latin1' },
    },
    {
      what: 'utf-16 charset',
      body: '{"query": "{ __typename }"}',
      headers: { 'content-type': 'application/json; charset=utf-16' },
    },
    { what: 'no content type', body: '{"query": "{ __typename }"}', headers: { 'content-type': '' } },
    {
      what: 'gzip body claimed',
      body: '{"query": "{ __typename }"}',
      headers: { 'content-encoding': 'gzip' },
    },
    {
      what: 'unknown encoding',
      body: '{"query": "{ __typename }"}',
      headers: { 'content-encoding': 'nope' },
    },
    { what: 'PUT', body: '{}', method: 'PUT' },
    { what: 'DELETE', body: '{}', method: 'DELETE' },
    { what: 'PATCH', body: '{}', method: 'PATCH' },
    { what: 'GET without query', body: '', method: 'GET' },
    { what: 'HEAD', body: '', method: 'HEAD' },
    {
      what: 'bearer garbage',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { authorization: 'Bearer \u00ff' },
    },
    {
      what: 'basic auth',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { authorization: 'Basic eDp4' },
    },
    {
      what: 'api key garbage',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'x-api-key': 'nope' },
    },
    {
      what: 'forged identity',
      body: JSON.stringify({ query: '{ viewer { id } }' }),
      headers: { 'x-platform-identity': 'x.y.z' },
    },
    {
      what: 'forged caller',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'x-platform-caller': 'user:1' },
    },
    {
      what: 'odd accept-language',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'accept-language': '*;q=x,,' },
    },
    {
      what: 'accept html',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { accept: 'text/html' },
    },
  ];

beforeAll(async () => {
  db = await createTestDatabase();
  const company = await db.prisma.company.create({ data: { name: 'Hostile Co' } });
  const superUser = await db.prisma.user.create({
    data: {
      displayName: 'Everyone',
      roles: ['JOB_SEEKER', 'EMPLOYER', 'COLLABORATOR', 'ADMIN'],
      registeredAt: new Date(),
      companyId: company.id,
    },
  });
  const other = await db.prisma.user.create({ data: { displayName: 'Other', registeredAt: new Date() } });
  const job = await db.prisma.job.create({
    data: {
      slug: 'x',
      language: 'en',
      title: 'Target',
      companyName: 'Co',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'd',
      postedById: superUser.id,
    },
  });
  const application = await db.prisma.jobApplication.create({
    data: { jobId: job.id, fullName: 'A', email: 'a@example.com', phone: '+989121234567', coverLetter: 'c' },
  });
  const conversation = await db.prisma.conversation.create({
    data: {
      createdById: superUser.id,
      participants: { create: [{ userId: superUser.id }, { userId: other.id }] },
    },
  });
  const message = await db.prisma.message.create({
    data: { conversationId: conversation.id, senderId: other.id, body: 'hi' },
  });
  const report = await db.prisma.messageReport.create({
    data: { messageId: message.id, reporterId: superUser.id, reason: 'SPAM', description: 'spam' },
  });
  // A test with one item (what the admins' editor and statistics read), and a scored session of it whose report
  // failed, with its certificate: what the admins' report queue and list act on.
  const text = (value: string) => ({ fa: value, en: value, az: value });
  const test = await db.prisma.test.create({
    data: {
      slug: 'hostile-test',
      type: 'LOGICAL_REASONING',
      title: text('Hostile test'),
      summary: text('s'),
      description: text('d'),
      categories: [{ key: 'c', name: text('C'), advice: text('A') }],
      questionsCount: 1,
      durationMinutes: 10,
      passingScore: 50,
      questions: {
        create: {
          key: 'q1',
          kind: 'NUMERIC',
          difficulty: 'EASY',
          category: 'c',
          skill: 's',
          versions: {
            create: { version: 1, content: { prompt: text('1 + 1?'), numeric: { value: 2, tolerance: 0 } } },
          },
        },
      },
    },
  });
  const now = new Date();
  const testSession = await db.prisma.testSession.create({
    data: {
      token: 'H'.repeat(43),
      testId: test.id,
      userId: other.id,
      seed: '00',
      deadline: now,
      total: 1,
      status: 'COMPLETED',
      score: 100,
      passed: true,
      scoredAt: now,
      reportFailure: 'UNDELIVERABLE',
      certificate: { create: { code: 'HHHHH-SSSSS-TTTTT-EEEEE', userId: other.id } },
    },
  });
  const { token, session } = await createSession(db.prisma, superUser.id, { days: 1 });
  superToken = token;
  // The super user's batch of invitations by e-mail to the job's test, waiting to be paid.
  const batch = await db.prisma.testInvitationBatch.create({
    data: {
      viewerId: superUser.id,
      jobId: job.id,
      testId: test.id,
      emails: ['someone@example.com'],
      locale: 'en',
      priceRials: 1_500_000n,
      validDays: 7,
    },
  });
  // A coding course to sign up for (signUpForCourse), and a service, which testimonials and comments may be about.
  const course = await db.prisma.contentItem.create({ data: { kind: 'COURSE', slug: 'hostile-course' } });
  const service = await db.prisma.contentItem.create({ data: { kind: 'SERVICE', slug: 'hostile-service' } });
  Object.assign(ids, {
    job: encodeGlobalID('Job', job.id),
    courseId: encodeGlobalID('ContentItem', course.id),
    itemId: encodeGlobalID('ContentItem', service.id),
    batchId: encodeGlobalID('TestInvitationBatch', batch.id),
    jobId: encodeGlobalID('Job', job.id),
    applicationId: encodeGlobalID('JobApplication', application.id),
    conversationId: encodeGlobalID('Conversation', conversation.id),
    messageId: encodeGlobalID('Message', message.id),
    reportId: encodeGlobalID('MessageReport', report.id),
    recipientIds: encodeGlobalID('User', other.id),
    holderId: encodeGlobalID('User', other.id),
    sessionId: encodeGlobalID('TestSession', testSession.id),
    id: encodeGlobalID('Session', session.id),
  });
  app = await startTestApp({
    prisma: db.prisma,
    // This suite is about what input does, not how often: limits are tested on their own.
    rateLimits: createRateLimits({ factor: 10_000 }),
    log: (message, error) => logged.push([message, error]),
  });
});
afterAll(async () => {
  await disposeClients();
  await app.stop();
  await db.drop();
});

describe('the hostile-input suite over HTTP', () => {
  // Over 2,000 requests, one after another: minutes on a busy 2-core machine.
  it('answers every hostile value of every argument of every root field with a code', async () => {
    const cases = argumentCases();
    expect(cases.length).toBeGreaterThan(500);
    const problems: string[] = [];
    for (const c of cases) {
      const headers: Record<string, string> = c.asUser ? { authorization: `Bearer ${superToken}` } : {};
      problems.push(
        ...problemsOf(
          await send(JSON.stringify({ query: c.query, variables: c.variables }), headers),
          c.what,
        ),
      );
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every hostile shape with a code, quickly', async () => {
    const problems: string[] = [];
    for (const c of shapeCases()) {
      const headers: Record<string, string> = c.asUser ? { authorization: `Bearer ${superToken}` } : {};
      const started = performance.now();
      problems.push(
        ...problemsOf(
          await send(JSON.stringify({ query: c.query, variables: c.variables }), headers),
          c.what,
        ),
      );
      const took = performance.now() - started;
      if (took > 2_000) problems.push(`${c.what}: took ${Math.round(took)} ms`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every malformed request in GraphQL JSON with a code', async () => {
    const problems: string[] = [];
    for (const r of malformedRequests) {
      const answer = await send(r.body, r.headers, r.method);
      if (r.method === 'HEAD') {
        if (answer.status >= 500) problems.push(`HEAD: ${answer.status}`);
        continue;
      }
      problems.push(...problemsOf(answer, r.what));
    }
    expect(problems).toEqual([]);
  });

  it('answers GET queries with a code, and refuses mutations over GET', async () => {
    const get = async (params: Record<string, string>) => {
      sent.http++;
      const response = await fetch(`${app.url}/graphql?${new URLSearchParams(params)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      return { status: response.status, text: await response.text() };
    };
    expect([
      ...problemsOf(await get({ query: '{ __typename }' }), 'GET query'),
      ...problemsOf(await get({ query: 'mutation { signOut }' }), 'GET mutation'),
      ...problemsOf(await get({ query: '{ __typename }', variables: '{' }), 'GET bad variables'),
      ...problemsOf(await get({ query: '{ jobs(search: "\u0000") { totalCount } }' }), 'GET NUL'),
    ]).toEqual([]);
  });
});

describe('the hostile-input suite over WebSocket', () => {
  type Outcome = { data?: unknown; errors?: { message: string; extensions?: { code?: unknown } }[] };
  const over = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    new Promise<Outcome>((resolve) => {
      sent.socket++;
      const client = connect(app.url, token);
      const results: Outcome[] = [];
      const timer = setTimeout(() => resolve(results[0] ?? { data: 'still open' }), 1_500);
      client.subscribe(
        { query, variables },
        {
          next: (r) => results.push(r as Outcome),
          error: (e) => {
            clearTimeout(timer);
            resolve(
              Array.isArray(e)
                ? { errors: e as Outcome['errors'] }
                : {
                    errors: [
                      {
                        message: String((e as { reason?: string }).reason ?? e),
                        extensions: { code: closeCodes[(e as { code?: number }).code ?? 0] ?? 'closed' },
                      },
                    ],
                  },
            );
          },
          complete: () => {
            clearTimeout(timer);
            resolve(results[0] ?? { data: null });
          },
        },
      );
    });

  it('answers hostile operations over the socket with codes, as over HTTP', async () => {
    const shapes = shapeCases().filter(
      (c) => !c.what.includes('token limit') && !c.what.includes('deep braces'),
    );
    const subscriptions = [
      ...hostileIds.map((id) => ({
        what: `conversationMessages ${JSON.stringify(id).slice(0, 30)}`,
        query: 'subscription ($id: ID!) { conversationMessages(conversationId: $id) { id } }',
        variables: { id },
      })),
      ...hostileStrings.slice(0, 12).map((s) => ({
        what: `search over socket ${JSON.stringify(s).slice(0, 30)}`,
        query: 'query ($s: String) { jobs(search: $s) { totalCount } }',
        variables: { s },
      })),
      {
        what: 'subscription with two fields',
        query: 'subscription { activityAdded { id } inboxChanged { id } }',
        variables: {},
      },
      {
        what: 'subscription in a fragment',
        query: 'subscription { ...S } fragment S on Subscription { activityAdded { id } }',
        variables: {},
      },
    ];
    const all = [
      ...shapes.map((c) => ({ ...c, token: c.asUser ? superToken : undefined })),
      ...subscriptions.flatMap((c) => [
        { ...c, token: superToken },
        { ...c, token: undefined },
      ]),
    ];
    expect(all.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const c of all) {
      const outcome = await over(c.token, c.query, c.variables);
      const text = JSON.stringify(outcome);
      if (leak.test(text)) problems.push(`${c.what}: leaks internals: ${text.slice(0, 200)}`);
      for (const error of outcome.errors ?? []) {
        if (!codes.has(String(error.extensions?.code))) problems.push(`${c.what}: ${text.slice(0, 200)}`);
      }
      await disposeClients();
    }
    expect(problems).toEqual([]);
  });
});

describe('the hostile-input suite on the telemetry endpoints', () => {
  const event = {
    type: 'a',
    id: 'apply',
    url: 'https://karnama.test/fa/jobs/x',
    text: 'Apply',
    path: '/fa/jobs',
    query: 'search=react',
    referrer: 'https://www.google.com/',
    timestamp: new Date().toISOString(),
    auth_token: true,
    token_auth: 'V'.repeat(64),
    ref_id: 'partner',
  };
  const navigation = {
    path: '/fa/jobs',
    query: 'page=2',
    referrer: 'https://t.me/',
    token_auth: 'V'.repeat(64),
  };
  const hostileValues: unknown[] = [
    ...hostileStrings,
    ...hostileInts,
    ...hostileDates,
    {},
    [],
    [[[[[]]]]],
    { $gt: '' },
    -0,
    Number.MAX_VALUE,
  ];

  /** Every answer: never a 5xx, JSON with a code the client knows (or an empty 204), no internals. */
  function problemsOfTelemetry(answer: Answer, what: string): string[] {
    if (answer.status === 204 && answer.text === '') return [];
    return problemsOf(answer, what);
  }

  async function sendTo(path: string, body: string, headers: Record<string, string> = {}) {
    sent.http++;
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, text: await response.text() };
  }

  it('answers every hostile value of every field, and hostile bodies and headers, with a code', async () => {
    const problems: string[] = [];
    const cases: { what: string; path: string; body: string; headers?: Record<string, string> }[] = [];
    for (const [path, base] of [
      ['/js/analytics/create.php', event],
      ['/api/log-navigation', navigation],
    ] as const) {
      for (const field of Object.keys(base)) {
        for (const value of hostileValues) {
          cases.push({
            what: `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
            path,
            body: JSON.stringify({ ...base, [field]: value }),
          });
        }
      }
      for (const value of hostileStrings) {
        cases.push({
          what: `${path} X-Token-Auth=${JSON.stringify(value).slice(0, 40)}`,
          path,
          body: JSON.stringify(base),
          // As the bytes a client could send: UTF-8, without the line breaks and NULs HTTP itself refuses.
          headers: {
            'x-token-auth': Buffer.from(value.replace(/[\0\r\n]/g, ''), 'utf8')
              .toString('latin1')
              .slice(0, 8_000),
          },
        });
      }
      for (const r of malformedRequests.filter((m) => !m.method)) {
        cases.push({ what: `${path} ${r.what}`, path, body: r.body, headers: r.headers });
      }
      cases.push(
        { what: `${path} a batch of 10,000`, path, body: JSON.stringify(Array(10_000).fill(base)) },
        { what: `${path} a batch of junk`, path, body: JSON.stringify(Array(5_000).fill('x')) },
        { what: `${path} nested batches`, path, body: JSON.stringify([[base], [[base]]]) },
      );
    }
    expect(cases.length).toBeGreaterThan(500);
    for (const c of cases)
      problems.push(...problemsOfTelemetry(await sendTo(c.path, c.body, c.headers), c.what));
    expect(problems).toEqual([]);
  });
});

describe('the hostile-input suite on the certificate PDF address', () => {
  it('answers every hostile code and language with a page in one of our languages, echoing nothing', async () => {
    const problems: string[] = [];
    // As an address carries them: lone surrogates cannot be percent-encoded, so they arrive replaced.
    const values = [...hostileStrings, '00000-00000-00000-00000', 'x'.repeat(100)].map((value) =>
      value.toWellFormed(),
    );
    const cases = values.flatMap((value) => [
      { what: `code=${JSON.stringify(value).slice(0, 40)}`, code: value, lang: 'en' },
      { what: `lang=${JSON.stringify(value).slice(0, 40)}`, code: '00000-00000-00000-00000', lang: value },
    ]);
    for (const c of cases) {
      sent.http++;
      const response = await fetch(
        `${app.url}/certificates/${encodeURIComponent(c.code)}.pdf?lang=${encodeURIComponent(c.lang)}`,
      );
      const text = await response.text();
      // A code too long for the address is no certificate's PDF: the product's 404 page answers instead.
      if (response.status >= 500) problems.push(`${c.what}: ${response.status}`);
      else if (response.headers.get('content-type')?.startsWith('text/html') && text.includes('<main>')) {
        if (!/<html lang="(fa|en|az)" dir="(rtl|ltr)">/.test(text)) problems.push(`${c.what}: no language`);
        if (c.code.includes('<') && text.includes(c.code)) problems.push(`${c.what}: echoed`);
      }
    }
    expect(cases.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});

describe('after the suite', () => {
  it('sent at least 500 operations, and logged nothing as the server’s fault', () => {
    expect(sent.http + sent.socket).toBeGreaterThan(500);
    console.info(`hostile suite: ${sent.http} over HTTP, ${sent.socket} over WebSocket`);
    expect(
      logged.map(
        (entry) => String((entry as unknown[])[0]) + ' ' + String((entry as unknown[])[1]).slice(0, 200),
      ),
    ).toEqual([]);
  });
});
