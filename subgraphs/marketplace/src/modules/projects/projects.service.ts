import {
  portfolioCategories,
  portfolioEvaluationRules,
  portfolioFilterRules,
  portfolioIndustries,
  portfolioLimits as L,
  portfolioProjectRules,
  portfolioProjectStates,
  type PortfolioCategory,
  type PortfolioFilter,
  type PortfolioIndustry,
  type PortfolioProjectState,
  type PortfolioSort,
  type PortfolioVisibility,
} from '@platform/rules/portfolio';
import { normalizeSearchText } from '@platform/rules/search-text';
import { skillKey } from '@platform/rules/skills';
import {
  isUniqueViolation,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
  type FieldProblem,
} from '@platform/subgraph-kit/error-types';
import { attachedPicture } from '@platform/subgraph-kit/files/attach';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { localId } from '@platform/subgraph-kit/global-id';
import type { GraphClient } from '@platform/subgraph-kit/graph-client';
import type { Identity } from '@platform/subgraph-kit/identity';
import { wordsWhere } from '@platform/subgraph-kit/search-words';
import type { SitemapSource } from '@platform/subgraph-kit/subgraph';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { MarketplacePrisma } from '../../context.ts';

export const isAdmin = (viewer: Identity | null) => viewer?.roles.includes('ADMIN') === true;

/** Who writes projects: the platform's team (admins) and collaborators (a published profile gives the role). */
export const mayPublish = (viewer: Identity | null) =>
  viewer?.registered === true && (isAdmin(viewer) || viewer.roles.includes('COLLABORATOR'));

/** Projects of the public portfolio: published, and not a private part of anyone's. */
const publicWhere = { visibility: 'PUBLISHED' as const, confidential: false };

/** Private projects the team evaluated and their owners let employers of a verified company read. */
const sharedWhere = {
  visibility: 'PUBLISHED' as const,
  confidential: true,
  shareWithEmployers: true,
  evaluatedAt: { not: null },
};

/** Whether the viewer reads the private projects the team evaluated and their owners share: verified employers. */
export const readsSharedProjects = (viewer: Identity | null) =>
  isAdmin(viewer) || viewer?.verifiedCompanyId !== undefined;

/**
 * Who may read a project: anyone a published public one; employers of a verified company also the private ones the
 * team evaluated and their owners share; its owner and admins every one in any state.
 */
export const readableWhere = (viewer: Identity | null) =>
  isAdmin(viewer)
    ? {}
    : {
        OR: [
          publicWhere,
          ...(viewer ? [{ ownerId: viewer.userId }] : []),
          ...(readsSharedProjects(viewer) ? [sharedWhere] : []),
        ],
      };

/** The projects a collaborator's profile lists to this viewer: the public ones, and the shared ones to employers. */
export const profileProjectsWhere = (viewer: Identity | null) => ({
  OR: [publicWhere, ...(readsSharedProjects(viewer) ? [sharedWhere] : [])],
});

/** The projects a viewer may change: an admin any, anyone else their own. */
const writableWhere = (viewer: Identity, id: string) =>
  isAdmin(viewer) ? { id } : { id, ownerId: viewer.userId };

/** Which of the given collaborators' profiles the graph shows to anyone (published), asked of their owner. */
async function publishedCollaborators(graph: GraphClient | null, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if (!graph) throw serviceUnavailable();
  const { nodes } = await graph.query<{ nodes: ({ id: string } | null)[] }>(
    'query MarketplaceTeam($ids: [ID!]!) { nodes(ids: $ids) { ... on Collaborator { id } } }',
    { ids: ids.map((id) => encodeGlobalID('Collaborator', id)) },
  );
  return new Set(nodes.flatMap((node) => (node?.id ? [localId(node.id, 'Collaborator') ?? ''] : [])));
}

/**
 * The gallery as saved: a fresh upload is redeemed (the caller's own, unexpired), a picture kept must be one the
 * project already has. Problems are reported by position.
 */
async function settlePictures(
  files: FileService | null,
  viewer: Identity,
  pictures: { upload: string | null; file: string | null; caption: string | null }[],
  current: { fileKey: string; width: number; height: number }[],
) {
  const problems: FieldProblem[] = [];
  const settled: { fileKey: string; width: number; height: number; caption: string | null }[] = [];
  for (const [index, picture] of pictures.entries()) {
    const path = `input.pictures.${index}`;
    if (picture.upload) {
      try {
        const { key, width, height } = await attachedPicture(files, picture.upload, viewer.userId, path);
        settled.push({ fileKey: key, width, height, caption: picture.caption });
      } catch (error) {
        if (!(error instanceof ValidationFailure)) throw error;
        problems.push(...error.fields);
      }
      continue;
    }
    const kept = current.find((c) => c.fileKey === picture.file);
    if (kept) settled.push({ ...kept, caption: picture.caption });
    else problems.push({ path: `${path}.file`, code: 'PICTURE_INVALID' });
  }
  if (problems.length) throw new ValidationFailure(problems);
  return settled;
}

