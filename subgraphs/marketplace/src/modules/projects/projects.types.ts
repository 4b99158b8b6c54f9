import {
  portfolioCategories,
  portfolioFilterRules,
  portfolioIndustries,
  portfolioLicences,
  portfolioLimits as L,
  portfolioProjectStates,
  portfolioRoles,
  portfolioSorts,
  portfolioVisibilities,
} from '@platform/rules/portfolio';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { fileUrl } from '@platform/subgraph-kit/files/store';
import { thumbKeyOf } from '@platform/subgraph-kit/files/images';
import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { MarketplaceContext } from '../../context.ts';
import { statsOf } from './engagement.service.ts';
import {
  evaluateProject,
  isAdmin,
  mayPublish,
  portfolioFacets,
  type PortfolioFacets,
  portfolioOrder,
  portfolioWhere,
  profileProjectsWhere,
  readableWhere,
  relatedProjects,
  saveProject,
  setProjectVisibility,
} from './projects.service.ts';

const IndustryEnum = builder.enumType('PortfolioIndustry', { values: portfolioIndustries });
const CategoryEnum = builder.enumType('PortfolioCategory', { values: portfolioCategories });
const StateEnum = builder.enumType('PortfolioProjectState', {
  description: 'Where the work stands: COMPLETED, IN_PROGRESS, or UPCOMING (not yet begun).',
  values: portfolioProjectStates,
});
const VisibilityEnum = builder.enumType('PortfolioVisibility', {
  description:
    'DRAFT: not yet published. PUBLISHED: in the portfolio. HIDDEN: taken off by its owner or an admin.',
  values: portfolioVisibilities,
});
const SortEnum = builder.enumType('PortfolioSort', {
  description:
    'NEWEST: the latest published first. MOST_VIEWED, MOST_LIKED: by views and likes as last counted (every few ' +
    'minutes).',
  values: portfolioSorts,
});
export const RoleEnum = builder.enumType('CollaboratorRole', {
  description: 'A part a collaborator takes in projects.',
  values: portfolioRoles,
});

/** The collaborators subgraph owns profiles; this one adds the published projects whose team names one. */
const CollaboratorRef = builder
  .externalRef('Collaborator', builder.selection<{ id: string }>('id'))
  .implement({
    externalFields: (t) => ({ id: t.id() }),
    fields: (t) => ({
      portfolioProjects: t.prismaField({
        type: [ProjectNode],
        description:
          `Published portfolio projects whose team names them, the newest first (at most ${L.pageSize}); to employers ` +
          'of a verified company also the private ones the team evaluated and their owners share.',
        directives: cost.list(L.pageSize),
        resolve: (query, collaborator, _args, context) => {
          const id = localId(String(collaborator.id), 'Collaborator');
          if (!id) return [];
          return context.prisma.portfolioProject.findMany({
            ...query,
            where: { ...profileProjectsWhere(context.viewer), team: { some: { collaboratorId: id } } },
            orderBy: portfolioOrder('NEWEST'),
            take: L.pageSize,
          });
        },
      }),
    }),
  });

/** Fields only the project's owner and admins read; anyone else reads null. */
const ownerOnly = {
  nullable: true as const,
  authScopes: (project: { ownerId: string }, _args: unknown, context: MarketplaceContext) =>
    isAdmin(context.viewer) || context.viewer?.userId === project.ownerId,
  unauthorizedResolver: () => null,
};

