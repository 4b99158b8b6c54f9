import {
  contentDocumentRules,
  contentItemLimits,
  contentItemRules,
  contentPath,
  kindsWithService,
  slugRules,
  type ContentBody,
  type ContentKind,
} from '@platform/rules/content-items';
import {
  ConflictFailure,
  isUniqueViolation,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { SitemapSource } from '@platform/subgraph-kit/subgraph';
import { defaultLocale, isLocale, locales, type Locale } from '@platform/subgraph-kit/locale';
import { z } from 'zod';
import type { ContentPrisma, ContentTx } from '../../context.ts';

/** A published revision as visitors read it, in the language asked for or the one it falls back to. */
export interface PublishedDocument extends ContentBody {
  locale: Locale;
  /** The language the reader asked for; the page says when it shows another. */
  requestedLocale: Locale;
  title: string;
  summary: string;
  firstPublishedAt: Date;
  publishedAt: Date;
  /** Who wrote the published revision. */
  authorId: string;
}

type Publication = {
  locale: string;
  firstPublishedAt: Date;
  publishedAt: Date;
  revision: { title: string; summary: string; body: unknown; authorId: string };
};

/** What a read of an item's published words selects. */
export const publicationsSelection = {
  select: {
    locale: true,
    firstPublishedAt: true,
    publishedAt: true,
    revision: { select: { title: true, summary: true, body: true, authorId: true } },
  },
} as const;

/** The order a missing translation falls back in: the reader's language, then Persian, English, Azerbaijani. */
export function fallbackOrder(locale: Locale): Locale[] {
  return [locale, defaultLocale, ...locales].filter((l, i, all) => all.indexOf(l) === i);
}

export const bodyOf = (body: unknown): ContentBody => {
  const value = (body ?? {}) as Partial<ContentBody>;
  return {
    sections: value.sections ?? [],
    faq: value.faq ?? [],
    claims: (value.claims ?? []).map((claim) => ({ ...claim, figure: claim.figure ?? null })),
    steps: value.steps ?? [],
  };
};

/** The document a reader of `locale` sees: theirs when it is published, otherwise the first one in fallback order. */
export function publishedIn(publications: readonly Publication[], locale: Locale): PublishedDocument | null {
  for (const wanted of fallbackOrder(locale)) {
    const found = publications.find((p) => p.locale === wanted);
    if (found)
      return {
        locale: wanted,
        requestedLocale: locale,
        title: found.revision.title,
        summary: found.revision.summary,
        ...bodyOf(found.revision.body),
        firstPublishedAt: found.firstPublishedAt,
        publishedAt: found.publishedAt,
        authorId: found.revision.authorId,
      };
  }
  return null;
}

/** The languages an item is published in, and which revision each reads: what every read of an item includes. */
export const itemPublications = { select: { locale: true, revisionId: true } } as const;
const withPublications = { include: { publications: itemPublications } } as const;

const itemId = (globalId: string) => localId(globalId, 'ContentItem');

async function itemFor(prisma: ContentPrisma | ContentTx, globalId: string) {
  const id = itemId(globalId);
  const item = id ? await prisma.contentItem.findUnique({ where: { id } }) : null;
  if (!item) throw new NotFoundFailure('No such content item');
  return item;
}

/** An article's or feature's service: a SERVICE item. */
async function serviceFor(prisma: ContentPrisma | ContentTx, kind: ContentKind, serviceId?: string | null) {
  if (!kindsWithService.includes(kind)) {
    if (serviceId) throw new ValidationFailure([{ path: 'input.serviceId', code: 'SERVICE_NOT_ALLOWED' }]);
    return null;
  }
  const id = serviceId ? itemId(serviceId) : null;
  if (!id) throw new ValidationFailure([{ path: 'input.serviceId', code: 'SERVICE_REQUIRED' }]);
  const service = await prisma.contentItem.findUnique({ where: { id }, select: { id: true, kind: true } });
  if (service?.kind !== 'SERVICE')
    throw new ValidationFailure([{ path: 'input.serviceId', code: 'SERVICE_REQUIRED' }]);
  return service.id;
}

/** An admin adds an item: its kind and address, an article's or feature's service, a feature's importance. */
export async function createItem(
  prisma: ContentPrisma,
  input: {
    kind: unknown;
    slug: unknown;
    importance?: unknown;
    position?: unknown;
    serviceId?: string | null;
  },
) {
  const fields = parseInput(contentItemRules, input);
  if (fields.kind === 'FEATURE' && fields.importance === null)
    throw new ValidationFailure([{ path: 'input.importance', code: 'IMPORTANCE_INVALID' }]);
  const serviceId = await serviceFor(prisma, fields.kind, input.serviceId);
  try {
    return await prisma.contentItem.create({
      data: { ...fields, importance: fields.kind === 'FEATURE' ? fields.importance : null, serviceId },
      ...withPublications,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictFailure('SLUG_TAKEN', 'Another item has this address');
    throw error;
  }
}

const updateRules = z.object({
  slug: slugRules.optional(),
  importance: contentItemRules.shape.importance.optional(),
  position: contentItemRules.shape.position.optional(),
  relatedIds: z.array(z.string()).max(contentItemLimits.related, 'TOO_MANY_RELATED').optional(),
});

/** An admin moves an item (address, order), changes a feature's importance or its related features. */
export async function updateItem(
  prisma: ContentPrisma,
  input: {
    id: string;
    slug?: string | null;
    importance?: number | null;
    position?: number | null;
    serviceId?: string | null;
    relatedIds?: readonly string[] | null;
  },
) {
  const fields = parseInput(updateRules, {
    slug: input.slug ?? undefined,
    importance: input.importance ?? undefined,
    position: input.position ?? undefined,
    relatedIds: input.relatedIds ?? undefined,
  });
  return prisma.$transaction(async (tx) => {
    const item = await itemFor(tx, input.id);
    const serviceId =
      input.serviceId === undefined || input.serviceId === null
        ? item.serviceId
        : await serviceFor(tx, item.kind, input.serviceId);
    if (fields.relatedIds) {
      if (item.kind !== 'FEATURE')
        throw new ValidationFailure([{ path: 'input.relatedIds', code: 'RELATED_NOT_ALLOWED' }]);
      const related = [...new Set(fields.relatedIds.map((id) => itemId(id)))].filter(
        (id): id is string => id !== null && id !== item.id,
      );
      const found = await tx.contentItem.count({ where: { id: { in: related }, kind: 'FEATURE' } });
      if (found !== related.length)
        throw new ValidationFailure([{ path: 'input.relatedIds', code: 'RELATED_INVALID' }]);
      await tx.contentRelation.deleteMany({ where: { itemId: item.id } });
      await tx.contentRelation.createMany({
        data: related.map((relatedId) => ({ itemId: item.id, relatedId })),
      });
    }
    try {
      return await tx.contentItem.update({
        ...withPublications,
        where: { id: item.id },
        data: {
          slug: fields.slug,
          position: fields.position,
          importance: item.kind === 'FEATURE' ? (fields.importance ?? undefined) : undefined,
          serviceId,
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictFailure('SLUG_TAKEN', 'Another item has this address');
      throw error;
    }
  });
}

const localeRules = z.string().refine(isLocale, 'LOCALE_INVALID');

/** An admin saves one language's words as a new revision: a draft until it is published. */
export async function saveDraft(
  prisma: ContentPrisma,
  viewer: Identity,
  input: { itemId: string; locale: string; document: unknown },
) {
  const locale = parseInput(localeRules, input.locale, 'input.locale') as Locale;
  const { title, summary, ...body } = parseInput(contentDocumentRules, input.document, 'input');
  const item = await itemFor(prisma, input.itemId);
  return prisma.contentRevision.create({
    data: { itemId: item.id, locale, title, summary, body, authorId: viewer.userId },
  });
}

/** An admin publishes a revision: from now on visitors of its language read it. */
export async function publishRevision(prisma: ContentPrisma, viewer: Identity, revisionGlobalId: string) {
  const id = localId(revisionGlobalId, 'ContentRevision');
  return prisma.$transaction(async (tx) => {
    const revision = id ? await tx.contentRevision.findUnique({ where: { id } }) : null;
    if (!revision) throw new NotFoundFailure('No such revision');
    const now = new Date();
    await tx.contentPublication.upsert({
      where: { itemId_locale: { itemId: revision.itemId, locale: revision.locale } },
      create: {
        itemId: revision.itemId,
        locale: revision.locale,
        revisionId: revision.id,
        firstPublishedAt: now,
        publishedAt: now,
        publisherId: viewer.userId,
      },
      update: { revisionId: revision.id, publishedAt: now, publisherId: viewer.userId },
    });
    return tx.contentItem.findUniqueOrThrow({ where: { id: revision.itemId }, ...withPublications });
  });
}

/** An admin takes a language's words off the site; readers of it get the fallback language. */
export async function unpublish(prisma: ContentPrisma, input: { itemId: string; locale: string }) {
  const locale = parseInput(localeRules, input.locale, 'input.locale');
  const item = await itemFor(prisma, input.itemId);
  await prisma.contentPublication.deleteMany({ where: { itemId: item.id, locale } });
  return prisma.contentItem.findUniqueOrThrow({ where: { id: item.id }, ...withPublications });
}

/**
 * The content pages in the sitemap: every item published in some language that has a page of its own (not
 * courses), oldest first, last changed when it was last published in any language.
 */
export function contentSitemap(prisma: ContentPrisma): SitemapSource {
  const where = { kind: { not: 'COURSE' as const }, publications: { some: {} } };
  return {
    name: 'content',
    count: () => prisma.contentItem.count({ where }),
    async list(offset, limit) {
      const items = await prisma.contentItem.findMany({
        where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        skip: offset,
        take: limit,
        select: { kind: true, slug: true, publications: { select: { publishedAt: true } } },
      });
      return items.flatMap((item) => {
        const path = contentPath(item.kind, item.slug);
        if (!path) return [];
        const lastmod = new Date(Math.max(...item.publications.map((p) => p.publishedAt.getTime())));
        return [{ path, lastmod }];
      });
    },
  };
}
