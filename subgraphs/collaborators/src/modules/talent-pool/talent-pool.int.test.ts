import type { Identity } from '@platform/subgraph-kit/identity';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { collaboratorsTests } from '../collaborators.testing.ts';

const t = collaboratorsTests();

const outcome = `__typename ... on BaseError { code } ... on ValidationError { fields { path code } }`;
const save = `mutation ($input: SaveResumeInput!) { saveResume(input: $input) {
  ${outcome} ... on MutationSaveResumeSuccess { data { id } } } }`;
const pool = `query ($filter: TalentPoolFilter, $locale: String) { talentPool(filter: $filter, first: 10) {
  totalCount edges { node { id locales document(locale: $locale) {
    locale identityWithheld fullName email phone headline skills links { url } projects { url }
    certificates { code testTitle } } } } } }`;
const send = `mutation ($input: SendTalentPoolRequestInput!) { sendTalentPoolRequest(input: $input) {
  ${outcome} ... on MutationSendTalentPoolRequestSuccess { data { id state collaborator { id }
    company { id } resume { id document { headline fullName } } } } } }`;

type Entry = {
  id: string;
  locales: string[];
  document: {
    locale: string;
    identityWithheld: boolean;
    fullName: string | null;
    email: string | null;
    phone: string | null;
    headline: string;
    skills: string[];
    links: { url: string }[];
    projects: { url: string | null }[];
    certificates: { code: string | null; testTitle: string }[];
  };
};
type Pool = { talentPool: { totalCount: number; edges: { node: Entry }[] } };

const document = (headline: string, skills: string[], more: Record<string, unknown> = {}) => ({
  fullName: 'Nima Rahimi',
  headline,
  email: 'nima@example.com',
  phone: '+98 912 000 1111',
  place: 'Tabriz',
  summary: 'Builds payment systems.',
  experience: [{ title: 'Backend developer', organization: 'Snapp', start: '2018-01', end: null }],
  education: [],
  skills,
  languages: [{ name: 'English', level: 'FLUENT' }],
  projects: [{ title: 'Ledger', url: 'https://example.com/ledger' }],
  links: [{ label: 'GitHub', url: 'https://github.com/nima' }],
  ...more,
});

let companies = 0;
/** An employer whose company the team verified, as the gateway's identity says it. */
async function verifiedEmployer(): Promise<Identity> {
  const employer = await t.person(`Employer ${++companies}`, ['EMPLOYER']);
  const company = await t.database().prisma.company.create({
    data: {
      name: `Verified ${companies}`,
      verification: 'VERIFIED',
      members: { connect: { id: employer.userId } },
    },
  });
  return { ...employer, verifiedCompanyId: company.id };
}
const admin = () => t.person('Admin', ['ADMIN']);

/** A person's résumé saved in these languages; evaluated and opened to employers when asked. */
async function resume(
  name: string,
  versions: Record<string, ReturnType<typeof document>>,
  { verdict = 'COMPLETE', open = true }: { verdict?: 'COMPLETE' | 'NEEDS_WORK' | null; open?: boolean } = {},
) {
  const owner = await t.person(name);
  let id = '';
  for (const [locale, doc] of Object.entries(versions)) {
    const saved = await t.data<{ saveResume: { data: { id: string } } }>(
      save,
      { input: { locale, document: doc } },
      owner,
    );
    id = saved.saveResume.data.id;
  }
  if (verdict)
    await t.data(
      `mutation ($input: EvaluateResumeInput!) { evaluateResume(input: $input) { __typename } }`,
      {
        input: {
          resumeId: id,
          verdict,
          checklist: [],
          note: verdict === 'NEEDS_WORK' ? 'Add projects.' : null,
        },
      },
      await admin(),
    );
  if (open) await t.data(`mutation { setResumeOpenToEmployers(open: true) { __typename } }`, {}, owner);
  return { owner, id };
}

const request = (resumeId: string, more: Record<string, unknown> = {}) => ({
  resumeId,
  subject: 'Senior backend position',
  message: 'We read your résumé in the talent pool and would like to talk about a role on our payments team.',
  ...more,
});

