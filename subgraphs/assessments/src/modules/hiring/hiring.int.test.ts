import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { assessmentsTests, choiceItem } from '../assessments.testing.ts';
import { hiringInvitations } from './invitations.projector.ts';

const { database, person, createTest, data } = assessmentsTests();

const uuid = (n: number) => `0190f0f0-0000-7000-8000-${n.toString().padStart(12, '0')}`;

const submitted = (
  applicationId: string,
  employerId: string,
  applicantId: string | null,
  testIds: string[],
  shareTestResults = true,
) =>
  domainEvent('application.submitted', {
    applicationId,
    jobId: uuid(900),
    employerId,
    applicantId,
    tests: testIds.map((testId) => ({ testId, required: true })),
    shareTestResults,
    submittedAt: new Date().toISOString(),
  });

const resultsQuery = `query ($r: [_Any!]!) { _entities(representations: $r) {
  ... on JobApplication { testResults { state score band integrityRisk testId } } } }`;

const representations = (ids: string[]) =>
  ids.map((id) => ({ __typename: 'JobApplication', id: encodeGlobalID('JobApplication', id) }));

describe('tests in hiring: invitations from applications, results for the employer', () => {
  it('invites a consenting applicant once per application and test, however often the event arrives', async () => {
    const prisma = database().prisma;
    const employer = await person('hiring employer', ['EMPLOYER']);
    const applicant = await person('hiring applicant');
    const test = await createTest({
      slug: 'hiring-once',
      questionsCount: 1,
      categories: ['logic'],
      items: [choiceItem('q1'), choiceItem('q2')],
    });
    const event = submitted(uuid(1), employer.userId, applicant.userId, [test.id]);
    await recordEvents(prisma, [
      event,
      event,
      // No consent, no account: nothing to invite.
      submitted(uuid(2), employer.userId, applicant.userId, [test.id], false),
      submitted(uuid(3), employer.userId, null, [test.id]),
    ]);
    expect((await consumeOutbox(prisma, hiringInvitations)).failed).toEqual([]);
    const invitations = await prisma.testInvitation.findMany();
    expect(invitations.map((i) => [i.applicationId, i.userId, i.viewerId, i.testId])).toEqual([
      [uuid(1), applicant.userId, employer.userId, test.id],
    ]);
    expect((await consumeOutbox(prisma, hiringInvitations)).handled).toBe(0);
  });

  it('reads a page of applications’ results in two statements, and none of them for anyone else', async () => {
    const prisma = database().prisma;
    const employer = await person('page employer', ['EMPLOYER']);
    const rival = await person('page rival', ['EMPLOYER']);
    const test = await createTest({
      slug: 'hiring-page',
      questionsCount: 1,
      categories: ['logic'],
      items: [choiceItem('q1'), choiceItem('q2')],
    });
    const applications = [uuid(11), uuid(12), uuid(13)];
    const applicants = await Promise.all(applications.map((_, n) => person(`page applicant ${n}`)));
    await recordEvents(
      prisma,
      applications.map((id, n) => submitted(id, employer.userId, applicants[n]!.userId, [test.id])),
    );
    await consumeOutbox(prisma, hiringInvitations);
    // Two of them took the test: one finished with the right answer, one is still at it.
    for (const [n, finish] of [
      [0, true],
      [1, false],
    ] as const) {
      const started = await data<{
        startTestSession: { data: { token: string; questions: { position: number }[] } };
      }>(
        `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
          ... on MutationStartTestSessionSuccess { data { token questions { position } } } } }`,
        { id: test.globalId },
        applicants[n],
      );
      if (!finish) continue;
      const { token } = started.startTestSession.data;
      await data(
        `mutation ($token: String!) { answerTestQuestion(input: { token: $token, position: 0, choices: ["a"] }) {
          __typename } }`,
        { token },
        applicants[n],
      );
      await data(
        'mutation ($t: String!) { finishTestSession(input: { token: $t }) { __typename } }',
        { t: token },
        applicants[n],
      );
    }

    database().resetQueries();
    const read = await data<{ _entities: { testResults: unknown[] | null }[] }>(
      resultsQuery,
      { r: representations(applications) },
      employer,
    );
    const statements = database()
      .queries.map((q) => q.sql)
      .filter((q) => !/^(BEGIN|COMMIT)/.test(q));
    expect(statements).toHaveLength(2);
    expect(read._entities.map((e) => e.testResults)).toEqual([
      [
        {
          state: 'SCORED',
          score: 100,
          band: '90-100',
          integrityRisk: expect.any(String),
          testId: test.globalId,
        },
      ],
      [{ state: 'IN_PROGRESS', score: null, band: null, integrityRisk: null, testId: test.globalId }],
      [{ state: 'NOT_TAKEN', score: null, band: null, integrityRisk: null, testId: test.globalId }],
    ]);

    // Another employer, an applicant, an admin: the first statement finds nothing of theirs, and stops there.
    for (const viewer of [rival, applicants[0]!, await person('page admin', ['ADMIN'])]) {
      database().resetQueries();
      const other = await data<{ _entities: { testResults: unknown[] | null }[] }>(
        resultsQuery,
        { r: representations(applications) },
        viewer,
      );
      expect(other._entities.map((e) => e.testResults)).toEqual([null, null, null]);
      expect(database().queries.filter((q) => !/^(BEGIN|COMMIT)/.test(q.sql))).toHaveLength(1);
    }
    const visitor = await data<{ _entities: { testResults: unknown[] | null }[] }>(resultsQuery, {
      r: representations(applications),
    });
    expect(visitor._entities.map((e) => e.testResults)).toEqual([null, null, null]);
  });
});