const WordsRef = builder.prismaObject('PortfolioWords', {
  description: 'One language’s words of a project. Plain text; never rendered as HTML.',
  fields: (t) => ({
    locale: t.exposeString('locale'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    description: t.exposeString('description', { nullable: true, directives: cost.text(L.descriptionMax) }),
    developerNotes: t.exposeString('developerNotes', {
      nullable: true,
      description: 'What its developers say of how it was made.',
      directives: cost.text(L.notesMax),
    }),
    challenges: t.exposeString('challenges', {
      nullable: true,
      description: 'What was hard, and how it was solved.',
      directives: cost.text(L.notesMax),
    }),
  }),
});

const PictureRef = builder.prismaObject('PortfolioPicture', {
  description: 'A picture of a project’s gallery, in the order shown; the first is its cover.',
  fields: (t) => ({
    url: t.string({
      description: 'The picture (at most 1600 pixels a side).',
      resolve: (p) => fileUrl(p.fileKey),
    }),
    thumbUrl: t.string({
      description: 'Its small copy (at most 480 pixels a side), for cards and the gallery’s strip.',
      resolve: (p) => fileUrl(thumbKeyOf(p.fileKey)),
    }),
    file: t.exposeString('fileKey', { description: 'Its file key: what an editor sends back to keep it.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    caption: t.exposeString('caption', { nullable: true }),
  }),
});

export const LicenceEnum = builder.enumType('PortfolioLicence', {
  description: 'SINGLE_USE: one product, for the buyer’s own use. EXTENDED: several products, or to resell.',
  values: portfolioLicences,
});

builder.prismaObject('PortfolioOffer', {
  description: 'How a project for sale is sold under a licence: its price and what is delivered.',
  fields: (t) => ({
    licence: t.expose('licence', { type: LicenceEnum }),
    priceRials: t.field({ type: 'SafeInt', resolve: (o) => Number(o.priceRials) }),
    includesSource: t.exposeBoolean('includesSource', { description: 'The source code is delivered.' }),
    includesSetup: t.exposeBoolean('includesSetup', { description: 'The seller sets it up for the buyer.' }),
    supportMonths: t.exposeInt('supportMonths', { description: 'Months of the seller’s support.' }),
    inspectionDays: t.int({
      description:
        'Days the buyer has to inspect a delivery before the money held is released to the seller (the ' +
        'product’s setting, the same for every offer).',
      resolve: (_offer, _args, context) => context.settings.inspectionDays,
    }),
  }),
});

const DemoCredentialsRef = builder
  .objectRef<{ username: string | null; password: string | null }>('PortfolioDemoCredentials')
  .implement({
    description: 'The sign-in of a project’s demo.',
    fields: (t) => ({
      username: t.exposeString('username', { nullable: true }),
      password: t.exposeString('password', { nullable: true }),
    }),
  });

builder.prismaObject('PortfolioMember', {
  description: 'A member of a project’s team: a collaborator and the part they took.',
  fields: (t) => ({
    collaborator: t.field({
      type: CollaboratorRef,
      description: 'Their profile (null once it is no longer published).',
      resolve: (m) => ({ id: encodeGlobalID('Collaborator', m.collaboratorId) }),
    }),
    role: t.field({ type: RoleEnum, resolve: (m) => m.role as (typeof portfolioRoles)[number] }),
  }),
});

export const ProjectNode = builder.prismaNode('PortfolioProject', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'A project of the portfolio (§3). Visitors read published ones.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    path: t.string({ resolve: (p) => `/portfolio/${p.slug}` }),
    byTeam: t.exposeBoolean('byTeam', { description: 'Made by the platform’s own team.' }),
    state: t.expose('state', { type: StateEnum }),
    industry: t.expose('industry', { type: IndustryEnum }),
    categories: t.field({
      type: [CategoryEnum],
      directives: cost.list(L.categories),
      resolve: (p) => p.categories,
    }),
    technologies: t.exposeStringList('technologies', {
      description: 'Named as the shared skills taxonomy names them.',
      directives: cost.list(L.technologies),
    }),
    clientName: t.exposeString('clientName', { nullable: true }),
    priceRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'What such a project costs, in Iranian rials; the client shows tomans where expected.',
      resolve: (p) => (p.priceRials === null ? null : Number(p.priceRials)),
    }),
    startedOn: t.exposeString('startedOn', { nullable: true, description: 'The month it began: YYYY-MM.' }),
    completedOn: t.exposeString('completedOn', {
      nullable: true,
      description: 'The month it was done: YYYY-MM.',
    }),
    forSale: t.exposeBoolean('forSale', { description: 'Sold ready-made in the marketplace.' }),
    hasDemo: t.exposeBoolean('hasDemo'),
    demoUrl: t.exposeString('demoUrl', { nullable: true }),
    collaborating: t.exposeBoolean('collaborating', { description: 'Open to collaborators who would join.' }),
    offers: t.relation('offers', {
      description: 'How it is sold, one offer per licence (none unless it is for sale).',
      directives: cost.list(portfolioLicences.length),
      query: { orderBy: { licence: 'asc' } },
    }),
    hasDemoCredentials: t.boolean({
      description: 'Whether its demo has a sign-in, which signed-in people read (`demoCredentials`).',
      resolve: (p) => Boolean(p.demoUsername || p.demoPassword),
    }),
    demoCredentials: t.field({
      type: DemoCredentialsRef,
      nullable: true,
      description: 'The demo’s sign-in, if it has one: signed-in people only (null for visitors).',
      authScopes: { signedIn: true },
      unauthorizedResolver: () => null,
      resolve: (p) =>
        p.demoUsername || p.demoPassword ? { username: p.demoUsername, password: p.demoPassword } : null,
    }),
    confidential: t.exposeBoolean('confidential', {
      description:
        'A private part of its owner’s portfolio: never public; employers of a verified company read it once the ' +
        'team has evaluated it and its owner shares it.',
    }),
    shareWithEmployers: t.exposeBoolean('shareWithEmployers', {
      ...ownerOnly,
      description: 'Whether its owner lets verified employers read it once evaluated (owner and admins).',
    }),
    evaluatedAt: t.expose('evaluatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the team evaluated this private project (cleared when it changes).',
    }),
    evaluationNote: t.exposeString('evaluationNote', {
      nullable: true,
      description: 'The team’s note on this private project, for employers.',
      directives: cost.text(L.evaluationNoteMax),
    }),
    words: t.relation('words', {
      description: 'Its words in each language it is written in.',
      directives: cost.list(3),
      query: { orderBy: { locale: 'asc' } },
    }),
    readerWords: t.field({
      type: WordsRef,
      nullable: true,
      description: 'Its words in the reader’s language, or else in fa, en, az: the first it is written in.',
      select: { words: true },
      resolve: (p, _args, context) => {
        const order = [context.locale, 'fa', 'en', 'az'];
        return [...p.words].sort((a, b) => order.indexOf(a.locale) - order.indexOf(b.locale))[0] ?? null;
      },
    }),
    pictures: t.relation('pictures', {
      description: 'The gallery, in order.',
      directives: cost.list(L.pictures),
      query: { orderBy: { position: 'asc' } },
    }),
    cover: t.field({
      type: PictureRef,
      nullable: true,
      description: 'The gallery’s first picture.',
      select: { pictures: { where: { position: 0 }, take: 1 } },
      resolve: (p) => p.pictures[0] ?? null,
    }),
    team: t.relation('team', {
      description: 'Its team, in the order its owner wrote it.',
      directives: cost.list(L.team),
      query: { orderBy: { position: 'asc' } },
    }),
    views: t.int({
      description: 'Visitors who opened it, each counted once a day.',
      select: { statShards: { select: { views: true, likes: true } } },
      resolve: (p) => statsOf(p.statShards).views,
    }),
    likes: t.int({
      description: 'Signed-in people who like it.',
      select: { statShards: { select: { views: true, likes: true } } },
      resolve: (p) => statsOf(p.statShards).likes,
    }),
    viewerLikes: t.boolean({
      description: 'Whether the signed-in reader likes it (false for visitors).',
      directives: cost.weight(1),
      resolve: async (p, _args, context) =>
        context.viewer
          ? (await context.prisma.portfolioLike.count({
              where: { projectId: p.id, userId: context.viewer.userId },
            })) > 0
          : false,
    }),
    viewerIsOwner: t.boolean({
      description:
        'Whether the signed-in reader owns it (false for visitors): an owner edits it and cannot buy it.',
      select: { ownerId: true },
      resolve: (p, _args, context) => context.viewer?.userId === p.ownerId,
    }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    visibility: t.expose('visibility', { type: VisibilityEnum, ...ownerOnly }),
  }),
});

