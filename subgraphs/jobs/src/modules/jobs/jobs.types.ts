import { byKeys, requestLoader } from '@platform/subgraph-kit/loaders';
import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { UserRef } from '../users/user.ref.ts';
import {
  defaultPageSize,
  isExpired,
  jobListOrder,
  jobListWhere,
  maxPageSize,
  publicJobWhere,
} from './jobs.service.ts';

export const JobTypeEnum = builder.enumType('JobType', {
  values: [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACT',
    'REMOTE',
    'ONSITE',
    'HYBRID',
    'FREELANCE',
    'INTERNSHIP',
    'TEMPORARY',
  ] as const,
});

export const ExperienceLevelEnum = builder.enumType('ExperienceLevel', {
  values: ['ENTRY', 'MID', 'SENIOR', 'LEAD'] as const,
});

export const JobStatusEnum = builder.enumType('JobStatus', {
  values: ['DRAFT', 'PUBLISHED', 'CLOSED'] as const,
});

export const JobOrderEnum = builder.enumType('JobOrder', {
  values: ['NEWEST', 'OLDEST'] as const,
});

export const JobFilterInput = builder.inputType('JobFilter', {
  fields: (t) => ({
    types: t.field({ type: [JobTypeEnum], required: false }),
    experienceLevels: t.field({ type: [ExperienceLevelEnum], required: false }),
    includeExpired: t.boolean({
      required: false,
      description: 'Expired jobs are hidden unless they are permanent; set this to list them too.',
    }),
  }),
});

interface SalaryRangeShape {
  minRials: bigint | null;
  maxRials: bigint | null;
}

const SalaryRange = builder.objectRef<SalaryRangeShape>('SalaryRange').implement({
  description: 'A monthly salary range in Iranian rials (IRR). Either end may be open.',
  fields: (t) => ({
    minRials: t.field({
      type: 'SafeInt',
      nullable: true,
      resolve: (s) => (s.minRials === null ? null : Number(s.minRials)),
    }),
    maxRials: t.field({
      type: 'SafeInt',
      nullable: true,
      resolve: (s) => (s.maxRials === null ? null : Number(s.maxRials)),
    }),
    currency: t.string({ resolve: () => 'IRR' }),
  }),
});

export const JobNode = builder.prismaNode('Job', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    slug: t.exposeString('slug'),
    language: t.exposeString('language', {
      description: 'ISO 639-1 code of the language the advertisement is written in: fa, en or az.',
    }),
    title: t.exposeString('title'),
    companyName: t.exposeString('companyName'),
    location: t.exposeString('location'),
    salary: t.field({
      type: SalaryRange,
      nullable: true,
      select: { salaryMinRials: true, salaryMaxRials: true },
      resolve: (job) =>
        job.salaryMinRials === null && job.salaryMaxRials === null
          ? null
          : { minRials: job.salaryMinRials, maxRials: job.salaryMaxRials },
    }),
    type: t.expose('type', { type: JobTypeEnum }),
    experienceLevel: t.expose('experienceLevel', { type: ExperienceLevelEnum }),
    skills: t.exposeStringList('skills'),
    description: t.exposeString('description'),
    requirements: t.exposeStringList('requirements'),
    responsibilities: t.exposeStringList('responsibilities'),
    education: t.exposeString('education', { nullable: true }),
    benefits: t.exposeStringList('benefits'),
    postedAt: t.expose('postedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    isExpired: t.boolean({
      select: { expiresAt: true },
      resolve: (job) => isExpired(job, new Date()),
    }),
    status: t.expose('status', { type: JobStatusEnum }),
    permanent: t.exposeBoolean('permanent'),
    postedBy: t.field({
      type: UserRef,
      nullable: true,
      select: { postedById: true },
      resolve: (job) => (job.postedById ? { id: encodeGlobalID('User', job.postedById) } : null),
    }),
  }),
});

builder.asEntity(JobNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: async ({ id }, context) => {
    const jobId = localId(id, 'Job');
    if (!jobId) return null;
    return requestLoader(context, 'Job.byId', async (ids: readonly string[]) =>
      byKeys(
        ids,
        await context.prisma.job.findMany({ where: { id: { in: [...ids] }, ...publicJobWhere } }),
        (j) => j.id,
      ),
    ).load(jobId);
  },
});

builder.queryFields((t) => ({
  jobs: t.prismaConnection({
    type: 'Job',
    cursor: 'id',
    defaultSize: defaultPageSize,
    maxSize: maxPageSize,
    args: {
      filter: t.arg({ type: JobFilterInput, required: false }),
      orderBy: t.arg({ type: JobOrderEnum, required: false, defaultValue: 'NEWEST' }),
    },
    validate: z.object({ first: z.number().int().min(0).max(maxPageSize).nullish() }).loose(),
    totalCount: (_parent, args, context) =>
      context.prisma.job.count({ where: jobListWhere(args.filter, new Date()) }),
    resolve: (query, _parent, args, context) =>
      context.prisma.job.findMany({
        ...query,
        where: jobListWhere(args.filter, new Date()),
        orderBy: jobListOrder(args.orderBy ?? 'NEWEST'),
      }),
  }),
  job: t.prismaField({
    type: 'Job',
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _parent, { slug }, context) =>
      context.prisma.job.findFirst({ ...query, where: { slug, ...publicJobWhere } }),
  }),
}));
