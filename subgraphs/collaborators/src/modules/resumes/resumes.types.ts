import {
  languageLevels,
  resumeChecklist,
  resumeEvaluationLimits,
  resumeLimits as L,
  resumeLocales,
  resumeVerdicts,
  type ResumeChecklistItem,
  type ResumeDocument,
  type ResumeVerdict,
} from '@platform/rules/resumes';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Locale } from '@platform/subgraph-kit/locale';
import { byKeys, requestLoader } from '@platform/subgraph-kit/loaders';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { PositionInput, PositionRef as ExperienceRef } from '../positions.ts';
import type { CollaboratorsContext } from '../../context.ts';
import {
  attachResumeFile,
  deleteResumeVersion,
  evaluateResume,
  evaluationWhere,
  firstVersion,
  printableResume,
  removeResumeFile,
  resumeCertificates,
  resumeKeyOpens,
  resumePdfPath,
  saveResume,
  setResumeOpen,
  snapshotResume,
  snapshotView,
  type ResumeCertificate,
  type ResumeFile,
  type ResumeView,
} from './resumes.service.ts';

/** Snapshots a person makes in a day: one per application sent with a résumé. */
export const resumeSnapshotRate = {
  name: 'collaborators.resume-snapshot',
  points: 50,
  seconds: 86_400,
} satisfies Bucket;

const LevelEnum = builder.enumType('ResumeLanguageLevel', { values: languageLevels });

type Education = ResumeDocument['education'][number];
type Project = ResumeDocument['projects'][number];
type Link = ResumeDocument['links'][number];
type SpokenLanguage = ResumeDocument['languages'][number];

const EducationRef = builder.objectRef<Education>('ResumeEducation').implement({
  description: 'A course of study: months as YYYY-MM; no end while it goes on.',
  fields: (t) => ({
    school: t.exposeString('school'),
    degree: t.exposeString('degree'),
    field: t.exposeString('field', { nullable: true }),
    start: t.exposeString('start'),
    end: t.exposeString('end', { nullable: true }),
  }),
});

const LanguageRef = builder.objectRef<SpokenLanguage>('ResumeLanguage').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    level: t.field({ type: LevelEnum, resolve: (l) => l.level }),
  }),
});

/** A project, its address left out when the identity is withheld. */
const ProjectRef = builder.objectRef<Project>('ResumeProject').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    description: t.exposeString('description', { nullable: true, directives: cost.text(L.descriptionMax) }),
  }),
});

const LinkRef = builder.objectRef<Link>('ResumeLink').implement({
  fields: (t) => ({ label: t.exposeString('label'), url: t.exposeString('url') }),
});

const CertificateRef = builder
  .objectRef<ResumeCertificate & { withheld: boolean }>('ResumeCertificate')
  .implement({
    description:
      'A talent-test certificate on a résumé. Its code (and verification page, which names the holder) is null ' +
      'while the identity is withheld.',
    fields: (t) => ({
      code: t.string({ nullable: true, resolve: (c) => (c.withheld ? null : c.code) }),
      path: t.string({ nullable: true, resolve: (c) => (c.withheld ? null : `/certificates/${c.code}`) }),
      testTitle: t.string({
        resolve: (c, _args, context) =>
          c.title[context.locale] || c.title.fa || c.title.en || c.title.az || '',
      }),
      scoreBand: t.exposeString('scoreBand'),
      issuedAt: t.field({ type: 'DateTime', resolve: (c) => new Date(c.issuedAt) }),
    }),
  });

const FileRef = builder.objectRef<ResumeFile>('ResumeFile').implement({
  description:
    'A résumé’s uploaded PDF, kept privately: read by its owner, admins, and the employers of the jobs it was ' +
    'sent to (once the applicant’s identity is theirs to see).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name it is downloaded under.' }),
    bytes: t.exposeInt('bytes'),
    pages: t.exposeInt('pages'),
    uploadedAt: t.field({ type: 'DateTime', resolve: (f) => new Date(f.uploadedAt) }),
    downloadPath: t.string({
      description: 'Where this reader downloads it; the address opens for 15 minutes.',
      resolve: (f, _args, context) => {
        if (!context.files) throw serviceUnavailable();
        return context.files.links.path(f.key, f.name);
      },
    }),
  }),
});

/** A stored file's description, or null for none (and anything else a JSON column might hold). */
const resumeFile = (value: unknown): ResumeFile | null =>
  value && typeof value === 'object' && 'key' in value ? (value as ResumeFile) : null;