builder.prismaObjectField(ProjectNode, 'related', (t) =>
  t.prismaField({
    type: [ProjectNode],
    description: `Published projects like it (industry, categories, technologies), at most ${L.related}.`,
    directives: { ...cost.serverTime(2), ...cost.list(L.related) },
    select: { id: true, industry: true, categories: true, technologyKeys: true },
    resolve: async (query, p, _args, context) => {
      const ids = await relatedProjects(context.prisma, p);
      const rows = await context.prisma.portfolioProject.findMany({ ...query, where: { id: { in: ids } } });
      return ids.flatMap((id) => rows.filter((r) => r.id === id));
    },
  }),
);

builder.asEntity(ProjectNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('PortfolioProject', (context: MarketplaceContext, ids) =>
    context.prisma.portfolioProject.findMany({
      where: { id: { in: ids }, ...readableWhere(context.viewer) },
    }),
  ),
});

const FilterInput = builder.inputType('PortfolioFilter', {
  fields: (t) => ({
    query: t.string({ required: false, description: 'Words in the title, summary, client or technologies.' }),
    industry: t.field({ type: IndustryEnum, required: false }),
    category: t.field({ type: CategoryEnum, required: false }),
    technology: t.string({
      required: false,
      description: 'A technology, in any of the taxonomy’s spellings.',
    }),
    state: t.field({ type: StateEnum, required: false }),
    forSale: t.boolean({ required: false }),
    hasDemo: t.boolean({ required: false }),
  }),
});

