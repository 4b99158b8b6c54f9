import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { badUserInput } from '@platform/subgraph-kit/errors';
import { byKeys, requestLoader } from '@platform/subgraph-kit/loaders';
import { grantForRequest, grantedForRequest } from '@platform/subgraph-kit/request-grants';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { JobsContext } from '../../context.ts';
import { JobNode } from '../jobs/jobs.types.ts';
import { UserRef } from '../users/user.ref.ts';
import { resumeSnapshots, ResumeSnapshotRef } from './resume-snapshots.ts';
import {
  applyToJob,
  canManageJob,
  canSeeApplication,
  identityWithheld,
  setApplicationStatus,
  shownOnJob,
  testScoreOrderPage,
  type ApplicationStatus,
} from './applications.service.ts';

/** Applications per visitor address or account: a busy job hunt, or an office sharing one address; not a flood. */
const applyRate = { name: 'jobs.apply', points: 30, seconds: 3_600 } satisfies Bucket;

/** A job's page lists at most this many approved applicants. */
const approvedApplicantsShown = 50;

const ApplicationStatusEnum = builder.enumType('ApplicationStatus', {
  values: ['SUBMITTED', 'REVIEWED', 'APPROVED', 'REJECTED', 'HIRED'] as const,
});

/** Who posted a job, by job id, batched per request (authorization needs it for every application shown). */
function jobOwner(context: JobsContext, jobId: string) {
  return requestLoader(context, 'Job.owner', async (ids: readonly string[]) =>
    byKeys(
      ids,
      await context.prisma.job.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true, postedById: true },
      }),
      (j) => j.id,
    ),
  ).load(jobId);
}

type StatusFilter = readonly ApplicationStatus[] | null | undefined;

function applicationsOf(jobId: string | { in: string[] }, statuses: StatusFilter) {
  return { jobId, ...(statuses?.length ? { status: { in: [...statuses] } } : {}) };
}

/** How many applications a job has (with these statuses), counted for a whole page of jobs at once. */
function applicationCount(context: JobsContext, jobId: string, statuses: StatusFilter) {
  const filter = statuses?.length ? [...new Set(statuses)].sort().join(',') : 'ALL';
  return requestLoader(context, `Job.applicationCount:${filter}`, async (jobIds: readonly string[]) => {
    const rows = await context.prisma.jobApplication.groupBy({
      by: ['jobId'],
      where: applicationsOf({ in: [...jobIds] }, statuses),
      _count: { _all: true },
    });
    const counts = new Map(rows.map((r) => [r.jobId, r._count._all]));
    return jobIds.map((id) => counts.get(id) ?? 0);
  })
    .load(jobId)
    .then((count) => count ?? 0);
}

const ApplicationOrderInput = builder.inputType('ApplicationOrder', {
  description: "How a job's applications are ordered; left out, newest first.",
  fields: (t) => ({
    testScore: t.id({
      required: true,
      description:
        "One of the job's tests: the applications whose applicants shared a result of it, highest score first " +
        '(a personality profile, which has no score, after them), then the others, each newest first.',
    }),
  }),
});

async function viewerManagesJob(context: JobsContext, jobId: string) {
  const job = await jobOwner(context, jobId);
  return !!job && canManageJob(job, context.viewer);
}