/** Withheld: what names or reaches the person is null (or left out of a list). */
const identity = <T>(view: ResumeView, value: T) => (view.identityWithheld ? null : value);

export const DocumentRef = builder.objectRef<ResumeView>('ResumeDocument').implement({
  description:
    'One language’s résumé. Plain text; never rendered as HTML. With `identityWithheld` (an application sent ' +
    'with hidden identity, read by the employer before approving it) the name, e-mail, phone, links, project ' +
    'addresses and certificate codes are null or left out.',
  fields: (t) => ({
    locale: t.exposeString('locale'),
    identityWithheld: t.exposeBoolean('identityWithheld'),
    fullName: t.string({ nullable: true, resolve: (v) => identity(v, v.document.fullName) }),
    headline: t.string({ nullable: true, resolve: (v) => v.document.headline }),
    email: t.string({ nullable: true, resolve: (v) => identity(v, v.document.email) }),
    phone: t.string({ nullable: true, resolve: (v) => identity(v, v.document.phone) }),
    place: t.string({ nullable: true, resolve: (v) => v.document.place }),
    summary: t.string({
      nullable: true,
      directives: cost.text(L.summaryMax),
      resolve: (v) => v.document.summary,
    }),
    experience: t.field({
      type: [ExperienceRef],
      directives: cost.list(L.experience),
      resolve: (v) => v.document.experience,
    }),
    education: t.field({
      type: [EducationRef],
      directives: cost.list(L.education),
      resolve: (v) => v.document.education,
    }),
    skills: t.stringList({ directives: cost.list(L.skills), resolve: (v) => v.document.skills }),
    languages: t.field({
      type: [LanguageRef],
      directives: cost.list(L.languages),
      resolve: (v) => v.document.languages,
    }),
    projects: t.field({
      type: [ProjectRef],
      directives: cost.list(L.projects),
      resolve: (v) =>
        v.identityWithheld ? v.document.projects.map((p) => ({ ...p, url: null })) : v.document.projects,
    }),
    links: t.field({
      type: [LinkRef],
      directives: cost.list(L.links),
      resolve: (v) => (v.identityWithheld ? [] : v.document.links),
    }),
    certificates: t.field({
      type: [CertificateRef],
      directives: cost.list(20),
      resolve: (v) => v.certificates.map((c) => ({ ...c, withheld: v.identityWithheld })),
    }),
  }),
});

const VerdictEnum = builder.enumType('ResumeVerdict', {
  description: 'COMPLETE: ready for employers. NEEDS_WORK: the note says what to add or fix.',
  values: resumeVerdicts,
});
const ChecklistEnum = builder.enumType('ResumeChecklistItem', { values: resumeChecklist });
const EvaluationStateEnum = builder.enumType('ResumeEvaluationState', {
  description: 'PENDING: not evaluated yet; otherwise the verdict it was given.',
  values: ['PENDING', ...resumeVerdicts] as const,
});

const isAdmin = (context: CollaboratorsContext) => context.viewer?.roles.includes('ADMIN') === true;

const EvaluationRef = builder
  .objectRef<{
    evaluation: ResumeVerdict;
    evaluationNote: string | null;
    evaluationChecklist: string[];
    evaluatedAt: Date;
    /** When each language was last saved. */
    versions: { updatedAt: Date }[];
  }>('ResumeEvaluation')
  .implement({
    description: 'The team’s evaluation of a résumé, read by its owner and admins.',
    fields: (t) => ({
      verdict: t.field({ type: VerdictEnum, resolve: (e) => e.evaluation }),
      note: t.exposeString('evaluationNote', { nullable: true, directives: cost.text(L.descriptionMax) }),
      checklist: t.field({
        type: [ChecklistEnum],
        description: 'The checklist’s items found in order.',
        directives: cost.list(resumeChecklist.length),
        resolve: (e) =>
          e.evaluationChecklist.filter((i): i is ResumeChecklistItem =>
            (resumeChecklist as readonly string[]).includes(i),
          ),
      }),
      evaluatedAt: t.field({ type: 'DateTime', resolve: (e) => e.evaluatedAt }),
      changedSince: t.boolean({
        description: 'The résumé was saved again after it was evaluated.',
        resolve: (e) => e.versions.some((v) => v.updatedAt > e.evaluatedAt),
      }),
    }),
  });

