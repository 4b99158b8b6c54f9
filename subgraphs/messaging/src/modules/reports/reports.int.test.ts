import type { Identity } from '@platform/subgraph-kit/identity';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagingTests } from '../messaging.testing.ts';

const { database, person, run, data } = messagingTests();
let admin: Identity;

beforeAll(async () => {
  admin = await person('admin', ['ADMIN']);
});

const outcome = `__typename ... on ValidationError { fields { path code } } ... on BaseError { code }`;

/** A message `sender` wrote to `reader`, in a conversation of their own. */
async function messageBetween(sender: Identity, reader: Identity, body: string) {
  const started = await data<{ startConversation: { data: { id: string } } }>(
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
      ... on MutationStartConversationSuccess { data { id } } } }`,
    { input: { recipientIds: [encodeGlobalID('User', reader.userId)], body } },
    sender,
  );
  return started.startConversation.data.id;
}

type Reported = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: { id: string; status: string };
};

const report = (messageId: string, description: string, who: Identity, reason = 'SPAM') =>
  data<{ reportMessage: Reported }>(
    `mutation ($input: ReportMessageInput!) { reportMessage(input: $input) {
      ${outcome} ... on MutationReportMessageSuccess { data { id status } } } }`,
    { input: { messageId, reason, description } },
    who,
  ).then((d) => d.reportMessage);

const resolve = (reportId: string, resolution: string | null, who: Identity, status = 'RESOLVED') =>
  run<{ resolveMessageReport: Reported }>(
    `mutation ($id: ID!, $resolution: String, $status: ReportResolution!) {
      resolveMessageReport(input: { reportId: $id, status: $status, resolution: $resolution }) {
        ${outcome} ... on MutationResolveMessageReportSuccess { data { id status } } } }`,
    { id: reportId, resolution, status },
    who,
  );

type Queue = {
  messageReports: {
    pageInfo: { hasNextPage: boolean };
    edges: { node: { id: string; reason: string; messageBody: string; messageSender: { id: string } } }[];
  };
};

const queue = (who: Identity | undefined, variables: Record<string, unknown> = {}) =>
  run<Queue>(
    `query ($status: ReportStatus, $first: Int) { messageReports(status: $status, first: $first) {
      pageInfo { hasNextPage } edges { node { id reason messageBody messageSender { id } } } } }`,
    variables,
    who,
  );

describe('reporting a message', () => {
  it('takes a report of someone else’s message once, and an admin resolves it', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const messageId = await messageBetween(sara, reza, 'ویرایش‌شده');
    expect((await report(messageId, 'این پیام خودم است', sara)).fields).toEqual([
      { path: 'input.messageId', code: 'CANNOT_REPORT_OWN' },
    ]);
    expect((await report(messageId, 'کوتاه', reza)).fields).toEqual([
      { path: 'input.description', code: 'DESCRIPTION_TOO_SHORT' },
    ]);
    expect((await report(messageId, ' ', reza)).fields).toEqual([
      { path: 'input.description', code: 'REQUIRED' },
    ]);
    const filed = await report(messageId, 'پیام تبلیغاتی ناخواسته است.', reza);
    expect(filed).toMatchObject({ __typename: 'MutationReportMessageSuccess', data: { status: 'OPEN' } });
    expect((await report(messageId, 'پیام تبلیغاتی ناخواسته است.', reza)).code).toBe('ALREADY_REPORTED');
    expect(await database().prisma.messageReport.count({ where: { reporterId: reza.userId } })).toBe(1);

    const open = (await queue(admin)).data!.messageReports.edges.map((e) => e.node);
    expect(open.find((r) => r.id === filed.data!.id)).toEqual({
      id: filed.data!.id,
      reason: 'SPAM',
      messageBody: 'ویرایش‌شده',
      messageSender: { id: encodeGlobalID('User', sara.userId) },
    });

    expect((await resolve(filed.data!.id, 'x'.repeat(2_001), admin)).data!.resolveMessageReport).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'input.resolution', code: 'RESOLUTION_TOO_LONG' }],
    });
    const resolved = (await resolve(filed.data!.id, '  Warned  ', admin)).data!.resolveMessageReport;
    expect(resolved).toMatchObject({
      __typename: 'MutationResolveMessageReportSuccess',
      data: { status: 'RESOLVED' },
    });
    expect(
      await database().prisma.messageReport.findUniqueOrThrow({ where: { id: decode(filed.data!.id) } }),
    ).toMatchObject({ resolution: 'Warned', resolvedById: admin.userId, status: 'RESOLVED' });
    const stillOpen = (await queue(admin)).data!.messageReports.edges.map((e) => e.node.id);
    expect(stillOpen).not.toContain(filed.data!.id);
    const closed = (await queue(admin, { status: 'RESOLVED' })).data!.messageReports.edges.map(
      (e) => e.node.id,
    );
    expect(closed).toContain(filed.data!.id);
  });

  it('is "not found" for a message outside the reporter’s conversations, or no message at all', async () => {
    const sara = await person('sara');
    const messageId = await messageBetween(sara, await person('reza'), 'خصوصی');
    const mina = await person('mina');
    for (const id of [
      messageId,
      encodeGlobalID('Message', '00000000-0000-7000-8000-000000000000'),
      'garbage',
    ]) {
      expect(await report(id, 'گزارشی که نباید برسد.', mina)).toEqual({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
      });
    }
  });

  it('is refused to a visitor with UNAUTHENTICATED', async () => {
    const result = await run(
      'mutation ($input: ReportMessageInput!) { reportMessage(input: $input) { __typename } }',
      { input: { messageId: 'x', reason: 'SPAM', description: 'یک گزارش بی‌نام.' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the moderation queue', () => {
  it('is for admins: FORBIDDEN to anyone else signed in, UNAUTHENTICATED to a visitor', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const filed = await report(await messageBetween(sara, reza, 'بد'), 'این پیام توهین‌آمیز است.', reza);
    expect((await queue(reza)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await queue(undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const who of [reza, sara]) {
      expect((await resolve(filed.data!.id, null, who)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(
      (await database().prisma.messageReport.findUniqueOrThrow({ where: { id: decode(filed.data!.id) } }))
        .status,
    ).toBe('OPEN');
  });

  it('dismisses a report without a note, and answers NOT_FOUND for a report that does not exist', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const filed = await report(await messageBetween(sara, reza, 'عادی'), 'به نظرم مشکوک بود.', reza, 'OTHER');
    const dismissed = (await resolve(filed.data!.id, '   ', admin, 'DISMISSED')).data!.resolveMessageReport;
    expect(dismissed.data).toEqual({ id: filed.data!.id, status: 'DISMISSED' });
    expect(
      (await database().prisma.messageReport.findUniqueOrThrow({ where: { id: decode(filed.data!.id) } }))
        .resolution,
    ).toBeNull();
    for (const id of [
      encodeGlobalID('MessageReport', '00000000-0000-7000-8000-000000000000'),
      filed.data!.id.slice(2),
    ]) {
      expect((await resolve(id, null, admin)).data!.resolveMessageReport).toMatchObject({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
      });
    }
  });

  it('shows a report to the admins and its reporter only', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const filed = await report(
      await messageBetween(sara, reza, 'گزارش‌شده'),
      'این پیام آزاردهنده است.',
      reza,
    );
    const query = `query ($representations: [_Any!]!) { _entities(representations: $representations) {
      ... on MessageReport { description } } }`;
    const representations = [{ __typename: 'MessageReport', id: filed.data!.id }];
    for (const who of [admin, reza]) {
      expect((await data<{ _entities: unknown[] }>(query, { representations }, who))._entities).toEqual([
        { description: 'این پیام آزاردهنده است.' },
      ]);
    }
    // Not even the sender of the reported message learns who reported it.
    const asSender = await run<{ _entities: unknown[] }>(query, { representations }, sara);
    expect(asSender.data?._entities[0] ?? null).toBeNull();
    expect(asSender.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists at most 100 reports a page, oldest first, in a constant number of statements', async () => {
    const reporters = await Promise.all(Array.from({ length: 3 }, (_, i) => person(`reporter ${i}`)));
    const sender = await person('sender');
    for (const reporter of reporters) {
      const messageId = await messageBetween(sender, reporter, `پیام ${reporter.userId}`);
      await report(messageId, 'یک گزارش برای صف.', reporter);
    }
    database().resetQueries();
    const few = (await queue(admin, { first: 100 })).data!.messageReports.edges.length;
    const statements = database().queries.length;
    const message = await database().prisma.message.findFirstOrThrow({ where: { senderId: sender.userId } });
    const others = await Promise.all(Array.from({ length: 110 }, (_, i) => person(`bulk ${i}`)));
    await database().prisma.messageReport.createMany({
      data: others.map((o) => ({
        messageId: message.id,
        reporterId: o.userId,
        reason: 'SPAM' as const,
        description: 'گزارش انبوه برای صف.',
      })),
    });
    database().resetQueries();
    const page = (await queue(admin, { first: 500 })).data!.messageReports;
    expect(few).toBeLessThan(100);
    expect(page.edges).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(database().queries).toHaveLength(statements);
    const ids = page.edges.map((e) => decode(e.node.id));
    expect(ids).toEqual([...ids].sort());
  });
});

function decode(globalId: string) {
  return Buffer.from(globalId, 'base64').toString().split(':')[1]!;
}
