import { demoUuid } from '@platform/db/demo-ids';
import {
  demoCollaborators,
  demoTakers,
  demoTests,
  demoWork,
  type DemoCollaborator,
  type DemoWork,
} from '@platform/db/seed';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';

/**
 * What the demo takers do on a freshly seeded product, done through the graph's own operations as each of them:
 * apply to the demo job that asks for a test (agreeing to share its results), then start the test, answer every
 * question and finish. The product's code does the rest, as for anyone: the application's event, scoring, the
 * certificate, the `test.completed` event and the activity feed's item. Nothing of it is typed into the database.
 * Run again, it does nothing for a taker who has a session already.
 */

const mySessions = '{ myTestSessions(first: 1) { totalCount } }';
const jobBySlug = 'query ($slug: String!) { job(slug: $slug) { id } }';
const testBySlug = 'query ($slug: String!) { test(slug: $slug) { id } }';
const apply = `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
  __typename ... on BaseError { code } } }`;
const start = `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
  __typename ... on MutationStartTestSessionSuccess { data { token questions { position kind prompt options { key } } } }
  ... on BaseError { code } } }`;
const answer = `mutation ($input: AnswerTestQuestionInput!) { answerTestQuestion(input: $input) {
  __typename ... on BaseError { code } } }`;
const finish = `mutation ($token: String!) { finishTestSession(input: { token: $token }) {
  __typename ... on BaseError { code } } }`;

interface Question {
  position: number;
  kind: string;
  prompt: string;
  options: { key: string }[];
}

type Answer = Record<string, unknown>;

type Payload = { __typename: string; code?: string };

function succeeded(what: string, payload: Payload, allowed: string[] = []) {
  if (payload.__typename.endsWith('Success') || (payload.code && allowed.includes(payload.code))) return;
  throw new Error(`Demo flow: ${what} was refused (${payload.code ?? payload.__typename})`);
}

/** A taker's answer: the same on every run, different between takers and questions, right or wrong as it falls. */
const guessedAnswer =
  (taker: number) =>
  (question: Question): Answer => {
    const turn = question.position * 7 + taker * 3;
    if (question.kind === 'NUMERIC') return { value: turn % 10 };
    if (question.kind === 'AGREEMENT_SCALE') return { scale: 1 + (turn % 7) };
    return { choices: [question.options[turn % question.options.length]!.key] };
  };

/**
 * The answers of someone who knows the subject: the right one of each question of a demo test, found by its prompt
 * (in any language) in the demo test's bank.
 */
function knownAnswer(testSlug: string): (question: Question) => Answer {
  const test = demoTests.find((t) => t.slug === testSlug);
  if (!test) throw new Error(`Demo flow: no demo test ${testSlug}`);
  return (question) => {
    const item = test.items.find((i) => Object.values(i.content.prompt).includes(question.prompt));
    if (!item) throw new Error(`Demo flow: a question of ${testSlug} not in its bank`);
    return item.content.numeric
      ? { value: item.content.numeric.value }
      : { choices: item.content.correct ?? [] };
  };
}

async function takeTest(
  graph: GraphClient,
  testSlug: string,
  asUser: string,
  answerOf: (question: Question) => Answer,
) {
  const { test } = await graph.query<{ test: { id: string } | null }>(
    testBySlug,
    { slug: testSlug },
    { asUser },
  );
  if (!test) throw new Error(`Demo flow: no test ${testSlug}`);
  const started = await graph.query<{
    startTestSession: Payload & { data?: { token: string; questions: Question[] } };
  }>(start, { id: test.id }, { asUser });
  succeeded('starting a test', started.startTestSession);
  const { token, questions } = started.startTestSession.data!;
  for (const question of questions) {
    const answered = await graph.query<{ answerTestQuestion: Payload }>(
      answer,
      { input: { token, position: question.position, ...answerOf(question) } },
      { asUser },
    );
    succeeded('an answer', answered.answerTestQuestion);
  }
  const finished = await graph.query<{ finishTestSession: Payload }>(finish, { token }, { asUser });
  succeeded('finishing a test', finished.finishTestSession);
}