/** One language of a résumé as its owner (and an evaluating admin) reads it: all of it, with the certificates. */
const ownView = async (
  context: CollaboratorsContext,
  userId: string,
  version: { locale: string; document: unknown },
): Promise<ResumeView> => ({
  locale: version.locale,
  document: version.document as ResumeDocument,
  certificates: await resumeCertificates(context.prisma, userId),
  identityWithheld: false,
});

const ResumeRef = builder.prismaNode('Resume', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A résumé, written in one or more of fa, en and az: read by its owner, and by admins who evaluate it.',
  select: { userId: true },
  authScopes: (resume, context) => isAdmin(context) || context.viewer?.userId === resume.userId,
  fields: (t) => ({
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    openToEmployers: t.exposeBoolean('openToEmployers', {
      description: 'Its owner lets employers with a verified company find it once evaluated.',
    }),
    evaluation: t.field({
      type: EvaluationRef,
      nullable: true,
      select: {
        evaluation: true,
        evaluationNote: true,
        evaluationChecklist: true,
        evaluatedAt: true,
        versions: { select: { updatedAt: true } },
      },
      resolve: (r) =>
        r.evaluation && r.evaluatedAt ? { ...r, evaluation: r.evaluation, evaluatedAt: r.evaluatedAt } : null,
    }),
    locales: t.stringList({
      description: 'The languages it is written in, in the order fa, en, az.',
      directives: cost.list(resumeLocales.length),
      select: { versions: { select: { locale: true } } },
      resolve: (r) => resumeLocales.filter((l) => r.versions.some((v) => v.locale === l)),
    }),
    firstDocument: t.field({
      type: DocumentRef,
      nullable: true,
      description: 'Its document in the first language it is written in (fa, en, az), as admins evaluate it.',
      select: { userId: true, versions: { select: { locale: true, document: true } } },
      resolve: (r, _args, context) => {
        const version = firstVersion(r.versions);
        return version ? ownView(context, r.userId, version) : null;
      },
    }),
    document: t.field({
      type: DocumentRef,
      nullable: true,
      description: 'Its document in this language; null when it is not written in it.',
      args: { locale: t.arg.string({ required: true }) },
      validate: z.object({ locale: z.string().max(2, 'LOCALE_INVALID') }).loose(),
      select: { userId: true, versions: { select: { locale: true, document: true } } },
      resolve: (r, args, context) => {
        const version = r.versions.find((v) => v.locale === args.locale);
        return version ? ownView(context, r.userId, version) : null;
      },
    }),
    file: t.field({
      type: FileRef,
      nullable: true,
      description:
        'The PDF its owner uploaded, sent with every application that sends the résumé; null for none.',
      select: { file: true },
      resolve: (r) => resumeFile(r.file),
    }),
    pdfPath: t.string({
      nullable: true,
      description:
        'Where its owner downloads it in this language as a PDF (printed as the print page shows it); the ' +
        'address opens for 15 minutes. Null when it is not written in the language.',
      args: { locale: t.arg.string({ required: true }) },
      validate: z.object({ locale: z.string().max(2, 'LOCALE_INVALID') }).loose(),
      select: { id: true, versions: { select: { locale: true } } },
      resolve: (r, args, context) =>
        r.versions.some((v) => v.locale === args.locale)
          ? resumePdfPath(context.settings.resumeSecret, r.id, args.locale as Locale)
          : null,
    }),
  }),
});

// Reached by `node(id)`: its owner's and the admins' (the reference names nobody else's résumé).
builder.asEntity(ResumeRef, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Resume', (context: CollaboratorsContext, ids) =>
    context.viewer
      ? context.prisma.resume.findMany({
          where: { id: { in: ids }, ...(isAdmin(context) ? {} : { userId: context.viewer.userId }) },
        })
      : Promise.resolve([]),
  ),
});

/** The snapshots a request reads, in one query. */
const snapshotById = (context: CollaboratorsContext) =>
  requestLoader(context, 'ResumeSnapshot.byId', async (ids: readonly string[]) =>
    byKeys(
      ids,
      await context.prisma.resumeSnapshot.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true, locale: true, document: true, file: true, createdAt: true },
      }),
      (row) => row.id,
    ),
  );

