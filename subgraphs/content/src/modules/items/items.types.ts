import {
  contentFigures,
  contentItemLimits,
  contentKinds,
  contentPath,
  type ContentBody,
} from '@platform/rules/content-items';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { isLocale } from '@platform/subgraph-kit/locale';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { UserRef } from '../users/user.ref.ts';
import type { ContentContext } from '../../context.ts';
import {
  bodyOf,
  createItem,
  itemPublications,
  publicationsSelection,
  publishedIn,
  publishRevision,
  saveDraft,
  unpublish,
  updateItem,
  type PublishedDocument,
} from './items.service.ts';

const L = contentItemLimits;
const isAdmin = (context: ContentContext) => context.viewer?.roles.includes('ADMIN') === true;

const ContentKindEnum = builder.enumType('ContentKind', {
  description:
    'PAGE: a page of its own (about, services). SERVICE: a development service. ARTICLE and FEATURE belong to a ' +
    'service. COURSE: a coding course people sign up for.',
  values: contentKinds,
});
const ContentFigureEnum = builder.enumType('ContentFigure', {
  description: 'A figure the product measures, shown beside a claim.',
  values: contentFigures,
});

const Section = builder.objectRef<ContentBody['sections'][number]>('ContentSection').implement({
  fields: (t) => ({
    heading: t.exposeString('heading', { description: 'Empty for a section without a heading.' }),
    body: t.exposeString('body', {
      description: 'Plain text; paragraphs are split by blank lines. Never HTML.',
      directives: cost.text(L.bodyMax),
    }),
  }),
});
const Question = builder.objectRef<ContentBody['faq'][number]>('ContentQuestion').implement({
  fields: (t) => ({
    question: t.exposeString('question'),
    answer: t.exposeString('answer', { directives: cost.text(L.answerMax) }),
  }),
});
const Claim = builder.objectRef<ContentBody['claims'][number]>('ContentClaim').implement({
  description: 'What the page claims (“150+ projects”), and the measured figure to show beside it, if any.',
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label'),
    figure: t.expose('figure', { type: ContentFigureEnum, nullable: true }),
  }),
});
const Step = builder.objectRef<ContentBody['steps'][number]>('ContentStep').implement({
  fields: (t) => ({ title: t.exposeString('title'), text: t.exposeString('text') }),
});

const Parts = builder.objectRef<ContentBody>('ContentParts').implement({
  description: 'The sections, questions, claims and steps of a content item’s words.',
  fields: (t) => ({
    sections: t.field({ type: [Section], directives: cost.list(L.sections), resolve: (d) => d.sections }),
    faq: t.field({ type: [Question], directives: cost.list(L.faq), resolve: (d) => d.faq }),
    claims: t.field({ type: [Claim], directives: cost.list(L.claims), resolve: (d) => d.claims }),
    steps: t.field({ type: [Step], directives: cost.list(L.steps), resolve: (d) => d.steps }),
  }),
});

const Document = builder.objectRef<PublishedDocument>('ContentDocument').implement({
  description:
    'A content item’s published words in the reader’s language, or, when that language has none, in the first ' +
    'of Persian, English and Azerbaijani that has (`locale` differs from `requestedLocale`).',
  fields: (t) => ({
    locale: t.exposeString('locale', { description: 'The language the words are in.' }),
    requestedLocale: t.exposeString('requestedLocale'),
    fallback: t.boolean({
      description: 'True when the words are in another language than the reader’s.',
      resolve: (d) => d.locale !== d.requestedLocale,
    }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { directives: cost.text(L.summaryMax) }),
    parts: t.field({ type: Parts, resolve: (d) => d }),
    firstPublishedAt: t.expose('firstPublishedAt', { type: 'DateTime' }),
    publishedAt: t.expose('publishedAt', {
      type: 'DateTime',
      description: 'When this version was published.',
    }),
    author: t.field({
      type: UserRef,
      description: 'Who wrote the published words (an article’s author).',
      resolve: (d) => ({ id: encodeGlobalID('User', d.authorId) }),
    }),
  }),
});

