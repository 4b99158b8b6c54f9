import { companyVerdicts, companyVerificationLimits, companyVerifications } from '@platform/rules/companies';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { fileUrlOrNull } from '@platform/subgraph-kit/files/store';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { AccountsContext } from '../../context.ts';
import {
  requestCompanyVerification,
  reviewCompanyVerification,
  verificationWhere,
} from './companies.service.ts';
import { updateCompany } from '../users/users.service.ts';

export const CompanyNode = builder.prismaNode('Company', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: "An employer's company profile.",
  fields: (t) => ({
    name: t.exposeString('name'),
    logoUrl: t.string({
      nullable: true,
      description: 'The logo, on this origin (`/files/…`); null when there is none.',
      resolve: (c) => fileUrlOrNull(c.logoKey),
    }),
    website: t.exposeString('website', { nullable: true }),
    about: t.exposeString('about', { nullable: true }),
  }),
});

builder.asEntity(CompanyNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Company', (context, ids) =>
    context.prisma.company.findMany({ where: { id: { in: ids } } }),
  ),
});

const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    website: t.string({ required: false }),
    logoUpload: t.string({
      required: false,
      description:
        'The `upload` receipt of `POST /uploads/images` to make that image the logo; null removes it.',
    }),
    about: t.string({ required: false }),
  }),
});

builder.mutationField('updateCompany', (t) =>
  t.prismaField({
    type: 'User',
    description:
      "Edits the signed-in employer's company profile, creating it on first save; answers the employer, whose `company` is the saved profile.",
    authScopes: { role: 'EMPLOYER' },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await updateCompany(context.prisma, context.files, context.viewer!, input);
      const where = { id: context.viewer!.userId };
      // An answer read for its `__typename` alone selects no column, and Prisma refuses an empty `select`.
      const selectsNothing = 'select' in query && Object.keys(query.select ?? {}).length === 0;
      return context.prisma.user.findUniqueOrThrow(selectsNothing ? { where } : { ...query, where });
    },
  }),
);

const VerificationEnum = builder.enumType('CompanyVerification', {
  description:
    'UNVERIFIED: never asked. PENDING: asked with its national id, waiting for the team. VERIFIED: checked by ' +
    'the team (its employers may search the talent pool). REJECTED: the note says why.',
  values: companyVerifications,
});
const VerdictEnum = builder.enumType('CompanyVerdict', { values: companyVerdicts });

builder.prismaObjectFields(CompanyNode, (t) => ({
  verified: t.boolean({
    description: 'The team has verified it: a badge anyone may read.',
    select: { verification: true },
    resolve: (c) => c.verification === 'VERIFIED',
  }),
  verification: t.field({
    type: VerificationEnum,
    nullable: true,
    description: 'Where it stands with the team’s check; null for all but its members and admins.',
    select: (_args, context) => ({ verification: true, ...membersSelect(context) }),
    resolve: (c, _args, context) => (insider(c, context) ? c.verification : null),
  }),
  nationalId: t.string({
    nullable: true,
    description: 'Its national id as given to be verified; null for all but its members and admins.',
    select: (_args, context) => ({ nationalId: true, ...membersSelect(context) }),
    resolve: (c, _args, context) => (insider(c, context) ? c.nationalId : null),
  }),
  verificationNote: t.string({
    nullable: true,
    description: 'The team’s words with its last answer; null for all but its members and admins.',
    directives: cost.text(companyVerificationLimits.noteMax),
    select: (_args, context) => ({ verificationNote: true, ...membersSelect(context) }),
    resolve: (c, _args, context) => (insider(c, context) ? c.verificationNote : null),
  }),
  verificationRequestedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When it last asked to be verified; null for all but its members and admins.',
    select: (_args, context) => ({ verificationRequestedAt: true, ...membersSelect(context) }),
    resolve: (c, _args, context) => (insider(c, context) ? c.verificationRequestedAt : null),
  }),
  memberCount: t.int({
    nullable: true,
    description: 'How many employers belong to it; admins only (null otherwise).',
    select: { _count: { select: { members: true } } },
    resolve: (c, _args, context) => (isAdmin(context) ? c._count.members : null),
  }),
}));

