import { documentFileName } from '@platform/rules/files';
import {
  attachResumeFileRules,
  evaluateResumeRules,
  resumeLocales,
  resumeSearchableText,
  saveResumeRules,
  type ResumeDocument,
  type ResumeVerdict,
} from '@platform/rules/resumes';
import { normalizeSearchText } from '@platform/rules/search-text';
import { PrismaNamespace } from '@platform/db';
import { NotFoundFailure, parseInput, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { attachedDocument } from '@platform/subgraph-kit/files/attach';
import type { FileService } from '@platform/subgraph-kit/files/service';
import type { Identity } from '@platform/subgraph-kit/identity';
import { printKeySubject, signPrintKey } from '@platform/subgraph-kit/printing/print-key';
import type { Locale } from '@platform/subgraph-kit/locale';
import type { CollaboratorsPrisma, CollaboratorsTx } from '../../context.ts';
import { settleSkills } from '@platform/rules/skills';
import { skillKey } from '../search.ts';

/** A certificate as a résumé shows it: frozen into a snapshot as it was when the résumé was sent. */
export interface ResumeCertificate {
  code: string;
  /** The test's title in each language: `{ fa, en, az }`. */
  title: Record<string, string>;
  scoreBand: string;
  issuedAt: string;
}

/** A résumé's uploaded PDF: private, in the file store's `documents/`; downloaded through a signed link. */
export interface ResumeFile {
  key: string;
  /** The name it is downloaded under (`documentFileName`). */
  name: string;
  bytes: number;
  pages: number;
  uploadedAt: string;
}

/** One language's résumé as read: its document, the owner's certificates, and whether their identity is withheld. */
export interface ResumeView {
  locale: string;
  document: ResumeDocument;
  certificates: ResumeCertificate[];
  /** Name, contact, links, project addresses and certificate codes left out (`hide identity`, before approval). */
  identityWithheld: boolean;
}

/** What the résumé printer's keys open: one résumé in one language (`<resume id>:<locale>`). */
export const resumeKeyAudience = 'collaborators.resume';

const isLocale = (value: string): value is Locale => (resumeLocales as readonly string[]).includes(value);

/** How many certificates a résumé shows at most. */
const certificatesShown = 20;

/** Of a résumé's languages, the first it is written in (fa, en, az); undefined when it is written in none. */
export const firstVersion = <V extends { locale: string }>(versions: readonly V[]): V | undefined =>
  resumeLocales.map((l) => versions.find((v) => v.locale === l)).find((v) => v !== undefined);

/** The owner's valid certificates, newest first, as a résumé shows them. */
export async function resumeCertificates(
  prisma: CollaboratorsPrisma,
  userId: string,
): Promise<ResumeCertificate[]> {
  return (await certificatesByUser(prisma, [userId])).get(userId) ?? [];
}

/** Several owners' valid certificates, newest first, as their résumés show them: one query. */
export async function certificatesByUser(
  prisma: CollaboratorsPrisma,
  userIds: readonly string[],
): Promise<Map<string, ResumeCertificate[]>> {
  const rows = await prisma.collaboratorCertificate.findMany({
    where: { userId: { in: [...userIds] }, revokedAt: null },
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    select: { userId: true, code: true, title: true, scoreBand: true, issuedAt: true },
  });
  const byUser = new Map<string, ResumeCertificate[]>();
  for (const row of rows) {
    const shown = byUser.get(row.userId) ?? [];
    if (shown.length >= certificatesShown) continue;
    shown.push({
      code: row.code,
      title: (row.title ?? {}) as Record<string, string>,
      scoreBand: row.scoreBand,
      issuedAt: row.issuedAt.toISOString(),
    });
    byUser.set(row.userId, shown);
  }
  return byUser;
}

/**
 * Saves one language's résumé for the viewer, making their résumé on the first save. The whole document is
 * checked before anything is written (`resumeDocumentRules`: each field's limit, months, web addresses).
 */
export async function saveResume(prisma: CollaboratorsPrisma, viewer: Identity, input: unknown) {
  const parsed = parseInput(saveResumeRules, input);
  const { locale } = parsed;
  // Skills settled by the shared taxonomy, in the résumé's language (another spelling becomes the skill's name).
  const document = { ...parsed.document, skills: settleSkills(parsed.document.skills, locale) };
  return prisma.$transaction(async (tx) => {
    const resume = await tx.resume.upsert({
      where: { userId: viewer.userId },
      create: { userId: viewer.userId },
      // Its time and search words are written once the language is saved (`refreshResumeSearch`).
      update: {},
    });
    await tx.resumeVersion.upsert({
      where: { resumeId_locale: { resumeId: resume.id, locale } },
      create: { resumeId: resume.id, locale, document },
      update: { document },
    });
    return refreshResumeSearch(tx, resume.id);
  });
}

/** What the talent pool finds a résumé by, from every language it is written in now; answers the résumé. */
async function refreshResumeSearch(tx: CollaboratorsTx, resumeId: string) {
  const versions = await tx.resumeVersion.findMany({ where: { resumeId }, select: { document: true } });
  const documents = versions.map((v) => v.document as ResumeDocument);
  return tx.resume.update({
    where: { id: resumeId },
    data: {
      updatedAt: new Date(),
      searchText: normalizeSearchText(documents.map(resumeSearchableText).join(' ')),
      skillKeys: [...new Set(documents.flatMap((d) => d.skills.map(skillKey)))],
    },
  });
}

/** Removes one language of the viewer's résumé; the others stay. NOT_FOUND when there is none in it. */
export async function deleteResumeVersion(prisma: CollaboratorsPrisma, viewer: Identity, locale: string) {
  return prisma.$transaction(async (tx) => {
    const resume = await tx.resume.findUnique({ where: { userId: viewer.userId } });
    const removed = resume
      ? await tx.resumeVersion.deleteMany({ where: { resumeId: resume.id, locale } })
      : { count: 0 };
    if (!resume || removed.count === 0) throw new NotFoundFailure('Your résumé has no such language');
    return refreshResumeSearch(tx, resume.id);
  });
}

/**
 * Keeps the viewer's résumé in one language as it is now, with their valid certificates and its PDF: what a job
 * application sends (the jobs subgraph asks for it as the applicant). A résumé made of an uploaded PDF alone is sent
 * as the PDF in any language. A language the résumé is not written in, of a résumé without a PDF, is RESUME_MISSING
 * on `locale`.
 */
export async function snapshotResume(prisma: CollaboratorsPrisma, viewer: Identity, locale: string) {
  const resume = isLocale(locale)
    ? await prisma.resume.findUnique({
        where: { userId: viewer.userId },
        select: { file: true, versions: { where: { locale }, select: { document: true } } },
      })
    : null;
  const version = resume?.versions[0];
  if (!resume || (!version && !resume.file)) {
    throw new ValidationFailure([{ path: 'locale', code: 'RESUME_MISSING' }]);
  }
  const certificates = await resumeCertificates(prisma, viewer.userId);
  return prisma.resumeSnapshot.create({
    data: {
      userId: viewer.userId,
      locale,
      document: version
        ? ({ ...(version.document as object), certificates } as object)
        : PrismaNamespace.JsonNull,
      file: resume.file ?? PrismaNamespace.DbNull,
    },
  });
}

/**
 * Attaches the viewer's fresh PDF upload to their résumé (making the résumé if they have none), replacing the
 * one before; snapshots sent earlier keep theirs.
 */
export async function attachResumeFile(
  prisma: CollaboratorsPrisma,
  files: FileService | null,
  viewer: Identity,
  input: unknown,
) {
  const values = parseInput(attachResumeFileRules, input);
  const { key, info } = await attachedDocument(files, values.upload, viewer.userId, 'input.upload');
  const file = {
    key,
    name: documentFileName(values.name),
    ...info,
    uploadedAt: new Date().toISOString(),
  } satisfies ResumeFile;
  return prisma.resume.upsert({
    where: { userId: viewer.userId },
    create: { userId: viewer.userId, file },
    update: { file, updatedAt: new Date() },
  });
}

/** Takes the PDF off the viewer's résumé. NOT_FOUND when it has none. */
export async function removeResumeFile(prisma: CollaboratorsPrisma, viewer: Identity) {
  const { count } = await prisma.resume.updateMany({
    where: { userId: viewer.userId, file: { not: PrismaNamespace.DbNull } },
    data: { file: PrismaNamespace.DbNull, updatedAt: new Date() },
  });
  if (!count) throw new NotFoundFailure('Your résumé has no PDF');
  return prisma.resume.findUniqueOrThrow({ where: { userId: viewer.userId } });
}

/**
 * A snapshot as read through an application: the identity withheld as the application says; null for one sent as
 * a PDF alone.
 */
export function snapshotView(
  snapshot: { locale: string; document: unknown },
  identityWithheld: boolean,
): ResumeView | null {
  if (snapshot.document === null) return null;
  const { certificates = [], ...document } = snapshot.document as ResumeDocument & {
    certificates?: ResumeCertificate[];
  };
  return { locale: snapshot.locale, document, certificates, identityWithheld };
}

/** The path the owner downloads one language of their résumé as a PDF at; it opens for minutes. */
export async function resumePdfPath(secret: string, resumeId: string, locale: Locale) {
  const key = await signPrintKey(secret, resumeKeyAudience, `${resumeId}:${locale}`);
  return `/resumes/${resumeId}.pdf?lang=${locale}&key=${encodeURIComponent(key)}`;
}

/** The résumé and language a printer's key opens, or null (decided without reading the database). */
export async function resumeKeyOpens(secret: string, key: string) {
  const subject = await printKeySubject(secret, resumeKeyAudience, key);
  const [resumeId, locale] = subject?.split(':') ?? [];
  return resumeId && locale && isLocale(locale) ? { resumeId, locale } : null;
}

/** The résumé a printer's key opens, in its language, as its owner sees it; null when it has none in it now. */
export async function printableResume(
  prisma: CollaboratorsPrisma,
  opened: { resumeId: string; locale: Locale },
): Promise<ResumeView | null> {
  const version = await prisma.resumeVersion.findUnique({
    where: { resumeId_locale: { resumeId: opened.resumeId, locale: opened.locale } },
    select: { document: true, resume: { select: { userId: true } } },
  });
  if (!version) return null;
  return {
    locale: opened.locale,
    document: version.document as unknown as ResumeDocument,
    certificates: await resumeCertificates(prisma, version.resume.userId),
    identityWithheld: false,
  };
}

/** The viewer opens their résumé to employers with a verified company (once evaluated), or closes it. */
export async function setResumeOpen(prisma: CollaboratorsPrisma, viewer: Identity, open: boolean) {
  const { count } = await prisma.resume.updateMany({
    where: { userId: viewer.userId },
    data: { openToEmployers: open },
  });
  if (!count) throw new NotFoundFailure('You have no résumé yet');
  return prisma.resume.findUniqueOrThrow({ where: { userId: viewer.userId } });
}

/** Which résumés the admins' list holds: those not evaluated yet, or those with one verdict. */
export type EvaluationFilter = 'PENDING' | ResumeVerdict;

export const evaluationWhere = (state: EvaluationFilter | null | undefined) =>
  // Only résumés written in some language: an emptied one has nothing to evaluate.
  ({
    versions: { some: {} },
    ...(state ? { evaluation: state === 'PENDING' ? null : state } : {}),
  }) as const;

/**
 * An admin evaluates a résumé: a verdict, the checklist's items found in order, and a note its owner reads
 * (required when it needs work). Evaluating again replaces the last evaluation.
 */
export async function evaluateResume(
  prisma: CollaboratorsPrisma,
  admin: Identity,
  resumeId: string | null,
  input: unknown,
) {
  const values = parseInput(evaluateResumeRules, input);
  const { count } = resumeId
    ? await prisma.resume.updateMany({
        where: { id: resumeId },
        data: {
          evaluation: values.verdict,
          evaluationChecklist: values.checklist,
          evaluationNote: values.note,
          evaluatedAt: new Date(),
          evaluatedBy: admin.userId,
        },
      })
    : { count: 0 };
  if (!count) throw new NotFoundFailure('No such résumé');
  return prisma.resume.findUniqueOrThrow({ where: { id: resumeId! } });
}
