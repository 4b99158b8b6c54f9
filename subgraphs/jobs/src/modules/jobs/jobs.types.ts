import { experienceLevels, jobPostingLimits, jobTypes } from '@platform/rules/jobs';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { PlaceRef } from '../places/places.types.ts';
import { UserRef } from '../users/user.ref.ts';
import { isExpired, publicJobWhere } from './jobs.service.ts';

const postingList = cost.textList(jobPostingLimits.listItems, jobPostingLimits.listItemMax);

export const JobTypeEnum = builder.enumType('JobType', { values: jobTypes });

export const ExperienceLevelEnum = builder.enumType('ExperienceLevel', { values: experienceLevels });

export const JobStatusEnum = builder.enumType('JobStatus', {
  values: ['DRAFT', 'PUBLISHED', 'CLOSED'] as const,
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
    place: t.field({
      type: PlaceRef,
      select: { placeId: true },
      resolve: async (job, _args, context) => (await context.services.places.load()).byId.get(job.placeId)!,
    }),
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
    // Long texts weigh by their size in the cost limit; the short skills stay free, as on every card.
    description: t.exposeString('description', { directives: cost.text(jobPostingLimits.descriptionMax) }),
    requirements: t.exposeStringList('requirements', { directives: postingList }),
    responsibilities: t.exposeStringList('responsibilities', { directives: postingList }),
    education: t.exposeString('education', { nullable: true, directives: cost.text(300) }),
    benefits: t.exposeStringList('benefits', { directives: postingList }),
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
  resolveReference: batchedReference('Job', (context, ids) =>
    context.prisma.job.findMany({ where: { id: { in: ids }, ...publicJobWhere } }),
  ),
});

builder.queryFields((t) => ({
  job: t.prismaField({
    type: 'Job',
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    description: 'A job by its slug. Drafts are seen only by the employer who posted them (to preview).',
    resolve: (query, _parent, { slug }, context) =>
      context.prisma.job.findFirst({
        ...query,
        where: context.viewer
          ? { slug, OR: [publicJobWhere, { postedById: context.viewer.userId }] }
          : { slug, ...publicJobWhere },
      }),
  }),
}));