/**
 * Saves a project: a new one (no id) becomes the viewer's, a draft until published; an existing one must be the
 * viewer's own (an admin's any) or it is NOT_FOUND. Its words in each language given (others removed), its gallery
 * and team replaced as given. One transaction: nothing is half-written.
 */
export async function saveProject(
  prisma: MarketplacePrisma,
  deps: { files: FileService | null; graph: GraphClient | null },
  viewer: Identity,
  id: string | null,
  input: unknown,
) {
  const values = parseInput(portfolioProjectRules, input);
  const existing = id
    ? await prisma.portfolioProject.findFirst({
        where: writableWhere(viewer, id),
        select: { id: true, pictures: { select: { fileKey: true, width: true, height: true } } },
      })
    : null;
  if (id && !existing) throw new NotFoundFailure('No such project of yours');
  const memberIds = values.team.map((m) => localId(m.collaboratorId, 'Collaborator'));
  const published = await publishedCollaborators(
    deps.graph,
    memberIds.flatMap((m) => (m ? [m] : [])),
  );
  const teamProblems = memberIds.flatMap((m, index) =>
    m && published.has(m) ? [] : [{ path: `input.team.${index}.collaboratorId`, code: 'MEMBER_INVALID' }],
  );
  if (teamProblems.length) throw new ValidationFailure(teamProblems);
  const pictures = await settlePictures(deps.files, viewer, values.pictures, existing?.pictures ?? []);
  const { words, team, priceRials, offers, pictures: _given, ...fields } = values;
  const data = {
    ...fields,
    hasDemo: fields.demoUrl !== null,
    // What the team evaluated is not what is saved now: it is evaluated again.
    evaluatedAt: null,
    evaluatedBy: null,
    evaluationNote: null,
    technologyKeys: fields.technologies.map(skillKey),
    priceRials: priceRials === null ? null : BigInt(priceRials),
    searchText: normalizeSearchText(
      [...words.flatMap((w) => [w.title, w.summary]), fields.clientName ?? '', ...fields.technologies].join(
        ' ',
      ),
    ),
  };
  try {
    return await prisma.$transaction(async (tx) => {
      const project = existing
        ? await tx.portfolioProject.update({ where: { id: existing.id }, data })
        : await tx.portfolioProject.create({
            data: { ...data, ownerId: viewer.userId, byTeam: isAdmin(viewer) },
          });
      await tx.portfolioWords.deleteMany({
        where: { projectId: project.id, locale: { notIn: words.map((w) => w.locale) } },
      });
      for (const { locale, ...text } of words)
        await tx.portfolioWords.upsert({
          where: { projectId_locale: { projectId: project.id, locale } },
          create: { projectId: project.id, locale, ...text },
          update: text,
        });
      await tx.portfolioPicture.deleteMany({ where: { projectId: project.id } });
      await tx.portfolioPicture.createMany({
        data: pictures.map((p, position) => ({ projectId: project.id, position, ...p })),
      });
      await tx.portfolioOffer.deleteMany({ where: { projectId: project.id } });
      await tx.portfolioOffer.createMany({
        data: offers.map((o) => ({ ...o, projectId: project.id, priceRials: BigInt(o.priceRials) })),
      });
      await tx.portfolioMember.deleteMany({ where: { projectId: project.id } });
      await tx.portfolioMember.createMany({
        data: team.map((m, position) => ({
          projectId: project.id,
          collaboratorId: memberIds[position]!,
          role: m.role,
          position,
        })),
      });
      return project;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailure([{ path: 'input.slug', code: 'SLUG_TAKEN' }]);
    throw error;
  }
}

/** Publishes or hides a project of the viewer's (an admin's: any); NOT_FOUND otherwise. */
export async function setProjectVisibility(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  visibility: Exclude<PortfolioVisibility, 'DRAFT'>,
) {
  const project = await prisma.portfolioProject.findFirst({
    where: writableWhere(viewer, id),
    select: { id: true, publishedAt: true, words: { select: { locale: true } } },
  });
  if (!project) throw new NotFoundFailure('No such project of yours');
  return prisma.portfolioProject.update({
    where: { id: project.id },
    data: {
      visibility,
      ...(visibility === 'PUBLISHED' && !project.publishedAt ? { publishedAt: new Date() } : {}),
    },
  });
}

/** The portfolio's filter as a query: published projects that match every filter given. */
export function portfolioWhere(filter: unknown) {
  const f: PortfolioFilter = parseInput(portfolioFilterRules, filter ?? {}, 'filter');
  return {
    ...publicWhere,
    ...(f.industry ? { industry: f.industry } : {}),
    ...(f.category ? { categories: { has: f.category } } : {}),
    ...(f.technology ? { technologyKeys: { has: skillKey(f.technology) } } : {}),
    ...(f.state ? { state: f.state } : {}),
    ...(f.forSale !== null ? { forSale: f.forSale } : {}),
    ...(f.hasDemo !== null ? { hasDemo: f.hasDemo } : {}),
    ...wordsWhere(f.query),
  };
}

/** The portfolio's orders; each ends on the id, so pages never repeat or skip a project. */
export const portfolioOrder = (sort: PortfolioSort | null | undefined) =>
  sort === 'MOST_VIEWED'
    ? [{ viewsCount: 'desc' as const }, { id: 'desc' as const }]
    : sort === 'MOST_LIKED'
      ? [{ likesCount: 'desc' as const }, { id: 'desc' as const }]
      : [{ publishedAt: { sort: 'desc' as const, nulls: 'last' as const } }, { id: 'desc' as const }];

export interface PortfolioFacets {
  industries: { value: PortfolioIndustry; count: number }[];
  categories: { value: PortfolioCategory; count: number }[];
  states: { value: PortfolioProjectState; count: number }[];
  /** Of those matching every other filter: how many are for sale, how many have a demo. */
  forSale: number;
  hasDemo: number;
}

/** How many published projects each choice would find, each dimension over those matching every other filter. */
export async function portfolioFacets(prisma: MarketplacePrisma, filter: unknown): Promise<PortfolioFacets> {
  const f: PortfolioFilter = parseInput(portfolioFilterRules, filter ?? {}, 'filter');
  const groups = await prisma.portfolioProject.groupBy({
    by: ['industry', 'categories', 'state', 'forSale', 'hasDemo'],
    where: portfolioWhere({
      ...f,
      industry: null,
      category: null,
      state: null,
      forSale: null,
      hasDemo: null,
    }),
    _count: { _all: true },
  });
  type Dimension = 'industry' | 'category' | 'state' | 'forSale' | 'hasDemo';
  const passes = (group: (typeof groups)[number], skip: Dimension) =>
    (skip === 'industry' || !f.industry || group.industry === f.industry) &&
    (skip === 'category' || !f.category || group.categories.includes(f.category)) &&
    (skip === 'state' || !f.state || group.state === f.state) &&
    (skip === 'forSale' || f.forSale === null || group.forSale === f.forSale) &&
    (skip === 'hasDemo' || f.hasDemo === null || group.hasDemo === f.hasDemo);
  const zero = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, count: 0 }));
  const facets: PortfolioFacets = {
    industries: zero(portfolioIndustries),
    categories: zero(portfolioCategories),
    states: zero(portfolioProjectStates),
    forSale: 0,
    hasDemo: 0,
  };
  for (const group of groups) {
    const n = group._count._all;
    if (passes(group, 'industry')) facets.industries.find((e) => e.value === group.industry)!.count += n;
    if (passes(group, 'category'))
      for (const value of group.categories) facets.categories.find((c) => c.value === value)!.count += n;
    if (passes(group, 'state')) facets.states.find((s) => s.value === group.state)!.count += n;
    if (passes(group, 'forSale') && group.forSale) facets.forSale += n;
    if (passes(group, 'hasDemo') && group.hasDemo) facets.hasDemo += n;
  }
  return facets;
}

