import { encodeGlobalID } from '@pothos/plugin-relay';
import { resumeLocales, talentPoolFilterRules, talentPoolLimits } from '@platform/rules/resumes';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { requestLoader } from '@platform/subgraph-kit/loaders';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { CollaboratorsContext } from '../../context.ts';
import {
  boundedRequest,
  ContactRequestNode,
  requestInputFields,
  sendCounted,
} from '../requests/requests.types.ts';
import { certificatesByUser, type ResumeCertificate } from '../resumes/resumes.service.ts';
import { DocumentRef } from '../resumes/resumes.types.ts';
import { poolView, talentPoolWhere } from './talent-pool.service.ts';

/** The certificates of the résumés' owners a request reads, in one query. */
const certificatesOf = (context: CollaboratorsContext) =>
  requestLoader(context, 'TalentPoolResume.certificates', async (userIds: readonly string[]) => {
    const byUser = await certificatesByUser(context.prisma, userIds);
    return userIds.map((id): ResumeCertificate[] => byUser.get(id) ?? []);
  });

const localeArg = z.object({ locale: z.string().max(2, 'LOCALE_INVALID').nullish() }).loose();

export const TalentPoolResumeRef = builder.prismaObject('Resume', {
  variant: 'TalentPoolResume',
  description:
    'A résumé in the talent pool, as employers with a verified company read it: its owner opened it to them and ' +
    'the team evaluated it complete. Who wrote it and how to reach them are withheld; a contact request ' +
    '(`sendTalentPoolRequest`) asks them to talk.',
  fields: (t) => ({
    id: t.id({
      description: 'The résumé’s id (a `Resume`, which only its owner and admins open as a node).',
      resolve: (r) => encodeGlobalID('Resume', r.id),
    }),
    locales: t.stringList({
      description: 'The languages it is written in, in the order fa, en, az.',
      directives: cost.list(resumeLocales.length),
      select: { versions: { select: { locale: true } } },
      resolve: (r) => resumeLocales.filter((l) => r.versions.some((v) => v.locale === l)),
    }),
    evaluatedAt: t.field({
      type: 'DateTime',
      select: { evaluatedAt: true, updatedAt: true },
      resolve: (r) => r.evaluatedAt ?? r.updatedAt,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    document: t.field({
      type: DocumentRef,
      nullable: true,
      description: 'It in this language, else in the first it is written in; identity withheld.',
      args: { locale: t.arg.string({ required: false }) },
      validate: localeArg,
      select: { userId: true, versions: { select: { locale: true, document: true } } },
      resolve: async (r, args, context) =>
        poolView(r.versions, args.locale, (await certificatesOf(context).load(r.userId)) ?? []),
    }),
  }),
});

/** Whether the pool's entry is still theirs to read: its owner keeps it open, and the team's verdict stands. */
const stillInPool = (resume: { openToEmployers: boolean; evaluation: string | null }) =>
  resume.openToEmployers && resume.evaluation === 'COMPLETE';

builder.prismaObjectFields(ContactRequestNode, (t) => ({
  resume: t.field({
    type: TalentPoolResumeRef,
    nullable: true,
    description:
      'The résumé a request from the talent pool was sent about, while its owner keeps it in the pool (its owner ' +
      'and admins read it always); null for a request to a collaborator.',
    select: (_args, _context, nested) => ({
      collaboratorId: true,
      resume: nested({ select: { openToEmployers: true, evaluation: true } }),
    }),
    resolve: (r, _args, context) =>
      r.resume &&
      (stillInPool(r.resume) ||
        context.viewer?.userId === r.collaboratorId ||
        context.viewer?.roles.includes('ADMIN'))
        ? // The selection above holds what the client asked of it, as a relation's would.
          (r.resume as never)
        : null,
  }),
}));

const FilterInput = builder.inputType('TalentPoolFilter', {
  fields: (t) => ({
    query: t.string({
      required: false,
      description: `Words (at most ${talentPoolLimits.searchMax} characters) in its headline, summary, skills, positions, studies or projects.`,
    }),
    skill: t.string({ required: false }),
    locale: t.string({ required: false, description: 'Written in this language: fa, en or az.' }),
  }),
});

/** Employers of a verified company read the pool; admins too, to help them. */
const poolReaders = { $any: { verifiedEmployer: true, role: 'ADMIN' as const } };

builder.queryField('talentPool', (t) =>
  t.prismaConnection({
    type: TalentPoolResumeRef,
    cursor: 'id',
    description:
      'Employers of a verified company (and admins): the résumés whose owners opened them to employers and which ' +
      'the team evaluated complete, matching every filter given, the latest evaluated first.',
    authScopes: poolReaders,
    maxSize: talentPoolLimits.page,
    defaultSize: talentPoolLimits.page,
    args: { filter: t.arg({ type: FilterInput, required: false }) },
    validate: z.object({ filter: talentPoolFilterRules.nullish() }).loose(),
    totalCount: (_parent, args, context) =>
      context.prisma.resume.count({ where: talentPoolWhere(args.filter) }),
    resolve: (query, _root, args, context) =>
      context.prisma.resume.findMany({
        ...query,
        where: talentPoolWhere(args.filter),
        orderBy: [{ evaluatedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
);

builder.queryField('talentPoolResume', (t) =>
  t.prismaField({
    type: TalentPoolResumeRef,
    nullable: true,
    description:
      'One résumé of the talent pool, as `talentPool` lists it (employers of a verified company, admins); null ' +
      'once it has left the pool.',
    authScopes: poolReaders,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, context) => {
      const id = localId(String(args.id), 'Resume');
      return id ? context.prisma.resume.findFirst({ ...query, where: { id, ...talentPoolWhere({}) } }) : null;
    },
  }),
);

builder.mutationField('sendTalentPoolRequest', (t) =>
  t.field({
    type: ContactRequestNode,
    description:
      'An employer of a verified company asks the owner of a résumé in the talent pool to talk; they are told, and ' +
      'accepting opens an echo-box conversation. One request at a time waits per résumé.',
    authScopes: { verifiedEmployer: true },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SendTalentPoolRequestInput', {
          fields: (f) => ({
            resumeId: f.id({ required: true, description: 'The résumé’s id, as the talent pool gives it.' }),
            ...requestInputFields(f),
          }),
        }),
      }),
    },
    validate: boundedRequest,
    resolve: (_root, { input }, context) =>
      sendCounted(
        context,
        {
          kind: 'resume',
          resumeId: localId(String(input.resumeId), 'Resume'),
          companyId: context.viewer!.verifiedCompanyId!,
        },
        input,
      ),
  }),
);