/** A filter that breaks the portfolio's rules (an overlong search) is the caller's to fix. */
const filterRules = z.object({ filter: portfolioFilterRules.nullish() }).loose();

const IndustryCount = builder
  .objectRef<{ value: (typeof portfolioIndustries)[number]; count: number }>('PortfolioIndustryCount')
  .implement({
    fields: (t) => ({ value: t.expose('value', { type: IndustryEnum }), count: t.exposeInt('count') }),
  });
const CategoryCount = builder
  .objectRef<{ value: (typeof portfolioCategories)[number]; count: number }>('PortfolioCategoryCount')
  .implement({
    fields: (t) => ({ value: t.expose('value', { type: CategoryEnum }), count: t.exposeInt('count') }),
  });
const StateCount = builder
  .objectRef<{ value: (typeof portfolioProjectStates)[number]; count: number }>('PortfolioStateCount')
  .implement({
    fields: (t) => ({ value: t.expose('value', { type: StateEnum }), count: t.exposeInt('count') }),
  });

const FacetsRef = builder.objectRef<PortfolioFacets>('PortfolioFacets').implement({
  description:
    'How many published projects each choice would find: each dimension counted over those matching every other ' +
    'filter given.',
  fields: (t) => ({
    industries: t.field({
      type: [IndustryCount],
      directives: cost.list(portfolioIndustries.length),
      resolve: (f) => f.industries,
    }),
    categories: t.field({
      type: [CategoryCount],
      directives: cost.list(portfolioCategories.length),
      resolve: (f) => f.categories,
    }),
    states: t.field({
      type: [StateCount],
      directives: cost.list(portfolioProjectStates.length),
      resolve: (f) => f.states,
    }),
    forSale: t.exposeInt('forSale'),
    hasDemo: t.exposeInt('hasDemo'),
  }),
});