describe('the talent pool', () => {
  it('holds only résumés opened to employers and evaluated complete, with who wrote them withheld', async () => {
    const employer = await verifiedEmployer();
    const inPool = await resume('In pool', { en: document('Payments engineer', ['Go', 'PostgreSQL']) });
    await resume('Closed', { en: document('Payments engineer', ['Go']) }, { open: false });
    await resume('Needs work', { en: document('Payments engineer', ['Go']) }, { verdict: 'NEEDS_WORK' });
    await resume('Not evaluated', { en: document('Payments engineer', ['Go']) }, { verdict: null });
    const found = await t.data<Pool>(pool, { filter: { query: 'payments' } }, employer);
    expect(found.talentPool.edges.map((e) => e.node.id)).toEqual([inPool.id]);
    expect(found.talentPool.totalCount).toBe(1);
    expect(found.talentPool.edges[0]!.node.document).toMatchObject({
      identityWithheld: true,
      fullName: null,
      email: null,
      phone: null,
      headline: 'Payments engineer',
      links: [],
      projects: [{ url: null }],
    });
    const one = `query ($id: ID!) { talentPoolResume(id: $id) { id document { headline fullName } } }`;
    expect(
      (await t.data<{ talentPoolResume: unknown }>(one, { id: inPool.id }, employer)).talentPoolResume,
    ).toEqual({
      id: inPool.id,
      document: { headline: 'Payments engineer', fullName: null },
    });
    // Closed by its owner, it leaves the pool at once.
    await t.data(`mutation { setResumeOpenToEmployers(open: false) { __typename } }`, {}, inPool.owner);
    expect(
      (await t.data<Pool>(pool, { filter: { query: 'payments' } }, employer)).talentPool.totalCount,
    ).toBe(0);
    expect(
      (await t.data<{ talentPoolResume: unknown }>(one, { id: inPool.id }, employer)).talentPoolResume,
    ).toBeNull();
    const stranger = await t.run(one, { id: inPool.id }, await t.person('HR', ['EMPLOYER']));
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is searched by words in any script, a skill and a language, and reads the language asked', async () => {
    const employer = await verifiedEmployer();
    const persian = await resume('Persian', {
      fa: document('برنامه‌نویس پایتون و جنگو', ['Python', 'Django'], { fullName: 'نیما رحیمی' }),
      en: document('Python and Django developer', ['Python', 'Django']),
    });
    const english = await resume('English', { en: document('Kotlin mobile developer', ['Kotlin']) });
    const ids = async (filter: Record<string, unknown>, locale?: string) =>
      (await t.data<Pool>(pool, { filter, locale }, employer)).talentPool.edges.map((e) => e.node.id);
    // Arabic letter forms and a missing ZWNJ find the Persian words.
    expect(await ids({ query: 'برنامه نويس جنگو' })).toEqual([persian.id]);
    expect(await ids({ skill: 'django' })).toEqual([persian.id]);
    expect(await ids({ skill: 'KOTLIN' })).toEqual([english.id]);
    expect(await ids({ skill: 'Kotlin', locale: 'fa' })).toEqual([]);
    const read = await t.data<Pool>(pool, { filter: { skill: 'Django' }, locale: 'fa' }, employer);
    expect(read.talentPool.edges[0]!.node).toMatchObject({
      locales: ['fa', 'en'],
      document: { locale: 'fa', headline: 'برنامه‌نویس پایتون و جنگو', fullName: null },
    });
    const fallback = await t.data<Pool>(pool, { filter: { skill: 'Kotlin' }, locale: 'az' }, employer);
    expect(fallback.talentPool.edges[0]!.node.document.locale).toBe('en');
    const tooLong = await t.run(pool, { filter: { query: 'x'.repeat(101) } }, employer);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for employers of a verified company and admins; the résumé search of others is refused', async () => {
    await resume('Somebody', { en: document('Designer', ['Figma']) });
    for (const viewer of [
      undefined,
      await t.person('Seeker'),
      await t.person('Unverified employer', ['EMPLOYER']),
      await t.person('Collaborator', ['COLLABORATOR']),
    ]) {
      const refused = await t.run(pool, {}, viewer);
      expect(refused.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect(refused.data).toBeNull();
    }
    expect((await t.data<Pool>(pool, {}, await admin())).talentPool.totalCount).toBeGreaterThan(0);
  });

  it('lets a verified employer ask the owner to talk: once at a time, never oneself, and not to a closed résumé', async () => {
    const employer = await verifiedEmployer();
    const candidate = await resume('Candidate', { en: document('Data engineer', ['Spark']) });
    type Sent = {
      sendTalentPoolRequest: {
        __typename: string;
        code?: string;
        data?: {
          id: string;
          state: string;
          collaborator: null;
          company: { id: string };
          resume: { id: string; document: { headline: string; fullName: string | null } };
        };
      };
    };
    const sent = await t.data<Sent>(send, { input: request(candidate.id) }, employer);
    expect(sent.sendTalentPoolRequest.data).toMatchObject({
      state: 'SENT',
      collaborator: null,
      company: { id: encodeGlobalID('Company', employer.verifiedCompanyId!) },
      resume: { id: candidate.id, document: { headline: 'Data engineer', fullName: null } },
    });
    const again = await t.data<Sent>(send, { input: request(candidate.id) }, employer);
    expect(again.sendTalentPoolRequest).toMatchObject({ __typename: 'ConflictError', code: 'REQUEST_OPEN' });

    // The owner reads it among the requests they received, and may accept it like any other.
    const received = await t.data<{
      myContactRequests: { edges: { node: { id: string; subject: string; resume: { id: string } } }[] };
    }>(
      `{ myContactRequests(box: RECEIVED) { edges { node { id subject resume { id } } } } }`,
      {},
      candidate.owner,
    );
    expect(received.myContactRequests.edges.map((e) => e.node)).toEqual([
      {
        id: sent.sendTalentPoolRequest.data!.id,
        subject: 'Senior backend position',
        resume: { id: candidate.id },
      },
    ]);
    const answered = await t.data<{ answerContactRequest: { __typename: string } }>(
      `mutation ($input: AnswerContactRequestInput!) { answerContactRequest(input: $input) { __typename } }`,
      { input: { id: sent.sendTalentPoolRequest.data!.id, accept: true } },
      candidate.owner,
    );
    expect(answered.answerContactRequest.__typename).toBe('MutationAnswerContactRequestSuccess');
    // There is no work to mark done or review.
    const done = await t.data<{ markContactRequestDone: { __typename: string; code?: string } }>(
      `mutation ($id: ID!) { markContactRequestDone(id: $id) { __typename ... on BaseError { code } } }`,
      { id: sent.sendTalentPoolRequest.data!.id },
      employer,
    );
    expect(done.markContactRequestDone).toMatchObject({ __typename: 'ConflictError', code: 'NOT_WORK' });

    const closed = await resume('Closed', { en: document('Data engineer', ['Spark']) }, { open: false });
    const refused = await t.data<Sent>(send, { input: request(closed.id) }, employer);
    expect(refused.sendTalentPoolRequest.__typename).toBe('NotFoundError');
    const own = await resume('Employer too', { en: document('Hiring manager', ['People']) });
    const self = await t.data<Sent>(
      send,
      { input: request(own.id) },
      { ...own.owner, verifiedCompanyId: employer.verifiedCompanyId! },
    );
    expect(self.sendTalentPoolRequest).toMatchObject({ __typename: 'ConflictError', code: 'OWN_PROFILE' });
    const unverified = await t.run(
      send,
      { input: request(candidate.id) },
      await t.person('HR', ['EMPLOYER']),
    );
    expect(unverified.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the résumé from a request’s sender once its owner closes it', async () => {
    const employer = await verifiedEmployer();
    const candidate = await resume('Changes mind', { en: document('QA engineer', ['Playwright']) });
    const sent = await t.data<{ sendTalentPoolRequest: { data: { id: string } } }>(
      send,
      { input: request(candidate.id) },
      employer,
    );
    await t.data(`mutation { setResumeOpenToEmployers(open: false) { __typename } }`, {}, candidate.owner);
    const read = (viewer: Identity) =>
      t.data<{ _entities: { resume: { id: string } | null }[] }>(
        `query ($r: [_Any!]!) { _entities(representations: $r) { ... on ContactRequest { resume { id } } } }`,
        { r: [{ __typename: 'ContactRequest', id: sent.sendTalentPoolRequest.data.id }] },
        viewer,
      );
    expect((await read(employer))._entities[0]!.resume).toBeNull();
    expect((await read(candidate.owner))._entities[0]!.resume).toEqual({ id: candidate.id });
  });

  it('reads the certificates of a page of résumés in one query', async () => {
    const employer = await verifiedEmployer();
    for (let i = 0; i < 4; i++) {
      const { owner } = await resume(`Certified ${i}`, { en: document('Certified analyst', ['SQL']) });
      await t.database().prisma.collaboratorCertificate.create({
        data: {
          id: `00000000-0000-7000-8000-00000000000${i}`,
          userId: owner.userId,
          code: `CERT-POOL-${i}`,
          testSlug: 'sql',
          title: { fa: 'آزمون', en: 'SQL test', az: 'SQL testi' },
          skills: [],
          scoreBand: '80-89',
          issuedAt: new Date(),
        },
      });
    }
    t.database().resetQueries();
    const read = await t.data<Pool>(pool, { filter: { query: 'certified analyst' } }, employer, 'en');
    expect(read.talentPool.edges).toHaveLength(4);
    expect(read.talentPool.edges.every((e) => e.node.document.certificates[0]?.code === null)).toBe(true);
    expect(read.talentPool.edges[0]!.node.document.certificates[0]?.testTitle).toBe('SQL test');
    const certificateQueries = t
      .database()
      .queries.filter((q) => /FROM "public"\."collaborator_certificates"/.test(q.sql));
    expect(certificateQueries).toHaveLength(1);
  });
});