/** Whether the user has any test session already. */
async function hasSessions(graph: GraphClient, asUser: string): Promise<boolean> {
  const { myTestSessions } = await graph.query<{ myTestSessions: { totalCount: number } }>(
    mySessions,
    {},
    { asUser },
  );
  return myTestSessions.totalCount > 0;
}

/**
 * Runs the demo takers' flows; `drain` lets the product handle an application's events before its applicant takes
 * the test, as time would. What the sessions' events cause is left to the product's background work. Returns how
 * many sessions were taken.
 */
export async function runDemoFlows(graph: GraphClient, drain: () => Promise<void>): Promise<number> {
  let taken = 0;
  for (const [index, taker] of demoTakers.entries()) {
    const asUser = demoUuid(`taker:${taker.key}`);
    if (await hasSessions(graph, asUser)) continue;
    if (taker.applyTo) {
      const { job } = await graph.query<{ job: { id: string } | null }>(
        jobBySlug,
        { slug: taker.applyTo.jobSlug },
        { asUser },
      );
      if (!job) throw new Error(`Demo flow: no job ${taker.applyTo.jobSlug}`);
      const applied = await graph.query<{ applyToJob: Payload }>(
        apply,
        {
          input: {
            jobId: job.id,
            fullName: taker.displayName,
            email: taker.email,
            phone: taker.phone,
            coverLetter: taker.applyTo.coverLetter,
            shareTestResults: true,
          },
        },
        { asUser },
      );
      // Applied on an earlier run that stopped before the test: the application stands.
      succeeded('applying', applied.applyToJob, ['ALREADY_APPLIED']);
      await drain();
    }
    await takeTest(graph, taker.testSlug, asUser, guessedAnswer(index));
    taken++;
  }
  return taken;
}

const myProfile = '{ myCollaboratorProfile { state } }';
const saveProfile = `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) {
  __typename ... on BaseError { code } ... on ValidationError { fields { path code } } } }`;
const publishProfile = `mutation { publishCollaboratorProfile {
  __typename ... on BaseError { code } } }`;

/**
 * What the demo collaborators do on a freshly seeded product, done through the graph's own operations as each of
 * them: save their profile, publish it to the directory, and for some, take a free talent test and pass it (its
 * certificate reaches the profile as a verified skill through assessments' event). Nothing of it is typed into the
 * database. Run again, it does nothing for a collaborator whose profile is published already and who has taken
 * their test. Returns how many profiles it published.
 */
export async function runDemoCollaborators(graph: GraphClient): Promise<number> {
  let published = 0;
  for (const collaborator of demoCollaborators) {
    const asUser = demoUuid(`collaborator:${collaborator.key}`);
    const { myCollaboratorProfile } = await graph.query<{ myCollaboratorProfile: { state: string } | null }>(
      myProfile,
      {},
      { asUser },
    );
    if (myCollaboratorProfile?.state !== 'PUBLISHED') {
      await publishDemoProfile(graph, collaborator, asUser);
      published++;
    }
    if (collaborator.takesTest && !(await hasSessions(graph, asUser)))
      await takeTest(graph, collaborator.takesTest, asUser, knownAnswer(collaborator.takesTest));
  }
  return published;
}

async function publishDemoProfile(graph: GraphClient, collaborator: DemoCollaborator, asUser: string) {
  const saved = await graph.query<{
    saveCollaboratorProfile: Payload & { fields?: { path: string; code: string }[] };
  }>(saveProfile, { input: { ...collaborator.profile, displayName: collaborator.displayName } }, { asUser });
  const fields = saved.saveCollaboratorProfile.fields?.map((f) => `${f.path} ${f.code}`).join(', ');
  succeeded(
    `saving ${collaborator.key}'s profile${fields ? ` (${fields})` : ''}`,
    saved.saveCollaboratorProfile,
  );
  const publishing = await graph.query<{ publishCollaboratorProfile: Payload }>(
    publishProfile,
    {},
    { asUser },
  );
  succeeded(`publishing ${collaborator.key}'s profile`, publishing.publishCollaboratorProfile);
}

