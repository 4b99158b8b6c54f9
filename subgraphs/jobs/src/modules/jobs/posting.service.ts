import { recordEvents } from '@platform/subgraph-kit/outbox';
import { randomBytes } from 'node:crypto';
import { jobPostingRules } from '@platform/rules/jobs';
import { normalizeSearchText } from '@platform/rules/search-text';
import { settleSkills, skillKey } from '@platform/rules/skills';
import { NotFoundFailure, parseInput, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { JobsContext, JobsPrisma } from '../../context.ts';
import { canManageJob } from '../applications/applications.service.ts';
import { jobEvents } from '../events/job-events.ts';
import { attachableTests, type AttachedTest } from './job-tests.service.ts';

/**
 * What posting works with: the jobs tables, the places, the search, which must see the changes, and the graph,
 * which says which tests may be attached.
 */
type Posting = Pick<JobsContext, 'prisma' | 'services' | 'graph'>;

/**
 * A readable, stable slug in the ad's own script ("برنامه-نویس-ارشد-react-k3x9qa"): the title's words and a
 * random suffix, so that two ads with one title never collide and the slug never changes with later edits.
 */
export function jobSlug(title: string): string {
  const words = normalizeSearchText(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'job'}-${randomBytes(4).readUInt32BE().toString(36)}`;
}

/** The posting's fields, checked by the shared rules; its place must be a city or remote work. */
async function postingData({ services }: Posting, input: unknown) {
  const job = parseInput(jobPostingRules(), input);
  if (!(await services.places.isJobPlace(job.placeId))) {
    throw new ValidationFailure([{ path: 'input.placeId', code: 'PLACE_INVALID' }]);
  }
  // Settled by the shared taxonomy here rather than in the rules, which the web client's public pages load.
  const skills = settleSkills(job.skills, job.language);
  return {
    ...job,
    skills,
    skillKeys: skills.map(skillKey),
    education: job.education ?? null,
    expiresAt: job.expiresAt ?? null,
    salaryMinRials: job.salaryMinRials == null ? null : BigInt(job.salaryMinRials),
    salaryMaxRials: job.salaryMaxRials == null ? null : BigInt(job.salaryMaxRials),
  };
}

type PostingInput = { publish?: boolean | null; tests?: unknown } & object;

/** Replaces a job's tests with these, in their order (in the posting's transaction). */
async function saveTests(tx: Pick<JobsPrisma, 'jobTest'>, jobId: string, tests: AttachedTest[] | undefined) {
  if (tests === undefined) return;
  await tx.jobTest.deleteMany({ where: { jobId } });
  if (tests.length)
    await tx.jobTest.createMany({ data: tests.map((test, position) => ({ jobId, position, ...test })) });
}

/** An employer posts a job, published at once or kept as a draft to preview, with the tests it asks for. */
export async function createJob(posting: Posting, viewer: Identity, input: PostingInput) {
  const { publish, tests: testsInput, ...fields } = input;
  const data = await postingData(posting, fields);
  const tests = await attachableTests(posting.graph, testsInput);
  const job = await posting.prisma.$transaction(async (tx) => {
    const created = await tx.job.create({
      data: {
        ...data,
        slug: jobSlug(data.title),
        status: publish === false ? 'DRAFT' : 'PUBLISHED',
        postedAt: new Date(),
        postedById: viewer.userId,
      },
    });
    await saveTests(tx, created.id, tests);
    if (created.status === 'PUBLISHED') await recordEvents(tx, [jobEvents.published(created)]);
    return created;
  });
  jobsChanged(posting);
  return job;
}

/** After this server changed jobs, its next search sees the change. */
function jobsChanged({ services }: Posting) {
  services.search.forget();
}

async function ownJob(prisma: JobsPrisma, viewer: Identity, globalId: string) {
  const id = localId(globalId, 'Job');
  const job = id ? await prisma.job.findUnique({ where: { id } }) : null;
  // Another employer's job is "not found": its existence as a draft is not revealed.
  if (!job || !canManageJob(job, viewer)) throw new NotFoundFailure('No such job');
  return job;
}

/**
 * Edits a job; publishing a draft makes it appear in listings from now on. Changed tests apply to applications
 * sent from now on; earlier applicants keep the invitations they were given.
 */
export async function updateJob(posting: Posting, viewer: Identity, globalId: string, input: PostingInput) {
  const job = await ownJob(posting.prisma, viewer, globalId);
  const { publish, tests: testsInput, ...fields } = input;
  const data = await postingData(posting, fields);
  const tests = await attachableTests(posting.graph, testsInput);
  const publishing = publish === true && job.status === 'DRAFT';
  const updated = await posting.prisma.$transaction(async (tx) => {
    const saved = await tx.job.update({
      where: { id: job.id },
      data: { ...data, ...(publishing ? { status: 'PUBLISHED', postedAt: new Date() } : {}) },
    });
    await saveTests(tx, job.id, tests);
    if (publishing) await recordEvents(tx, [jobEvents.published(saved)]);
    return saved;
  });
  jobsChanged(posting);
  return updated;
}

/** Closes a job: it leaves listings and stops taking applications; its page says so. */
export async function closeJob(posting: Posting, viewer: Identity, globalId: string) {
  const job = await ownJob(posting.prisma, viewer, globalId);
  if (job.status === 'CLOSED') return job;
  const closed = await posting.prisma.$transaction(async (tx) => {
    const saved = await tx.job.update({ where: { id: job.id }, data: { status: 'CLOSED' } });
    await recordEvents(tx, [jobEvents.closed(saved)]);
    return saved;
  });
  jobsChanged(posting);
  return closed;
}