export const JobApplicationNode = builder.prismaNode('JobApplication', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: "An application to a job. Seen only by its applicant, the job's employer and admins.",
  select: { id: true, jobId: true, applicantId: true },
  authScopes: async (application, context) => {
    if (grantedForRequest(context, `JobApplication:${application.id}`)) return true;
    const job = await jobOwner(context, application.jobId);
    return !!job && canSeeApplication(application, job, context.viewer);
  },
  fields: (t) => ({
    job: t.relation('job', { type: JobNode }),
    status: t.expose('status', { type: ApplicationStatusEnum }),
    submittedAt: t.expose('createdAt', { type: 'DateTime' }),
    statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
    identityWithheld: t.boolean({
      description:
        'The reader is the job’s employer, and the applicant hid their identity and is not approved yet: name, ' +
        'e-mail, phone, account and the résumé’s identity are withheld until they approve the application.',
      select: { applicantId: true, hideIdentity: true, status: true },
      resolve: (a, _args, context) => identityWithheld(a, context.viewer),
    }),
    fullName: t.string({
      nullable: true,
      description: 'Null while the identity is withheld.',
      select: { applicantId: true, hideIdentity: true, status: true, fullName: true },
      resolve: (a, _args, context) => (identityWithheld(a, context.viewer) ? null : a.fullName),
    }),
    email: t.string({
      nullable: true,
      description: 'Null while the identity is withheld.',
      select: { applicantId: true, hideIdentity: true, status: true, email: true },
      resolve: (a, _args, context) => (identityWithheld(a, context.viewer) ? null : a.email),
    }),
    phone: t.string({
      nullable: true,
      description: 'E.164, e.g. +989121234567. Null while the identity is withheld.',
      select: { applicantId: true, hideIdentity: true, status: true, phone: true },
      resolve: (a, _args, context) => (identityWithheld(a, context.viewer) ? null : a.phone),
    }),
    resume: t.field({
      type: ResumeSnapshotRef,
      nullable: true,
      description:
        'The résumé sent with the application, as it was then (the collaborators subgraph keeps it); its ' +
        'identity withheld as the application’s is.',
      select: { applicantId: true, hideIdentity: true, status: true, resumeSnapshotId: true },
      resolve: (a, _args, context) =>
        a.resumeSnapshotId
          ? { id: a.resumeSnapshotId, identityWithheld: identityWithheld(a, context.viewer) }
          : null,
    }),
    coverLetter: t.exposeString('coverLetter'),
    contractDays: t.exposeInt('contractDays', { nullable: true }),
    requestedSalaryRials: t.field({
      type: 'SafeInt',
      nullable: true,
      select: { requestedSalaryRials: true },
      resolve: (a) => (a.requestedSalaryRials === null ? null : Number(a.requestedSalaryRials)),
    }),
    hideIdentity: t.exposeBoolean('hideIdentity'),
    shareTestResults: t.exposeBoolean('shareTestResults', {
      description: "The applicant agreed to share the results of the job's tests with its employer.",
    }),
    applicant: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The account that applied; null for an application sent without signing in, and while the identity is withheld.',
      select: { applicantId: true, hideIdentity: true, status: true },
      resolve: (a, _args, context) =>
        a.applicantId && !identityWithheld(a, context.viewer)
          ? { id: encodeGlobalID('User', a.applicantId) }
          : null,
    }),
  }),
});

builder.asEntity(JobApplicationNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: async ({ id }, context) => {
    const applicationId = localId(id, 'JobApplication');
    if (!applicationId) return null;
    const application = await context.prisma.jobApplication.findUnique({
      where: { id: applicationId },
      include: { job: { select: { postedById: true } } },
    });
    return application && canSeeApplication(application, application.job, context.viewer)
      ? application
      : null;
  },
});