builder.queryFields((t) => ({
  portfolioProject: t.prismaField({
    type: ProjectNode,
    nullable: true,
    description: 'A published project by its address (its owner and admins also read it in any other state).',
    args: { slug: t.arg.string({ required: true }) },
    validate: z.object({ slug: z.string().max(L.slugMax) }).loose(),
    resolve: (query, _root, { slug }, context) =>
      context.prisma.portfolioProject.findFirst({
        ...query,
        where: { slug, ...readableWhere(context.viewer) },
      }),
  }),
  portfolioProjects: t.prismaConnection({
    type: ProjectNode,
    cursor: 'id',
    description: 'The portfolio: published projects matching every filter given, in the order asked.',
    maxSize: L.pageSize,
    defaultSize: L.pageSize,
    args: {
      filter: t.arg({ type: FilterInput, required: false }),
      sort: t.arg({ type: SortEnum, required: false }),
    },
    validate: filterRules,
    totalCount: (_parent, args, context) =>
      context.prisma.portfolioProject.count({ where: portfolioWhere(args.filter) }),
    resolve: (query, _root, args, context) =>
      context.prisma.portfolioProject.findMany({
        ...query,
        where: portfolioWhere(args.filter),
        orderBy: portfolioOrder(args.sort),
      }),
  }),
  portfolioFacets: t.field({
    type: FacetsRef,
    description: 'The portfolio’s choices with their counts, for the filters given.',
    // One grouped read of the matching projects' filter columns: priced as a collaborators' facets.
    directives: cost.serverTime(8),
    args: { filter: t.arg({ type: FilterInput, required: false }) },
    validate: filterRules,
    resolve: (_root, args, context) => portfolioFacets(context.prisma, args.filter),
  }),
  myPortfolioProjects: t.prismaConnection({
    type: ProjectNode,
    cursor: 'id',
    description: 'The viewer’s own projects in any visibility, the latest changed first.',
    authScopes: { signedIn: true },
    maxSize: L.pageSize,
    defaultSize: L.pageSize,
    totalCount: (_parent, _args, context) =>
      context.prisma.portfolioProject.count({ where: { ownerId: context.viewer!.userId } }),
    resolve: (query, _root, _args, context) =>
      context.prisma.portfolioProject.findMany({
        ...query,
        where: { ownerId: context.viewer!.userId },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
}));

builder.queryField('portfolioProjectsToEvaluate', (t) =>
  t.prismaConnection({
    type: ProjectNode,
    cursor: 'id',
    description:
      'Admins: the private projects their owners share with employers, those not yet evaluated first (the ' +
      'longest waiting first), or those evaluated when asked.',
    authScopes: { role: 'ADMIN' },
    maxSize: L.pageSize,
    defaultSize: L.pageSize,
    args: { evaluated: t.arg.boolean({ required: false }) },
    totalCount: (_parent, args, context) =>
      context.prisma.portfolioProject.count({ where: toEvaluateWhere(args.evaluated) }),
    resolve: (query, _root, args, context) =>
      context.prisma.portfolioProject.findMany({
        ...query,
        where: toEvaluateWhere(args.evaluated),
        orderBy: [{ updatedAt: args.evaluated ? 'desc' : 'asc' }, { id: 'asc' }],
      }),
  }),
);

const toEvaluateWhere = (evaluated: boolean | null | undefined) => ({
  confidential: true,
  shareWithEmployers: true,
  evaluatedAt: evaluated ? { not: null } : null,
});

const EvaluationInput = builder.inputType('EvaluatePortfolioProjectInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The private PortfolioProject’s global id.' }),
    note: t.string({ required: true, description: 'The team’s note, which employers read beside it.' }),
  }),
});

const WordsInput = builder.inputType('PortfolioWordsInput', {
  fields: (t) => ({
    locale: t.string({ required: true, description: 'fa, en or az.' }),
    title: t.string({ required: true }),
    summary: t.string({ required: true }),
    description: t.string({ required: false }),
    developerNotes: t.string({ required: false }),
    challenges: t.string({ required: false }),
  }),
});

const PictureInput = builder.inputType('PortfolioPictureInput', {
  description:
    'A picture of the gallery: a fresh upload’s receipt (`/uploads/pictures`), or one it has (its file).',
  fields: (t) => ({
    upload: t.string({ required: false }),
    file: t.string({ required: false }),
    caption: t.string({ required: false }),
  }),
});

const OfferInput = builder.inputType('PortfolioOfferInput', {
  fields: (t) => ({
    licence: t.field({ type: LicenceEnum, required: true }),
    priceRials: t.field({ type: 'SafeInt', required: true }),
    includesSource: t.boolean({ required: true }),
    includesSetup: t.boolean({ required: true }),
    supportMonths: t.int({ required: true }),
  }),
});

const MemberInput = builder.inputType('PortfolioMemberInput', {
  fields: (t) => ({
    collaboratorId: t.id({ required: true, description: 'A published Collaborator’s global id.' }),
    role: t.field({ type: RoleEnum, required: true }),
  }),
});

