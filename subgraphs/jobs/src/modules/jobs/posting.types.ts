import type { Identity } from '@platform/subgraph-kit/identity';
import { NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { builder } from '../../builder.ts';
import { ExperienceLevelEnum, JobNode, JobStatusEnum, JobTypeEnum } from './jobs.types.ts';
import { JobTestInput } from './job-tests.types.ts';
import { closeJob, createJob, updateJob } from './posting.service.ts';

const postingFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  language: t.string({ required: true, description: 'fa, en or az: the language the ad is written in.' }),
  title: t.string({ required: true }),
  companyName: t.string({ required: true }),
  placeId: t.id({ required: true, description: 'A city or remote work (`places(kinds: [CITY, REMOTE])`).' }),
  type: t.field({ type: JobTypeEnum, required: true }),
  experienceLevel: t.field({ type: ExperienceLevelEnum, required: true }),
  description: t.string({ required: true }),
  skills: t.stringList({ required: false }),
  requirements: t.stringList({ required: false }),
  responsibilities: t.stringList({ required: false }),
  benefits: t.stringList({ required: false }),
  education: t.string({ required: false }),
  salaryMinRials: t.field({ type: 'SafeInt', required: false, description: 'Monthly, in rials.' }),
  salaryMaxRials: t.field({ type: 'SafeInt', required: false, description: 'Monthly, in rials.' }),
  expiresAt: t.field({ type: 'DateTime', required: false, description: 'Within 180 days.' }),
  permanent: t.boolean({ required: false, description: 'Stays listed after it expires.' }),
  tests: t.field({
    type: [JobTestInput],
    required: false,
    description:
      'The talent tests applicants are invited to take, in order (at most 5). Left out when editing: unchanged.',
  }),
  publish: t.boolean({
    required: false,
    description: 'False keeps the job as a draft to preview (default true).',
  }),
});

const CreateJobInput = builder.inputType('CreateJobInput', { fields: (t) => postingFields(t) });
const UpdateJobInput = builder.inputType('UpdateJobInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...postingFields(t) }),
});

/** Employers manage their own jobs; admins may edit or close any (moderation). */
const managesJobs = (viewer: Identity | null) =>
  viewer?.roles.includes('EMPLOYER') === true || viewer?.roles.includes('ADMIN') === true;

builder.mutationFields((t) => ({
  createJob: t.field({
    type: JobNode,
    description: 'An employer posts a job (or saves a draft).',
    authScopes: { role: 'EMPLOYER' },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: CreateJobInput, required: true }) },
    resolve: (_root, { input }, context) => createJob(context, context.viewer!, input),
  }),
  updateJob: t.field({
    type: JobNode,
    description: 'The employer who posted a job edits it, or publishes a draft; admins may too (moderation).',
    authScopes: (_root, _args, context) => managesJobs(context.viewer),
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: UpdateJobInput, required: true }) },
    resolve: (_root, { input: { id, ...fields } }, context) =>
      updateJob(context, context.viewer!, String(id), fields),
  }),
  closeJob: t.field({
    type: JobNode,
    description: 'The employer who posted a job closes it; admins may too (moderation).',
    authScopes: (_root, _args, context) => managesJobs(context.viewer),
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => closeJob(context, context.viewer!, String(id)),
  }),
}));

builder.queryField('myJobs', (t) =>
  t.prismaConnection({
    type: 'Job',
    cursor: 'id',
    description: "The signed-in employer's jobs, drafts and closed ones included, newest first.",
    authScopes: { role: 'EMPLOYER' },
    args: { statuses: t.arg({ type: [JobStatusEnum], required: false }) },
    totalCount: (_parent, args, context) =>
      context.prisma.job.count({
        where: {
          postedById: context.viewer!.userId,
          ...(args.statuses?.length ? { status: { in: args.statuses } } : {}),
        },
      }),
    resolve: (query, _root, args, context) =>
      context.prisma.job.findMany({
        ...query,
        where: {
          postedById: context.viewer!.userId,
          ...(args.statuses?.length ? { status: { in: args.statuses } } : {}),
        },
        orderBy: { id: 'desc' },
      }),
  }),
);
