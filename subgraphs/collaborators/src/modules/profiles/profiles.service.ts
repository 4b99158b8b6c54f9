import {
  adminCollaboratorFilterRules,
  collaboratorFilterRules,
  collaboratorLimits,
  collaboratorProfileRules,
  availabilities,
  expertiseAreas,
  type Availability,
  type CollaboratorFilter,
  type CollaboratorSort,
  type Expertise,
} from '@platform/rules/collaborators';
import { normalizeSearchText } from '@platform/rules/search-text';
import {
  ConflictFailure,
  isUniqueViolation,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import type { Identity } from '@platform/subgraph-kit/identity';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { SitemapSource } from '@platform/subgraph-kit/subgraph';
import type { GraphClient } from '@platform/subgraph-kit/graph-client';
import type { CollaboratorsPrisma, CollaboratorsTx } from '../../context.ts';
import { isCity } from '../places.ts';
import { skillKey, wordsWhere } from '../search.ts';

export const isAdmin = (viewer: Identity | null) => viewer?.roles.includes('ADMIN') === true;

/** Who may read a profile: anyone a published one; its owner and admins every state. */
export const readableWhere = (viewer: Identity | null) =>
  isAdmin(viewer)
    ? {}
    : viewer
      ? { OR: [{ state: 'PUBLISHED' as const }, { userId: viewer.userId }] }
      : { state: 'PUBLISHED' as const };

/**
 * Saves the viewer's profile (a new one starts as a draft): its fields and its words in each language given; words
 * of a language not given are removed. One transaction: nothing is half-written. A place that is not a city the
 * graph knows is PLACE_INVALID.
 */
export async function saveProfile(
  prisma: CollaboratorsPrisma,
  graph: GraphClient | null,
  viewer: Identity,
  input: unknown,
) {
  const values = parseInput(collaboratorProfileRules, input);
  if (values.placeId && !(await isCity(graph, values.placeId)))
    throw new ValidationFailure([{ path: 'input.placeId', code: 'PLACE_INVALID' }]);
  const { words, hourlyRateRials, projectRateRials, ...fields } = values;
  const data = {
    ...fields,
    skillKeys: fields.skills.map(skillKey),
    searchText: normalizeSearchText(
      [
        fields.displayName,
        ...fields.skills,
        ...words.map((w) => w.headline),
        ...fields.experience.flatMap((p) => [p.title, p.organization]),
      ].join(' '),
    ),
    hourlyRateRials: hourlyRateRials === null ? null : BigInt(hourlyRateRials),
    projectRateRials: projectRateRials === null ? null : BigInt(projectRateRials),
  };
  try {
    return await prisma.$transaction(async (tx) => {
      const profile = await tx.collaboratorProfile.upsert({
        where: { userId: viewer.userId },
        create: {
          ...data,
          userId: viewer.userId,
          // Certificates announced before the profile existed count from its start.
          certificatesCount: await tx.collaboratorCertificate.count({
            where: { userId: viewer.userId, revokedAt: null },
          }),
        },
        update: data,
      });
      await tx.collaboratorWords.deleteMany({
        where: { profileId: profile.id, locale: { notIn: words.map((w) => w.locale) } },
      });
      for (const { locale, ...text } of words)
        await tx.collaboratorWords.upsert({
          where: { profileId_locale: { profileId: profile.id, locale } },
          create: { profileId: profile.id, locale, ...text },
          update: text,
        });
      return profile;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailure([{ path: 'input.slug', code: 'SLUG_TAKEN' }]);
    throw error;
  }
}

/**
 * The owner publishes a profile (the directory lists it) or hides it. A suspended profile stays suspended
 * (PROFILE_SUSPENDED); a viewer without a profile gets NOT_FOUND.
 */
export async function setProfileVisibility(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  state: 'PUBLISHED' | 'HIDDEN',
) {
  const profile = await prisma.collaboratorProfile.findUnique({ where: { userId: viewer.userId } });
  if (!profile) throw new NotFoundFailure('You have no collaborator profile yet');
  if (profile.state === 'SUSPENDED')
    throw new ConflictFailure('PROFILE_SUSPENDED', 'An admin suspended this profile');
  return prisma.$transaction(async (tx) => {
    const updated = await tx.collaboratorProfile.update({
      where: { id: profile.id },
      data: { state, ...(state === 'PUBLISHED' && !profile.publishedAt ? { publishedAt: new Date() } : {}) },
    });
    await announceListing(tx, profile, updated);
    return updated;
  });
}

/**
 * A profile that entered or left the directory says so (`collaborator.listing-changed`, in the change's
 * transaction): its owner holds the COLLABORATOR role while it is listed.
 */
async function announceListing(
  tx: CollaboratorsTx,
  before: { state: string },
  after: { id: string; userId: string; state: string },
) {
  const listed = after.state === 'PUBLISHED';
  if ((before.state === 'PUBLISHED') === listed) return;
  await recordEvents(tx, [
    domainEvent('collaborator.listing-changed', { userId: after.userId, profileId: after.id, listed }),
  ]);
}

/** An admin's reason for taking something off (required when `required`), which its owner reads. */
export function moderationReason(reason: string | null | undefined, required: boolean): string | null {
  const trimmed = reason?.trim() || null;
  if (required && !trimmed) throw new ValidationFailure([{ path: 'input.reason', code: 'REQUIRED' }]);
  if (trimmed && trimmed.length > collaboratorLimits.reasonMax)
    throw new ValidationFailure([{ path: 'input.reason', code: 'REASON_TOO_LONG' }]);
  return trimmed;
}

/** An admin suspends a profile with a reason (off the directory), or lifts the suspension (it is then hidden). */
export async function suspendProfile(
  prisma: CollaboratorsPrisma,
  input: { id: string | null; suspend: boolean; reason: string | null },
) {
  const reason = moderationReason(input.reason, input.suspend);
  const found = input.id ? await prisma.collaboratorProfile.findUnique({ where: { id: input.id } }) : null;
  if (!found) throw new NotFoundFailure('No such collaborator');
  return prisma.$transaction(async (tx) => {
    const updated = await tx.collaboratorProfile.update({
      where: { id: found.id },
      data: input.suspend
        ? { state: 'SUSPENDED', suspendedAt: new Date(), suspendedReason: reason }
        : {
            state: found.state === 'SUSPENDED' ? 'HIDDEN' : found.state,
            suspendedAt: null,
            suspendedReason: null,
          },
    });
    await announceListing(tx, found, updated);
    return updated;
  });
}

/** The admins' list's filter as a query: profiles in any state (or the one given) whose words match. */
export function adminWhere(filter: unknown) {
  const f = parseInput(adminCollaboratorFilterRules, filter ?? {}, 'filter');
  return { ...(f.state ? { state: f.state } : {}), ...wordsWhere(f.query) };
}

/** The directory's filter as a query: published profiles that match every filter given. */
export function directoryWhere(filter: unknown) {
  const f: CollaboratorFilter = parseInput(collaboratorFilterRules, filter ?? {}, 'filter');
  return {
    state: 'PUBLISHED' as const,
    ...(f.expertise ? { expertise: { has: f.expertise } } : {}),
    ...(f.skill ? { skillKeys: { has: skillKey(f.skill) } } : {}),
    ...(f.availability ? { availability: f.availability } : {}),
    ...(f.remote !== null ? { remote: f.remote } : {}),
    ...(f.place ? { placeId: f.place } : {}),
    ...(f.language ? { languages: { has: f.language } } : {}),
    ...(f.maxHourlyRateRials !== null ? { hourlyRateRials: { lte: BigInt(f.maxHourlyRateRials) } } : {}),
    ...(f.verified === true ? { certificatesCount: { gt: 0 } } : {}),
    ...(f.verified === false ? { certificatesCount: 0 } : {}),
    ...(f.minRating !== null ? { ratingAverage: { gte: f.minRating } } : {}),
    ...wordsWhere(f.query),
  };
}

export interface CollaboratorFacets {
  expertise: { value: Expertise; count: number }[];
  availability: { value: Availability; count: number }[];
  /** Of those matching every other filter: how many work remotely, how many hold a verified skill. */
  remote: number;
  verified: number;
  /** The cities most of those matching every other filter work from, most first (at most `placesShown`). */
  places: { placeId: string; count: number }[];
}

/** How many cities the place facet names. */
export const placesShown = 8;

/**
 * How many profiles each choice of the directory's filters would find, the way shops count them: each dimension is
 * counted over the profiles matching every other filter given (so a choice made does not hide its alternatives).
 * The database groups the matching profiles by their filter columns (a handful of groups, however many profiles);
 * the groups are tallied here. Cities, which are many, are grouped apart: the eight most named.
 */
export async function collaboratorFacets(
  prisma: CollaboratorsPrisma,
  filter: unknown,
): Promise<CollaboratorFacets> {
  const f: CollaboratorFilter = parseInput(collaboratorFilterRules, filter ?? {}, 'filter');
  const [groups, places] = await Promise.all([
    prisma.collaboratorProfile.groupBy({
      by: ['expertise', 'availability', 'remote', 'certificatesCount'],
      where: directoryWhere({ ...f, expertise: null, availability: null, remote: null, verified: null }),
      _count: { _all: true },
    }),
    prisma.collaboratorProfile.groupBy({
      by: ['placeId'],
      where: { ...directoryWhere({ ...f, place: null }), placeId: { not: null } },
      _count: { _all: true },
      orderBy: [{ _count: { placeId: 'desc' } }, { placeId: 'asc' }],
      take: placesShown,
    }),
  ]);
  const passes = (
    group: (typeof groups)[number],
    skip: 'expertise' | 'availability' | 'remote' | 'verified',
  ) =>
    (skip === 'expertise' || !f.expertise || group.expertise.includes(f.expertise)) &&
    (skip === 'availability' || !f.availability || group.availability === f.availability) &&
    (skip === 'remote' || f.remote === null || group.remote === f.remote) &&
    (skip === 'verified' || f.verified === null || group.certificatesCount > 0 === f.verified);
  const zero = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, count: 0 }));
  const facets: CollaboratorFacets = {
    expertise: zero(expertiseAreas),
    availability: zero(availabilities),
    remote: 0,
    verified: 0,
    places: places.map((p) => ({ placeId: p.placeId!, count: p._count._all })),
  };
  for (const group of groups) {
    const n = group._count._all;
    if (passes(group, 'expertise'))
      for (const value of group.expertise) facets.expertise.find((e) => e.value === value)!.count += n;
    if (passes(group, 'availability'))
      facets.availability.find((a) => a.value === group.availability)!.count += n;
    if (passes(group, 'remote') && group.remote) facets.remote += n;
    if (passes(group, 'verified') && group.certificatesCount > 0) facets.verified += n;
  }
  return facets;
}

/** The directory's orders; each ends on the id, so pages never repeat or skip a profile. */
export const directoryOrder = (sort: CollaboratorSort | null | undefined) =>
  sort === 'RATE_LOW'
    ? [{ hourlyRateRials: { sort: 'asc' as const, nulls: 'last' as const } }, { id: 'asc' as const }]
    : sort === 'RATE_HIGH'
      ? [{ hourlyRateRials: { sort: 'desc' as const, nulls: 'last' as const } }, { id: 'desc' as const }]
      : sort === 'RATING'
        ? [{ ratingScore: 'desc' as const }, { id: 'desc' as const }]
        : [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];

/** Published profiles in the sitemap, newest change first. */
export function collaboratorsSitemap(prisma: CollaboratorsPrisma): SitemapSource {
  const where = { state: 'PUBLISHED' as const };
  return {
    name: 'collaborators',
    count: () => prisma.collaboratorProfile.count({ where }),
    list: async (offset, limit) =>
      (
        await prisma.collaboratorProfile.findMany({
          where,
          orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
          skip: offset,
          take: limit,
          select: { slug: true, updatedAt: true },
        })
      ).map((p) => ({ path: `/collaborators/${p.slug}`, lastmod: p.updatedAt })),
  };
}