const sentRequests = `{ myContactRequests(box: SENT, first: 50) { edges { node { collaborator { slug } } } } }`;
const collaboratorBySlug = 'query ($slug: String!) { collaborator(slug: $slug) { id } }';
const sendRequest = `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
  __typename ... on MutationSendContactRequestSuccess { data { id } } ... on BaseError { code } } }`;
const answerRequest = `mutation ($input: AnswerContactRequestInput!) { answerContactRequest(input: $input) {
  __typename ... on BaseError { code } } }`;
const markDone = `mutation ($id: ID!) { markContactRequestDone(id: $id) { __typename ... on BaseError { code } } }`;
const review = `mutation ($input: ReviewContactRequestInput!) { reviewContactRequest(input: $input) {
  __typename ... on MutationReviewContactRequestSuccess { data { id } } ... on BaseError { code } } }`;
const reply = `mutation ($input: ReplyToCollaboratorReviewInput!) { replyToCollaboratorReview(input: $input) {
  __typename ... on BaseError { code } } }`;

const ratingsInput = ([quality, communication, schedule, cooperation, text]: DemoWork['clientReview']) => ({
  quality,
  communication,
  schedule,
  cooperation,
  text,
});

/**
 * The demo work between demo employers (as clients) and demo collaborators, done through the graph's own
 * operations as each of them: the client's contact request, the collaborator's acceptance (the echo box's
 * conversation opens from it, as for anyone), both marking it done, their reviews (the second shows both), a reply.
 * The profiles' ratings, success rates and completed projects are the product's own computation of that. Run again,
 * it does nothing for work whose client has written to that collaborator already. Returns how much it began.
 */
export async function runDemoWork(graph: GraphClient): Promise<number> {
  const slugs = new Map(demoCollaborators.map((c) => [c.key, c.profile.slug]));
  const written = new Map<string, Set<string>>();
  let begun = 0;
  for (const work of demoWork) {
    const client = demoUuid(`employer:${work.client}`);
    const collaborator = demoUuid(`collaborator:${work.collaborator}`);
    const slug = slugs.get(work.collaborator);
    if (!slug) throw new Error(`Demo flow: no demo collaborator ${work.collaborator}`);
    if (!written.has(client)) {
      const { myContactRequests } = await graph.query<{
        myContactRequests: { edges: { node: { collaborator: { slug: string } | null } }[] };
      }>(sentRequests, {}, { asUser: client });
      // Requests from the talent pool name no collaborator.
      written.set(
        client,
        new Set(
          myContactRequests.edges.flatMap((e) => (e.node.collaborator ? [e.node.collaborator.slug] : [])),
        ),
      );
    }
    if (written.get(client)!.has(slug)) continue;
    const found = await graph.query<{ collaborator: { id: string } | null }>(collaboratorBySlug, { slug });
    if (!found.collaborator) throw new Error(`Demo flow: ${slug} is not published`);
    const sent = await graph.query<{ sendContactRequest: Payload & { data?: { id: string } } }>(
      sendRequest,
      {
        input: {
          collaboratorId: found.collaborator.id,
          subject: work.subject,
          message: work.message,
          budgetRials: work.budgetRials ?? null,
        },
      },
      { asUser: client },
    );
    succeeded(`${work.client}'s request to ${work.collaborator}`, sent.sendContactRequest);
    const requestId = sent.sendContactRequest.data!.id;
    written.get(client)!.add(slug);
    begun++;
    const answered = await graph.query<{ answerContactRequest: Payload }>(
      answerRequest,
      { input: { id: requestId, accept: true, answer: work.answer } },
      { asUser: collaborator },
    );
    succeeded(`${work.collaborator} accepting ${work.client}'s request`, answered.answerContactRequest);
    if (work.stage === 'accepted') continue;
    for (const asUser of [client, collaborator]) {
      const done = await graph.query<{ markContactRequestDone: Payload }>(
        markDone,
        { id: requestId },
        { asUser },
      );
      succeeded(`marking ${work.client}'s work with ${work.collaborator} done`, done.markContactRequestDone);
    }
    const byClient = await graph.query<{ reviewContactRequest: Payload & { data?: { id: string } } }>(
      review,
      { input: { requestId, ...ratingsInput(work.clientReview) } },
      { asUser: client },
    );
    succeeded(`${work.client}'s review of ${work.collaborator}`, byClient.reviewContactRequest);
    if (work.stage === 'client-reviewed') continue;
    const byCollaborator = await graph.query<{ reviewContactRequest: Payload }>(
      review,
      { input: { requestId, ...ratingsInput(work.collaboratorReview) } },
      { asUser: collaborator },
    );
    succeeded(`${work.collaborator}'s review of ${work.client}`, byCollaborator.reviewContactRequest);
    if (work.reply) {
      const replied = await graph.query<{ replyToCollaboratorReview: Payload }>(
        reply,
        { input: { reviewId: byClient.reviewContactRequest.data!.id, reply: work.reply } },
        { asUser: collaborator },
      );
      succeeded(`${work.collaborator}'s reply to ${work.client}`, replied.replyToCollaboratorReview);
    }
  }
  return begun;
}