const SnapshotRef = builder.objectRef<{ id: string; identityWithheld: boolean }>('ResumeSnapshot').implement({
  description:
    'A résumé as it was sent with a job application, never changed afterwards. Read only through the ' +
    'application (`JobApplication.resume`), by its applicant, the job’s employer and admins.',
  fields: (t) => ({
    id: t.exposeID('id'),
    identityWithheld: t.exposeBoolean('identityWithheld'),
    sentAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: async (s, _args, context) => (await snapshotById(context).load(s.id))?.createdAt ?? null,
    }),
    document: t.field({
      type: DocumentRef,
      nullable: true,
      resolve: async (s, _args, context) => {
        const row = await snapshotById(context).load(s.id);
        return row ? snapshotView(row, s.identityWithheld) : null;
      },
    }),
    file: t.field({
      type: FileRef,
      nullable: true,
      description:
        'The PDF sent with it; null for none, and while the identity is withheld (a PDF names its author).',
      resolve: async (s, _args, context) =>
        s.identityWithheld ? null : resumeFile((await snapshotById(context).load(s.id))?.file),
    }),
  }),
});

// Jobs names the snapshot an application was sent with, and whether the reader may see who sent it: it decided
// the reader may read the application before handing this reference on.
builder.asEntity(SnapshotRef, {
  key: builder.selection<{ id: string; identityWithheld: boolean }>('id identityWithheld'),
  resolveReference: (reference) => reference,
});

const localeArg = z.object({ locale: z.string().max(2, 'LOCALE_INVALID') }).loose();

const LanguageInput = builder.inputType('ResumeLanguageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    level: t.field({ type: LevelEnum, required: true }),
  }),
});

const DocumentInput = builder.inputType('ResumeDocumentInput', {
  description: 'Months are YYYY-MM; an end left out means it goes on. Web addresses are http or https.',
  fields: (t) => ({
    fullName: t.string({ required: true }),
    headline: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
    place: t.string({ required: false }),
    summary: t.string({ required: false }),
    experience: t.field({
      required: true,
      type: [PositionInput],
    }),
    education: t.field({
      required: true,
      type: [
        builder.inputType('ResumeEducationInput', {
          fields: (f) => ({
            school: f.string({ required: true }),
            degree: f.string({ required: true }),
            field: f.string({ required: false }),
            start: f.string({ required: true }),
            end: f.string({ required: false }),
          }),
        }),
      ],
    }),
    skills: t.stringList({ required: true }),
    languages: t.field({ type: [LanguageInput], required: true }),
    projects: t.field({
      required: true,
      type: [
        builder.inputType('ResumeProjectInput', {
          fields: (f) => ({
            title: f.string({ required: true }),
            url: f.string({ required: false }),
            description: f.string({ required: false }),
          }),
        }),
      ],
    }),
    links: t.field({
      required: true,
      type: [
        builder.inputType('ResumeLinkInput', {
          fields: (f) => ({ label: f.string({ required: true }), url: f.string({ required: true }) }),
        }),
      ],
    }),
  }),
});

/** Lists and texts are bounded before the rules read them (the rules then say which item is wrong). */
const boundedDocument = z
  .object({
    input: z
      .object({
        locale: z.string().max(2, 'LOCALE_INVALID'),
        document: z
          .object({
            experience: z.array(z.unknown()).max(L.experience * 2),
            education: z.array(z.unknown()).max(L.education * 2),
            skills: z.array(z.string().max(L.skillMax * 4)).max(L.skills * 2),
            languages: z.array(z.unknown()).max(L.languages * 2),
            projects: z.array(z.unknown()).max(L.projects * 2),
            links: z.array(z.unknown()).max(L.links * 2),
          })
          .loose(),
      })
      .loose(),
  })
  .loose();