/** The public view of an approved application on its job's page (§2, §3). */
const ApprovedApplicant = builder.prismaObject('JobApplication', {
  variant: 'ApprovedApplicant',
  description:
    "An approved applicant as shown on the job page. With hideIdentity, name and profile are null for everyone but the job's employer.",
  select: { jobId: true, hideIdentity: true },
  fields: (t) => ({
    submittedBy: t.string({
      nullable: true,
      select: { fullName: true },
      resolve: async (a, _args, context) =>
        !a.hideIdentity || (await viewerManagesJob(context, a.jobId)) ? a.fullName : null,
    }),
    applicant: t.field({
      type: UserRef,
      nullable: true,
      select: { applicantId: true },
      resolve: async (a, _args, context) =>
        a.applicantId && (!a.hideIdentity || (await viewerManagesJob(context, a.jobId)))
          ? { id: encodeGlobalID('User', a.applicantId) }
          : null,
    }),
    requestedSalaryRials: t.field({
      type: 'SafeInt',
      nullable: true,
      select: { requestedSalaryRials: true },
      resolve: (a) => (a.requestedSalaryRials === null ? null : Number(a.requestedSalaryRials)),
    }),
    contractDays: t.exposeInt('contractDays', { nullable: true }),
    submittedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(JobNode, (t) => ({
  approvedApplicants: t.relation('applications', {
    type: ApprovedApplicant,
    description: `The first ${approvedApplicantsShown} applicants the employer approved, in the order they were approved.`,
    directives: cost.list(approvedApplicantsShown),
    query: {
      where: { status: { in: shownOnJob } },
      orderBy: { statusChangedAt: 'asc' },
      take: approvedApplicantsShown,
    },
  }),
  viewerCanManage: t.boolean({
    description: 'The signed-in user posted this job (or is an admin) and may review its applications.',
    select: { postedById: true },
    resolve: (job, _args, context) => canManageJob(job, context.viewer),
  }),
  viewerApplication: t.field({
    type: JobApplicationNode,
    nullable: true,
    description: "The signed-in user's application to this job, if any.",
    resolve: (job, _args, context) =>
      context.viewer
        ? context.prisma.jobApplication.findUnique({
            where: { jobId_applicantId: { jobId: job.id, applicantId: context.viewer.userId } },
          })
        : null,
  }),
  // Its own query, run only once the viewer is known to manage the job: a relation would be loaded with the job
  // (and, nested, with every job of every application below it) before its authorization could say no.
  applications: t.prismaConnection({
    type: JobApplicationNode,
    nullable: true,
    description:
      "The job's applications, newest first or by one of its tests' scores (`orderBy`); for its employer (null " +
      'for anyone else).',
    cursor: 'id',
    args: {
      statuses: t.arg({ type: [ApplicationStatusEnum], required: false }),
      orderBy: t.arg({ type: ApplicationOrderInput, required: false }),
    },
    authScopes: async (job, _args, context) => viewerManagesJob(context, job.id),
    unauthorizedResolver: () => null as never,
    totalCount: (job, args, context) => applicationCount(context, job.id, args.statuses),
    resolve: async (query, job, args, context) => {
      const where = applicationsOf(job.id, args.statuses);
      if (!args.orderBy)
        return context.prisma.jobApplication.findMany({ ...query, where, orderBy: { id: 'desc' } });
      const testId = localId(String(args.orderBy.testScore), 'Test');
      if (!testId) throw badUserInput('No such test', 'orderBy.testScore');
      const { take, skip, cursor, ...selection } = query;
      // The page's ids in the score's order (one statement), then the applications themselves (one more).
      const ids = await testScoreOrderPage(context.prisma, {
        jobId: job.id,
        statuses: args.statuses,
        testId,
        take,
        after: cursor && skip ? cursor.id : undefined,
        from: cursor && !skip ? cursor.id : undefined,
      });
      const rows = ids.length
        ? await context.prisma.jobApplication.findMany({ ...selection, where: { id: { in: ids } } })
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  }),
}));

builder.queryField('myApplications', (t) =>
  t.prismaConnection({
    type: 'JobApplication',
    cursor: 'id',
    description: "The signed-in user's applications, newest first.",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) =>
      context.prisma.jobApplication.findMany({
        ...query,
        where: { applicantId: context.viewer!.userId },
        orderBy: { id: 'desc' },
      }),
  }),
);

const ApplyToJobInput = builder.inputType('ApplyToJobInput', {
  fields: (t) => ({
    jobId: t.id({ required: true }),
    fullName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true, description: 'Iranian mobile in any digit system, or +country code.' }),
    coverLetter: t.string({ required: true }),
    contractDays: t.int({ required: false }),
    requestedSalaryRials: t.field({ type: 'SafeInt', required: false, description: 'Monthly, in rials.' }),
    hideIdentity: t.boolean({ required: false }),
    shareTestResults: t.boolean({
      required: false,
      description:
        "Share the results of the job's talent tests with its employer (required when a test is required).",
    }),
    visitorId: t.string({ required: false, description: 'localStorage token_auth of this browser.' }),
    referralId: t.string({
      required: false,
      description: 'localStorage ref_id, if the applicant was referred by a partner.',
    }),
    resumeLocale: t.string({
      required: false,
      description:
        'Send the signed-in applicant’s résumé in this language (fa, en or az) with the application: a snapshot ' +
        'of it as it is now, which the employer reads beside it.',
    }),
  }),
});

const SetApplicationStatusInput = builder.inputType('SetApplicationStatusInput', {
  fields: (t) => ({
    applicationId: t.id({ required: true }),
    status: t.field({ type: ApplicationStatusEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  applyToJob: t.field({
    type: JobApplicationNode,
    description: 'Applies to an open job; visitors may apply too. One application per person per job.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure, ConflictFailure, NotFoundFailure] },
    args: { input: t.arg({ type: ApplyToJobInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, applyRate);
      const application = await applyToJob(
        context.prisma,
        context.viewer,
        { ...input, jobId: String(input.jobId) },
        resumeSnapshots(context),
      );
      // A visitor who just applied may read back what they sent.
      grantForRequest(context, `JobApplication:${application.id}`);
      return application;
    },
  }),
  setApplicationStatus: t.field({
    type: JobApplicationNode,
    description: "The job's employer moves an application through its statuses.",
    errors: { types: [NotFoundFailure] },
    args: { input: t.arg({ type: SetApplicationStatusInput, required: true }) },
    resolve: (_root, { input }, context) =>
      setApplicationStatus(
        context.prisma,
        context.viewer!,
        String(input.applicationId),
        input.status as ApplicationStatus,
      ),
  }),
}));