const isAdmin = (context: AccountsContext) => context.viewer?.roles.includes('ADMIN') === true;

/** Whether the viewer belongs to the company (read with it: at most one row, the viewer's own). */
const membersSelect = (context: AccountsContext) =>
  context.viewer && !isAdmin(context)
    ? { members: { where: { id: context.viewer.userId }, select: { id: true } } }
    : {};

const insider = (company: { members?: { id: string }[] }, context: AccountsContext) =>
  isAdmin(context) || (company.members?.length ?? 0) > 0;

const verificationPage = z.number().int().min(0).max(companyVerificationLimits.page).nullish();

builder.queryField('companiesToVerify', (t) =>
  t.prismaConnection({
    type: CompanyNode,
    cursor: 'id',
    description:
      'Admins: the companies that asked to be verified, by state (all that ever asked when none is given), those ' +
      'that asked the longest ago first.',
    authScopes: { role: 'ADMIN' },
    maxSize: companyVerificationLimits.page,
    defaultSize: companyVerificationLimits.page,
    args: { state: t.arg({ type: VerificationEnum, required: false }) },
    validate: z.object({ first: verificationPage, last: verificationPage }).loose(),
    totalCount: (_parent, args, context) =>
      context.prisma.company.count({ where: verificationWhere(args.state) }),
    resolve: (query, _root, args, context) =>
      context.prisma.company.findMany({
        ...query,
        where: verificationWhere(args.state),
        orderBy: [{ verificationRequestedAt: 'asc' }, { id: 'asc' }],
      }),
  }),
);

/** Requests per account: a typo corrected, not a search for ids that pass. */
const verificationRate = {
  name: 'accounts.company-verification',
  points: 10,
  seconds: 86_400,
} satisfies Bucket;

builder.mutationFields((t) => ({
  requestCompanyVerification: t.field({
    type: CompanyNode,
    description:
      'An employer asks the team to verify their company by its national id (شناسه ملی); it waits for an admin. ' +
      'Errors: ValidationError NATIONAL_ID_INVALID or NATIONAL_ID_TAKEN; ConflictError NO_COMPANY.',
    authScopes: { role: 'EMPLOYER' },
    errors: { types: [ValidationFailure, ConflictFailure] },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RequestCompanyVerificationInput', {
          fields: (f) => ({ nationalId: f.string({ required: true, description: '11 digits.' }) }),
        }),
      }),
    },
    validate: z.object({ input: z.object({ nationalId: z.string().max(64) }).loose() }).loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, verificationRate);
      return requestCompanyVerification(context.prisma, context.viewer!, input);
    },
  }),
  reviewCompanyVerification: t.field({
    type: CompanyNode,
    description:
      'Admins: verifies or rejects a company that asked, or revokes a verification (rejected, with a note). ' +
      'Errors: ValidationError NOTE_REQUIRED; NotFoundError; ConflictError NOT_PENDING; ValidationError ' +
      'NATIONAL_ID_TAKEN when another company is verified under its id.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ReviewCompanyVerificationInput', {
          fields: (f) => ({
            companyId: f.id({ required: true }),
            verdict: f.field({ type: VerdictEnum, required: true }),
            note: f.string({ required: false }),
          }),
        }),
      }),
    },
    validate: z
      .object({
        input: z
          .object({
            note: z
              .string()
              .max(companyVerificationLimits.noteMax * 4)
              .nullish(),
          })
          .loose(),
      })
      .loose(),
    resolve: (_root, { input }, context) => {
      const { companyId, ...review } = input;
      return reviewCompanyVerification(
        context.prisma,
        context.viewer!,
        localId(String(companyId), 'Company'),
        review,
      );
    },
  }),
}));