const myResume = '{ myResume { id } }';
const saveResume = `mutation ($input: SaveResumeInput!) { saveResume(input: $input) {
  __typename ... on BaseError { code } ... on ValidationError { fields { path code } } } }`;
const openResume = `mutation { setResumeOpenToEmployers(open: true) { __typename ... on BaseError { code } } }`;

/** Demo collaborators who write a résumé and open it to verified employers: the first eight. */
export const demoResumeWriters = demoCollaborators.slice(0, 8);

/**
 * A demo collaborator's résumé, written from what their profile says: in the language of its first words, their
 * name and contact address, headline and bio, the positions they held, their skills and the languages they speak.
 */
function demoResume(collaborator: DemoCollaborator) {
  const profile = collaborator.profile;
  const words = profile.words.find((w) => w.locale === collaborator.preferredLanguage) ?? profile.words[0]!;
  const names = new Intl.DisplayNames([words.locale], { type: 'language' });
  return {
    locale: words.locale,
    document: {
      fullName: collaborator.displayName,
      headline: words.headline,
      email: collaborator.email,
      summary: words.bio ?? null,
      experience: profile.experience ?? [],
      education: [],
      skills: profile.skills,
      languages: profile.languages.map((code, i) => ({
        name: names.of(code) ?? code,
        level: i === 0 ? 'NATIVE' : 'FLUENT',
      })),
      projects: [],
      links: [],
    },
  };
}

/**
 * The demo collaborators' résumés, done through the graph's own operations as each of them: the first eight write
 * one from their profile and open it to employers of verified companies. Run again, it leaves a written résumé
 * alone. Returns the users who wrote one (whose résumés the team then evaluates).
 */
export async function runDemoResumes(graph: GraphClient): Promise<string[]> {
  const writers: string[] = [];
  for (const collaborator of demoResumeWriters) {
    const asUser = demoUuid(`collaborator:${collaborator.key}`);
    const { myResume: mine } = await graph.query<{ myResume: { id: string } | null }>(
      myResume,
      {},
      { asUser },
    );
    if (mine) continue;
    const saved = await graph.query<{ saveResume: Payload & { fields?: { path: string; code: string }[] } }>(
      saveResume,
      { input: demoResume(collaborator) },
      { asUser },
    );
    const fields = saved.saveResume.fields?.map((f) => `${f.path} ${f.code}`).join(', ');
    succeeded(`saving ${collaborator.key}'s résumé${fields ? ` (${fields})` : ''}`, saved.saveResume);
    const opened = await graph.query<{ setResumeOpenToEmployers: Payload }>(openResume, {}, { asUser });
    succeeded(`opening ${collaborator.key}'s résumé`, opened.setResumeOpenToEmployers);
    writers.push(asUser);
  }
  return writers;
}