export const ContentRevisionNode = builder.prismaNode('ContentRevision', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'One language’s words of a content item as an admin saved them (admins only).',
  authScopes: { role: 'ADMIN' },
  fields: (t) => ({
    locale: t.exposeString('locale'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { directives: cost.text(L.summaryMax) }),
    parts: t.field({ type: Parts, resolve: (revision) => bodyOf(revision.body) }),
    author: t.field({
      type: UserRef,
      resolve: (revision) => ({ id: encodeGlobalID('User', revision.authorId) }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.asEntity(ContentRevisionNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('ContentRevision', (context, ids) =>
    context.prisma.contentRevision.findMany({ where: { id: { in: ids } } }),
  ),
});

/** Visitors read items published in some language; admins read every item. */
const visible = (context: ContentContext) => (isAdmin(context) ? {} : { publications: { some: {} } });

export const ContentItemNode = builder.prismaNode('ContentItem', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A piece of the site’s content: a page, a development service, an article, a feature or a course.',
  select: { id: true, publications: itemPublications },
  // Published in some language, or an admin reading it (to edit and preview): by its id as by its address.
  authScopes: (item, context) => isAdmin(context) || (item.publications?.length ?? 0) > 0,
  fields: (t) => ({
    kind: t.expose('kind', { type: ContentKindEnum }),
    slug: t.exposeString('slug'),
    path: t.string({
      nullable: true,
      description: 'Its page’s address inside a language (`/services/development/web`); null for a course.',
      select: { kind: true, slug: true },
      resolve: (item) => contentPath(item.kind, item.slug),
    }),
    importance: t.exposeInt('importance', {
      nullable: true,
      description: 'A feature’s importance out of 10.',
    }),
    position: t.exposeInt('position', { description: 'The order among its siblings, smaller first.' }),
    service: t.relation('service', { nullable: true, description: 'An article’s or a feature’s service.' }),
    document: t.field({
      type: Document,
      nullable: true,
      description:
        'The published words in the reader’s language, or the fallback language’s; null when published in none.',
      select: { publications: publicationsSelection },
      resolve: (item, _args, context) => publishedIn(item.publications, context.locale),
    }),
    publishedLocales: t.stringList({
      description: 'The languages it is published in.',
      directives: cost.list(3),
      resolve: (item) => item.publications.map((p) => p.locale).sort(),
    }),
    articles: t.relation('parts', {
      description: 'A service’s published articles, in order (the first 20).',
      directives: cost.list(L.partsShown),
      query: (_args, context) => ({
        where: { kind: 'ARTICLE', ...visible(context) },
        orderBy: [{ position: 'asc' }, { slug: 'asc' }],
        take: L.partsShown,
      }),
    }),
    features: t.relation('parts', {
      description: 'A service’s published features, most important first (the first 20).',
      directives: cost.list(L.partsShown),
      query: (_args, context) => ({
        where: { kind: 'FEATURE', ...visible(context) },
        orderBy: [{ importance: 'desc' }, { position: 'asc' }, { slug: 'asc' }],
        take: L.partsShown,
      }),
    }),
    related: t.prismaField({
      type: ['ContentItem'],
      description: 'A feature’s related features that are published.',
      directives: cost.list(L.related),
      select: (_args, context) => ({
        related: {
          select: { related: { include: { publications: publicationsSelection } } },
          where: { related: visible(context) },
          orderBy: { related: { importance: 'desc' } },
          take: L.related,
        },
      }),
      resolve: (_query, item) => item.related.map((r) => r.related),
    }),
    revisions: t.relatedConnection('revisions', {
      description: 'Its revisions in one language, newest first (admins only).',
      authScopes: { role: 'ADMIN' },
      cursor: 'id',
      maxSize: L.revisionsPage,
      defaultSize: L.revisionsPage,
      args: { locale: t.arg.string({ required: true }) },
      query: (args) => ({
        where: { locale: isLocale(args.locale) ? args.locale : '' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    }),
    publishedRevisionId: t.id({
      nullable: true,
      description: 'The revision published in a language (admins only).',
      authScopes: { role: 'ADMIN' },
      args: { locale: t.arg.string({ required: true }) },
      resolve: (item, args) => {
        const found = item.publications.find((p) => p.locale === args.locale);
        return found ? encodeGlobalID('ContentRevision', found.revisionId) : null;
      },
    }),
  }),
});

builder.asEntity(ContentItemNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('ContentItem', (context, ids) =>
    context.prisma.contentItem.findMany({
      where: { id: { in: ids }, ...visible(context) },
      include: { publications: itemPublications },
    }),
  ),
});

/** The items `contentItems` lists: a kind's published items, or all of them for an admin who asks. */
const listed = (
  args: { kind: (typeof contentKinds)[number]; unpublished?: boolean | null },
  context: ContentContext,
) => ({ kind: args.kind, ...(args.unpublished && isAdmin(context) ? {} : { publications: { some: {} } }) });

builder.queryFields((t) => ({
  contentItem: t.prismaField({
    type: 'ContentItem',
    nullable: true,
    description:
      'A content item by its kind and address: published ones for everyone, any for admins (to edit and preview).',
    args: {
      kind: t.arg({ type: ContentKindEnum, required: true }),
      slug: t.arg.string({ required: true }),
    },
    validate: z.object({ slug: z.string().max(L.slugMax) }).loose(),
    resolve: (query, _root, { kind, slug }, context) =>
      context.prisma.contentItem.findFirst({ ...query, where: { kind, slug, ...visible(context) } }),
  }),
  contentItems: t.prismaConnection({
    type: 'ContentItem',
    cursor: 'id',
    description:
      'Content items of a kind in their order: published ones; with `unpublished`, admins also get the rest.',
    maxSize: 50,
    defaultSize: 20,
    args: {
      kind: t.arg({ type: ContentKindEnum, required: true }),
      unpublished: t.arg.boolean({
        required: false,
        description: 'Admins only: include items published nowhere.',
      }),
    },
    totalCount: (_parent, args, context) =>
      context.prisma.contentItem.count({ where: listed(args, context) }),
    resolve: (query, _root, args, context) =>
      context.prisma.contentItem.findMany({
        ...query,
        where: listed(args, context),
        orderBy: [{ position: 'asc' }, { slug: 'asc' }, { id: 'asc' }],
      }),
  }),
}));

const SectionInput = builder.inputType('ContentSectionInput', {
  fields: (t) => ({ heading: t.string({ required: true }), body: t.string({ required: true }) }),
});
const QuestionInput = builder.inputType('ContentQuestionInput', {
  fields: (t) => ({ question: t.string({ required: true }), answer: t.string({ required: true }) }),
});
const ClaimInput = builder.inputType('ContentClaimInput', {
  fields: (t) => ({
    value: t.string({ required: true }),
    label: t.string({ required: true }),
    figure: t.field({ type: ContentFigureEnum, required: false }),
  }),
});
const StepInput = builder.inputType('ContentStepInput', {
  fields: (t) => ({ title: t.string({ required: true }), text: t.string({ required: true }) }),
});

const CreateContentItemInput = builder.inputType('CreateContentItemInput', {
  fields: (t) => ({
    kind: t.field({ type: ContentKindEnum, required: true }),
    slug: t.string({ required: true }),
    serviceId: t.id({ required: false, description: 'An article’s or a feature’s service.' }),
    importance: t.int({ required: false, description: 'A feature’s importance, 1 to 10.' }),
    position: t.int({ required: false }),
  }),
});
const UpdateContentItemInput = builder.inputType('UpdateContentItemInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    slug: t.string({ required: false }),
    serviceId: t.id({ required: false }),
    importance: t.int({ required: false }),
    position: t.int({ required: false }),
    relatedIds: t.idList({ required: false, description: 'A feature’s related features (at most 10).' }),
  }),
});
const SaveContentDraftInput = builder.inputType('SaveContentDraftInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    locale: t.string({ required: true }),
    title: t.string({ required: true }),
    summary: t.string({ required: true }),
    sections: t.field({ type: [SectionInput], required: true }),
    faq: t.field({ type: [QuestionInput], required: true }),
    claims: t.field({ type: [ClaimInput], required: true }),
    steps: t.field({ type: [StepInput], required: true }),
  }),
});
const ContentLocaleInput = builder.inputType('ContentLocaleInput', {
  fields: (t) => ({ itemId: t.id({ required: true }), locale: t.string({ required: true }) }),
});