builder.queryFields((t) => ({
  resumesToEvaluate: t.prismaConnection({
    type: ResumeRef,
    cursor: 'id',
    description: 'Admins: the résumés written in some language, the latest saved first; by evaluation state.',
    authScopes: { role: 'ADMIN' },
    maxSize: resumeEvaluationLimits.page,
    defaultSize: resumeEvaluationLimits.page,
    args: { state: t.arg({ type: EvaluationStateEnum, required: false }) },
    totalCount: (_parent, args, context) =>
      context.prisma.resume.count({ where: evaluationWhere(args.state) }),
    resolve: (query, _root, args, context) =>
      context.prisma.resume.findMany({
        ...query,
        where: evaluationWhere(args.state),
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
  myResume: t.prismaField({
    type: ResumeRef,
    nullable: true,
    description: 'The viewer’s résumé; null until they save one.',
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) =>
      context.prisma.resume.findUnique({ ...query, where: { userId: context.viewer!.userId } }),
  }),
  printableResume: t.field({
    type: DocumentRef,
    nullable: true,
    description:
      'The résumé a printer’s key (from `Resume.pdfPath`, minutes long) opens, in its language, for the page the ' +
      'PDF is printed from; null when it is no longer written in it. A key that opens nothing is refused.',
    args: { key: t.arg.string({ required: true }) },
    validate: z.object({ key: z.string().max(1_000, 'TOO_LONG') }).loose(),
    authScopes: async (_root, args, context) =>
      (await resumeKeyOpens(context.settings.resumeSecret, args.key)) !== null,
    resolve: async (_root, args, context) => {
      const opened = await resumeKeyOpens(context.settings.resumeSecret, args.key);
      return opened ? printableResume(context.prisma, opened) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  setResumeOpenToEmployers: t.field({
    type: ResumeRef,
    description:
      'Lets employers with a verified company find the viewer’s résumé once the team has evaluated it, or stops it.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure] },
    args: { open: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) => setResumeOpen(context.prisma, context.viewer!, args.open),
  }),
  evaluateResume: t.field({
    type: ResumeRef,
    description:
      'Admins: evaluates a résumé (complete, or needs work with a note its owner reads) with the checklist’s items ' +
      'found in order; again replaces the last evaluation.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('EvaluateResumeInput', {
          fields: (f) => ({
            resumeId: f.id({ required: true }),
            verdict: f.field({ type: VerdictEnum, required: true }),
            checklist: f.field({ type: [ChecklistEnum], required: true }),
            note: f.string({ required: false }),
          }),
        }),
      }),
    },
    validate: z
      .object({
        input: z
          .object({
            checklist: z.array(z.unknown()).max(resumeChecklist.length * 2),
            note: z
              .string()
              .max(resumeEvaluationLimits.noteMax * 4)
              .nullish(),
          })
          .loose(),
      })
      .loose(),
    resolve: (_root, { input }, context) => {
      const { resumeId, ...evaluation } = input;
      return evaluateResume(context.prisma, context.viewer!, localId(String(resumeId), 'Resume'), evaluation);
    },
  }),
  saveResume: t.field({
    type: ResumeRef,
    description:
      'Saves the viewer’s résumé in one language (the whole document), making their résumé if new.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure] },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SaveResumeInput', {
          fields: (f) => ({
            locale: f.string({ required: true, description: 'fa, en or az.' }),
            document: f.field({ type: DocumentInput, required: true }),
          }),
        }),
      }),
    },
    validate: boundedDocument,
    resolve: (_root, { input }, context) => saveResume(context.prisma, context.viewer!, input),
  }),
  attachResumeFile: t.field({
    type: ResumeRef,
    description:
      'Attaches the viewer’s PDF résumé, uploaded just now to `/uploads/documents` (its receipt), under the name ' +
      'it was sent with; replaces the one before. Makes their résumé if they have none.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure] },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AttachResumeFileInput', {
          fields: (f) => ({
            upload: f.string({ required: true, description: 'The receipt `/uploads/documents` answered.' }),
            name: f.string({ required: true, description: 'The file’s name as the person chose it.' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, context) =>
      attachResumeFile(context.prisma, context.files, context.viewer!, input),
  }),
  removeResumeFile: t.field({
    type: ResumeRef,
    description: 'Takes the PDF off the viewer’s résumé; applications already sent keep theirs.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure] },
    resolve: (_root, _args, context) => removeResumeFile(context.prisma, context.viewer!),
  }),
  deleteResumeLanguage: t.field({
    type: ResumeRef,
    description: 'Removes one language of the viewer’s résumé; the others stay.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure] },
    args: { locale: t.arg.string({ required: true }) },
    validate: localeArg,
    resolve: (_root, args, context) => deleteResumeVersion(context.prisma, context.viewer!, args.locale),
  }),
  snapshotMyResume: t.field({
    type: SnapshotRef,
    description:
      'Keeps the viewer’s résumé in one language as it is now, with their valid certificates: what a job ' +
      'application sends (`applyToJob`’s `resumeLocale` asks for it). RESUME_MISSING when it is not written in it.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure] },
    args: { locale: t.arg.string({ required: true }) },
    validate: localeArg,
    resolve: async (_root, args, context) => {
      await rateLimit(context, resumeSnapshotRate);
      const snapshot = await snapshotResume(context.prisma, context.viewer!, args.locale);
      return { id: snapshot.id, identityWithheld: false };
    },
  }),
}));
