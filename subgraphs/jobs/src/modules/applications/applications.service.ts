import { recordEvents } from '@platform/subgraph-kit/outbox';
import { jobEvents } from '../events/job-events.ts';
import { PrismaNamespace } from '@platform/db';
import { referralId as referralIdRule, visitorId as visitorIdRule } from '@platform/rules/accounts';
import { applyToJobRules } from '@platform/rules/jobs';
import {
  ConflictFailure,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { JobsPrisma } from '../../db.ts';
import { isExpired } from '../jobs/jobs.service.ts';

export type ApplicationStatus = 'SUBMITTED' | 'REVIEWED' | 'APPROVED' | 'REJECTED' | 'HIRED';

/** Approved (and later hired) applicants appear on the job page (§2, §4). */
export const shownOnJob: ApplicationStatus[] = ['APPROVED', 'HIRED'];

/** Whoever posted the job manages its applications; admins may too. */
export function canManageJob(job: { postedById: string | null }, viewer: Identity | null): boolean {
  if (!viewer) return false;
  return job.postedById === viewer.userId || viewer.roles.includes('ADMIN');
}

/** An application is seen by its applicant, the job's employer and admins. */
export function canSeeApplication(
  application: { applicantId: string | null },
  job: { postedById: string | null },
  viewer: Identity | null,
): boolean {
  return (!!viewer && application.applicantId === viewer.userId) || canManageJob(job, viewer);
}

/** The browser's visitor id and referral, as the client keeps them (`token_auth`, `ref_id`). */
export interface TrackingIds {
  visitorId?: string | null | undefined;
  referralId?: string | null | undefined;
}

/**
 * Applies to an open job. Visitors may apply; a signed-in applicant is linked to the account. One application
 * per person per job: a second one with the same e-mail or account is a conflict, not a duplicate — unless it is
 * the same application sent again (a retry after a lost answer), which gets the stored application back. The
 * browser's visitor id and referral are kept with it, so that a partner's referral can be credited; malformed
 * ones are dropped rather than failing the application.
 *
 * A job with a required talent test takes applications from signed-in applicants who agree to share the test's
 * result with the employer (`shareTestResults`). `application.submitted`, recorded with the application, carries
 * the job's tests and the consent: assessments invites the applicant to take them free of charge.
 */
export async function applyToJob(
  prisma: JobsPrisma,
  viewer: Identity | null,
  input: { jobId: string } & TrackingIds & object,
  resumes: ResumeSnapshots = noResumes,
) {
  const { jobId: globalJobId, visitorId, referralId, ...fields } = input;
  const data = parseInput(applyToJobRules, fields);
  if (data.resumeLocale && !viewer)
    throw new ValidationFailure([{ path: 'input.resumeLocale', code: 'SIGN_IN_FOR_RESUME' }]);
  const jobId = localId(globalJobId, 'Job');
  const job = jobId
    ? await prisma.job.findUnique({
        where: { id: jobId },
        include: { tests: { orderBy: { position: 'asc' } } },
      })
    : null;
  if (!job || job.status !== 'PUBLISHED' || (isExpired(job, new Date()) && !job.permanent)) {
    throw new NotFoundFailure('This job is not open for applications');
  }
  if (job.tests.some((test) => test.required)) {
    if (!viewer) throw new ValidationFailure([{ path: 'input.shareTestResults', code: 'SIGN_IN_FOR_TESTS' }]);
    if (!data.shareTestResults)
      throw new ValidationFailure([{ path: 'input.shareTestResults', code: 'TEST_CONSENT_REQUIRED' }]);
  }
  const row = {
    jobId: job.id,
    applicantId: viewer?.userId ?? null,
    fullName: data.fullName,
    email: data.email.toLowerCase(),
    phone: data.phone,
    coverLetter: data.coverLetter,
    contractDays: data.contractDays ?? null,
    requestedSalaryRials: data.requestedSalaryRials == null ? null : BigInt(data.requestedSalaryRials),
    hideIdentity: data.hideIdentity,
    // Consent means something only where there are tests to share.
    shareTestResults: job.tests.length > 0 && data.shareTestResults,
  };
  const tracking = {
    visitorId: visitorIdRule.safeParse(visitorId).data ?? null,
    referralId: referralIdRule.safeParse(referralId).data ?? null,
  };
  // The résumé is kept as it is now, before the application is written (a snapshot no application names is the
  // applicant's own, and harmless); one already sent is not sent twice.
  const resumeSnapshotId =
    data.resumeLocale && viewer && !(await hasApplied(prisma, job.id, viewer.userId))
      ? await resumes.snapshot(viewer.userId, data.resumeLocale)
      : null;
  try {
    return await prisma.$transaction(async (tx) => {
      // Stamped here, by the clock that also starts test sessions: a test taken after applying starts later.
      const now = new Date();
      const application = await tx.jobApplication.create({
        data: { ...row, ...tracking, resumeSnapshotId, createdAt: now, statusChangedAt: now },
      });
      await recordEvents(tx, [jobEvents.applicationSubmitted(application, job, job.tests)]);
      return application;
    });
  } catch (error) {
    if (!(error instanceof PrismaNamespace.PrismaClientKnownRequestError && error.code === 'P2002'))
      throw error;
    const stored = await prisma.jobApplication.findUnique({
      where: { jobId_email: { jobId: job.id, email: row.email } },
    });
    if (stored && (Object.keys(row) as (keyof typeof row)[]).every((key) => stored[key] === row[key])) {
      return stored;
    }
    throw new ConflictFailure('ALREADY_APPLIED', 'You have already applied to this job');
  }
}

/** Keeps the applicant's résumé in one language as it is now; the snapshot's id (the collaborators subgraph's). */
export interface ResumeSnapshots {
  snapshot(applicantId: string, locale: string): Promise<string>;
}

const noResumes: ResumeSnapshots = {
  snapshot: () =>
    Promise.reject(new ValidationFailure([{ path: 'input.resumeLocale', code: 'RESUME_MISSING' }])),
};

const hasApplied = async (prisma: JobsPrisma, jobId: string, applicantId: string) =>
  (await prisma.jobApplication.count({ where: { jobId, applicantId } })) > 0;

/**
 * Whether an application's reader is kept from knowing who sent it: the job's employer, while the applicant hides
 * their identity and has not been approved. The applicant and admins always know.
 */
export function identityWithheld(
  application: { applicantId: string | null; hideIdentity: boolean; status: ApplicationStatus },
  viewer: Identity | null,
): boolean {
  if (!application.hideIdentity || shownOnJob.includes(application.status)) return false;
  if (!viewer || viewer.roles.includes('ADMIN')) return false;
  return application.applicantId !== viewer.userId;
}

/** The job's employer (or an admin) moves an application to another status; the applicant sees it at once. */
export async function setApplicationStatus(
  prisma: JobsPrisma,
  viewer: Identity,
  applicationGlobalId: string,
  status: ApplicationStatus,
) {
  const id = localId(applicationGlobalId, 'JobApplication');
  const application = id
    ? await prisma.jobApplication.findUnique({
        where: { id },
        include: { job: { select: { postedById: true, slug: true, title: true } } },
      })
    : null;
  // Someone else's application is "not found" rather than "forbidden": its existence is not revealed.
  if (!application || !canManageJob(application.job, viewer))
    throw new NotFoundFailure('No such application');
  if (application.status === status) return application;
  return prisma.$transaction(async (tx) => {
    const updated = await tx.jobApplication.update({
      where: { id: application.id },
      data: { status, statusChangedAt: new Date() },
    });
    if (status === 'APPROVED') {
      await recordEvents(tx, [
        jobEvents.applicationApproved(application, { id: application.jobId, ...application.job }),
      ]);
    }
    return updated;
  });
}

/**
 * The ids of one page of a job's applications ordered by one test's score (as `application.test-scored` brought
 * it): highest first, those without a score (not shared, not taken, or a personality profile) last, each group
 * newest first. The order is total (score, then id), so a page follows its cursor exactly: `after` starts after
 * that application, `from` at it; a negative `take` counts back from the cursor, as Prisma's cursors do. A cursor
 * is looked up within the job only: another job's application cannot be used to learn where its score falls.
 */
export async function testScoreOrderPage(
  prisma: JobsPrisma,
  page: {
    jobId: string;
    statuses: readonly ApplicationStatus[] | null | undefined;
    testId: string;
    take: number;
    after?: string | undefined;
    from?: string | undefined;
  },
): Promise<string[]> {
  const { jobId, testId, take } = page;
  const back = take < 0;
  const cursor = page.after ?? page.from;
  // Scores are 0–100: a missing one counts as -1 and sorts after every score.
  const key = PrismaNamespace.sql`(COALESCE(s.score, -1), a.id)`;
  const cursorKey = PrismaNamespace.sql`(SELECT COALESCE(cs.score, -1), c.id
      FROM job_applications c
      LEFT JOIN application_test_scores cs ON cs.application_id = c.id AND cs.test_id = ${testId}::uuid
      WHERE c.id = ${cursor ?? null}::uuid AND c.job_id = ${jobId}::uuid)`;
  const comparison = back ? (page.after ? '>' : '>=') : page.after ? '<' : '<=';
  const direction = back ? 'ASC' : 'DESC';
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT a.id::text AS id
    FROM job_applications a
    LEFT JOIN application_test_scores s ON s.application_id = a.id AND s.test_id = ${testId}::uuid
    WHERE a.job_id = ${jobId}::uuid
      ${page.statuses?.length ? PrismaNamespace.sql`AND a.status = ANY(${[...page.statuses]}::"ApplicationStatus"[])` : PrismaNamespace.empty}
      ${cursor ? PrismaNamespace.sql`AND ${key} ${PrismaNamespace.raw(comparison)} ${cursorKey}` : PrismaNamespace.empty}
    ORDER BY COALESCE(s.score, -1) ${PrismaNamespace.raw(direction)}, a.id ${PrismaNamespace.raw(direction)}
    LIMIT ${Math.abs(take)}`;
  const ids = rows.map((row) => row.id);
  return back ? ids.reverse() : ids;
}