/**
 * Projects like one, for "related projects": published, sharing its industry, a category or a technology, those
 * sharing most first (then the newest).
 */
export async function relatedProjects(
  prisma: MarketplacePrisma,
  project: {
    id: string;
    industry: PortfolioIndustry;
    categories: PortfolioCategory[];
    technologyKeys: string[];
  },
) {
  const candidates = await prisma.portfolioProject.findMany({
    where: {
      ...publicWhere,
      id: { not: project.id },
      OR: [
        { industry: project.industry },
        { categories: { hasSome: project.categories } },
        { technologyKeys: { hasSome: project.technologyKeys } },
      ],
    },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: 40,
    select: { id: true, industry: true, categories: true, technologyKeys: true },
  });
  const shared = (c: (typeof candidates)[number]) =>
    (c.industry === project.industry ? 2 : 0) +
    c.categories.filter((x) => project.categories.includes(x)).length * 2 +
    c.technologyKeys.filter((x) => project.technologyKeys.includes(x)).length;
  return candidates
    .map((c, order) => ({ id: c.id, score: shared(c), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, L.related)
    .map((c) => c.id);
}

/** Published projects in the sitemap, newest change first. */
export function portfolioSitemap(prisma: MarketplacePrisma): SitemapSource {
  const where = publicWhere;
  return {
    name: 'portfolio',
    count: () => prisma.portfolioProject.count({ where }),
    list: async (offset, limit) =>
      (
        await prisma.portfolioProject.findMany({
          where,
          orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
          skip: offset,
          take: limit,
          select: { slug: true, updatedAt: true },
        })
      ).map((p) => ({ path: `/portfolio/${p.slug}`, lastmod: p.updatedAt })),
  };
}

/**
 * An admin evaluates a private project: the team's note, which employers of a verified company read beside it when
 * its owner shares it. A project that is not private is NOT_FOUND here.
 */
export async function evaluateProject(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  input: unknown,
) {
  const { note } = parseInput(portfolioEvaluationRules, input);
  const { count } = await prisma.portfolioProject.updateMany({
    where: { id, confidential: true },
    data: { evaluatedAt: new Date(), evaluatedBy: viewer.userId, evaluationNote: note },
  });
  if (!count) throw new NotFoundFailure('No such private project');
  return prisma.portfolioProject.findUniqueOrThrow({ where: { id } });
}