const ProjectInput = builder.inputType('PortfolioProjectInput', {
  fields: (t) => ({
    slug: t.string({ required: true, description: 'Its address: lower-case letters, digits and hyphens.' }),
    industry: t.field({ type: IndustryEnum, required: true }),
    categories: t.field({ type: [CategoryEnum], required: true }),
    technologies: t.stringList({ required: true }),
    clientName: t.string({ required: false }),
    priceRials: t.field({ type: 'SafeInt', required: false }),
    startedOn: t.string({ required: false, description: 'YYYY-MM.' }),
    completedOn: t.string({ required: false, description: 'YYYY-MM.' }),
    state: t.field({ type: StateEnum, required: true }),
    forSale: t.boolean({ required: true }),
    collaborating: t.boolean({ required: true }),
    confidential: t.boolean({
      required: false,
      description: 'A private part of the portfolio: never public (default false).',
    }),
    shareWithEmployers: t.boolean({
      required: false,
      description:
        'Let employers of a verified company read this private project once the team has evaluated it.',
    }),
    demoUrl: t.string({ required: false }),
    demoUsername: t.string({
      required: false,
      description: 'The demo’s sign-in name, shown to signed-in people.',
    }),
    demoPassword: t.string({
      required: false,
      description: 'The demo’s password, shown to signed-in people.',
    }),
    offers: t.field({
      type: [OfferInput],
      required: false,
      description: 'How it is sold, one per licence: required for a project for sale.',
    }),
    pictures: t.field({ type: [PictureInput], required: true }),
    team: t.field({ type: [MemberInput], required: true }),
    words: t.field({ type: [WordsInput], required: true }),
  }),
});

/** Lists are bounded before the rules read them (the rules then say which item is wrong). */
const boundedProject = z
  .object({
    id: z.string().max(200).nullish(),
    input: z
      .object({
        categories: z.array(z.unknown()).max(20),
        technologies: z.array(z.unknown()).max(100),
        pictures: z.array(z.unknown()).max(L.pictures * 2),
        offers: z.array(z.unknown()).max(10).nullish(),
        team: z.array(z.unknown()).max(L.team * 2),
        words: z.array(z.unknown()).max(10),
      })
      .loose(),
  })
  .loose();

/** A project's global id, or NOT_FOUND for anything that is not one. */
const projectId = (id: string | number) => {
  const local = localId(String(id), 'PortfolioProject');
  if (!local) throw new NotFoundFailure('No such project');
  return local;
};

const publisher = {
  authScopes: (_root: unknown, _args: unknown, context: MarketplaceContext) => mayPublish(context.viewer),
};

builder.mutationFields((t) => ({
  evaluatePortfolioProject: t.field({
    type: ProjectNode,
    description: 'Admins: evaluate a private project, with the team’s note for employers.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: EvaluationInput, required: true }) },
    validate: z
      .object({
        input: z.object({ id: z.string().max(200), note: z.string().max(L.evaluationNoteMax * 4) }).loose(),
      })
      .loose(),
    resolve: (_root, { input }, context) =>
      evaluateProject(context.prisma, context.viewer!, projectId(input.id), { note: input.note }),
  }),
  savePortfolioProject: t.field({
    type: ProjectNode,
    description:
      'Saves a project: a new one (no id) is the viewer’s, a draft until published; otherwise one of the viewer’s ' +
      '(an admin’s: any). Admins and collaborators write projects.',
    ...publisher,
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: ProjectInput, required: true }) },
    validate: boundedProject,
    resolve: (_root, { id, input }, context) =>
      saveProject(
        context.prisma,
        { files: context.files, graph: context.graph },
        context.viewer!,
        id == null ? null : projectId(id),
        input,
      ),
  }),
  publishPortfolioProject: t.field({
    type: ProjectNode,
    description: 'Lists one of the viewer’s projects (an admin’s: any) in the portfolio.',
    ...publisher,
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    validate: z.object({ id: z.string().max(200) }).loose(),
    resolve: (_root, { id }, context) =>
      setProjectVisibility(context.prisma, context.viewer!, projectId(id), 'PUBLISHED'),
  }),
  hidePortfolioProject: t.field({
    type: ProjectNode,
    description: 'Takes a project of the viewer’s (an admin’s: any) off the portfolio.',
    ...publisher,
    errors: { types: [NotFoundFailure] },
    args: { id: t.arg.id({ required: true }) },
    validate: z.object({ id: z.string().max(200) }).loose(),
    resolve: (_root, { id }, context) =>
      setProjectVisibility(context.prisma, context.viewer!, projectId(id), 'HIDDEN'),
  }),
}));