/** A list input is bounded before it is read at all: a hostile one holds far more than any page needs. */
const boundedDocument = z
  .object({
    sections: z.array(z.unknown()).max(100),
    faq: z.array(z.unknown()).max(100),
    claims: z.array(z.unknown()).max(100),
    steps: z.array(z.unknown()).max(100),
  })
  .loose();

builder.mutationFields((t) => ({
  createContentItem: t.field({
    type: ContentItemNode,
    description: 'Adds a content item; its words are written as drafts in each language, then published.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, ConflictFailure] },
    args: { input: t.arg({ type: CreateContentItemInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createItem(context.prisma, { ...input, serviceId: input.serviceId ? String(input.serviceId) : null }),
  }),
  updateContentItem: t.field({
    type: ContentItemNode,
    description: 'Changes an item’s address, order, service, importance or related features.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, ConflictFailure, NotFoundFailure] },
    args: { input: t.arg({ type: UpdateContentItemInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateItem(context.prisma, {
        ...input,
        id: String(input.id),
        serviceId: input.serviceId ? String(input.serviceId) : null,
        relatedIds: input.relatedIds?.map(String) ?? null,
      }),
  }),
  saveContentDraft: t.field({
    type: ContentRevisionNode,
    description: 'Saves one language’s words as a new revision, a draft until it is published.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: SaveContentDraftInput, required: true }) },
    validate: z.object({ input: boundedDocument }).loose(),
    resolve: (_root, { input }, context) => {
      const { itemId, locale, ...document } = input;
      return saveDraft(context.prisma, context.viewer!, { itemId: String(itemId), locale, document });
    },
  }),
  publishContentRevision: t.field({
    type: ContentItemNode,
    description: 'Publishes a revision: visitors of its language read it from now on.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure] },
    args: { revisionId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      publishRevision(context.prisma, context.viewer!, String(args.revisionId)),
  }),
  unpublishContent: t.field({
    type: ContentItemNode,
    description: 'Takes a language’s words off the site; its readers get the fallback language.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: ContentLocaleInput, required: true }) },
    resolve: (_root, { input }, context) =>
      unpublish(context.prisma, { itemId: String(input.itemId), locale: input.locale }),
  }),
}));
