import {
  adminCollaboratorFilterRules,
  availabilities,
  collaboratorFilterRules,
  collaboratorLimits as L,
  collaboratorRoles,
  collaboratorSorts,
  collaboratorStates,
  expertiseAreas,
} from '@platform/rules/collaborators';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Position } from '@platform/rules/resumes';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { CollaboratorsContext } from '../../context.ts';
import { PlaceRef } from '../places.ts';
import { PositionInput, PositionRef } from '../positions.ts';
import {
  adminWhere,
  collaboratorFacets,
  type CollaboratorFacets,
  directoryOrder,
  directoryWhere,
  isAdmin,
  placesShown,
  readableWhere,
  saveProfile,
  setProfileVisibility,
  suspendProfile,
} from './profiles.service.ts';

const ExpertiseEnum = builder.enumType('CollaboratorExpertise', { values: expertiseAreas });
const AvailabilityEnum = builder.enumType('CollaboratorAvailability', { values: availabilities });
const RoleEnum = builder.enumType('CollaboratorRole', {
  description: 'A part a collaborator takes in projects.',
  values: collaboratorRoles,
});
const StateEnum = builder.enumType('CollaboratorState', {
  description:
    'DRAFT: not yet published. PUBLISHED: in the directory. HIDDEN: taken off by its owner. SUSPENDED: by an admin.',
  values: collaboratorStates,
});
const SortEnum = builder.enumType('CollaboratorSort', {
  description:
    'RECENT: the latest changed first. RATING: by the clients’ reviews, a Bayesian average (a profile without ' +
    'reviews counts as rated at the directory’s mean). RATE_LOW, RATE_HIGH: by hourly rate, those without one last.',
  values: collaboratorSorts,
});

/** Fields only the profile's owner and admins read; anyone else reads null. */
const ownerOnly = {
  nullable: true as const,
  authScopes: (profile: { userId: string }, _args: unknown, context: CollaboratorsContext) =>
    isAdmin(context.viewer) || context.viewer?.userId === profile.userId,
  unauthorizedResolver: () => null,
};

const WordsRef = builder.prismaObject('CollaboratorWords', {
  description: 'One language’s words of a profile. Plain text; never rendered as HTML.',
  fields: (t) => ({
    locale: t.exposeString('locale'),
    headline: t.exposeString('headline'),
    bio: t.exposeString('bio', { nullable: true, directives: cost.text(L.bioMax) }),
    projectNotes: t.exposeString('projectNotes', {
      nullable: true,
      description: 'What projects it takes and how it works on them.',
      directives: cost.text(L.projectNotesMax),
    }),
  }),
});

export const CollaboratorNode = builder.prismaNode('CollaboratorProfile', {
  variant: 'Collaborator',
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'A freelance collaborator’s profile (§3). Visitors read published ones.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    path: t.string({ resolve: (p) => `/collaborators/${p.slug}` }),
    displayName: t.exposeString('displayName'),
    expertise: t.field({ type: [ExpertiseEnum], resolve: (p) => p.expertise }),
    skills: t.exposeStringList('skills', { directives: cost.list(L.skills) }),
    roles: t.field({
      type: [RoleEnum],
      description: 'The parts it takes in projects.',
      resolve: (p) => p.roles,
    }),
    experience: t.field({
      type: [PositionRef],
      description: 'Positions it has held (work experience), in the order its owner wrote them.',
      directives: cost.list(L.positions),
      resolve: (p) => p.experience as unknown as Position[],
    }),
    yearsOfExperience: t.exposeInt('yearsOfExperience'),
    hourlyRateRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Iranian rials; the client shows tomans where the language expects them.',
      resolve: (p) => (p.hourlyRateRials === null ? null : Number(p.hourlyRateRials)),
    }),
    projectRateRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'A typical project’s price, in Iranian rials.',
      resolve: (p) => (p.projectRateRials === null ? null : Number(p.projectRateRials)),
    }),
    availability: t.expose('availability', { type: AvailabilityEnum }),
    remote: t.exposeBoolean('remote'),
    place: t.field({
      type: PlaceRef,
      nullable: true,
      description: 'The city it works from, if it said.',
      resolve: (p) => (p.placeId ? { id: p.placeId } : null),
    }),
    languages: t.exposeStringList('languages', {
      description: 'The languages it speaks: ISO 639-1 codes (fa, en, az, tr, …), for the reader to name.',
      directives: cost.list(L.languages),
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
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    state: t.expose('state', { type: StateEnum, ...ownerOnly }),
    suspendedReason: t.exposeString('suspendedReason', { ...ownerOnly }),
    suspendedAt: t.expose('suspendedAt', { type: 'DateTime', ...ownerOnly }),
  }),
});

builder.asEntity(CollaboratorNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Collaborator', (context: CollaboratorsContext, ids) =>
    context.prisma.collaboratorProfile.findMany({
      where: { id: { in: ids }, ...readableWhere(context.viewer) },
    }),
  ),
});

const FilterInput = builder.inputType('CollaboratorFilter', {
  fields: (t) => ({
    query: t.string({ required: false, description: 'Words in the name, headline or skills.' }),
    expertise: t.field({ type: ExpertiseEnum, required: false }),
    skill: t.string({ required: false }),
    availability: t.field({ type: AvailabilityEnum, required: false }),
    remote: t.boolean({ required: false }),
    place: t.string({ required: false, description: 'Those working from this city: its place id (tehran).' }),
    language: t.string({ required: false, description: 'Those who speak this language: an ISO 639-1 code.' }),
    maxHourlyRateRials: t.field({ type: 'SafeInt', required: false }),
    verified: t.boolean({
      required: false,
      description:
        'True: only profiles with a verified skill (a talent-test certificate); false: only without.',
    }),
    minRating: t.float({
      required: false,
      description: 'Only profiles whose clients’ reviews average at least this, 1 to 5.',
    }),
  }),
});

/** A filter that breaks the directory's rules (an overlong search, a negative rate) is the caller's to fix. */
const filterRules = z.object({ filter: collaboratorFilterRules.nullish() }).loose();

const AdminFilterInput = builder.inputType('AdminCollaboratorFilter', {
  fields: (t) => ({
    query: t.string({ required: false, description: 'Words in the name, headline or skills.' }),
    state: t.field({ type: StateEnum, required: false }),
  }),
});

const ExpertiseCount = builder
  .objectRef<{ value: (typeof expertiseAreas)[number]; count: number }>('CollaboratorExpertiseCount')
  .implement({
    fields: (t) => ({ value: t.expose('value', { type: ExpertiseEnum }), count: t.exposeInt('count') }),
  });
const AvailabilityCount = builder
  .objectRef<{ value: (typeof availabilities)[number]; count: number }>('CollaboratorAvailabilityCount')
  .implement({
    fields: (t) => ({ value: t.expose('value', { type: AvailabilityEnum }), count: t.exposeInt('count') }),
  });
const PlaceCount = builder.objectRef<{ placeId: string; count: number }>('CollaboratorPlaceCount').implement({
  fields: (t) => ({
    place: t.field({ type: PlaceRef, resolve: (c) => ({ id: c.placeId }) }),
    count: t.exposeInt('count'),
  }),
});
const FacetsRef = builder.objectRef<CollaboratorFacets>('CollaboratorFacets').implement({
  description:
    'How many published profiles each choice would find: each dimension counted over those matching every other ' +
    'filter given.',
  fields: (t) => ({
    expertise: t.field({
      type: [ExpertiseCount],
      directives: cost.list(expertiseAreas.length),
      resolve: (f) => f.expertise,
    }),
    availability: t.field({
      type: [AvailabilityCount],
      directives: cost.list(availabilities.length),
      resolve: (f) => f.availability,
    }),
    remote: t.exposeInt('remote', { description: 'Those who work remotely.' }),
    verified: t.exposeInt('verified', { description: 'Those with a verified skill.' }),
    places: t.field({
      type: [PlaceCount],
      description: `The cities most work from, most first (at most ${placesShown}).`,
      directives: cost.list(placesShown),
      resolve: (f) => f.places,
    }),
  }),
});

builder.queryFields((t) => ({
  collaboratorFacets: t.field({
    type: FacetsRef,
    description: 'The directory’s choices with their counts, for the filters given.',
    // One grouped read of the matching profiles' filter columns, which grows with the directory: priced as 8 ms.
    directives: cost.serverTime(8),
    args: { filter: t.arg({ type: FilterInput, required: false }) },
    validate: filterRules,
    resolve: (_root, args, context) => collaboratorFacets(context.prisma, args.filter),
  }),
  adminCollaborators: t.prismaConnection({
    type: CollaboratorNode,
    cursor: 'id',
    description:
      'Admins: every profile in any state, the latest changed first, with the words and state given.',
    authScopes: { role: 'ADMIN' },
    maxSize: L.pageSize,
    defaultSize: L.pageSize,
    args: { filter: t.arg({ type: AdminFilterInput, required: false }) },
    validate: z.object({ filter: adminCollaboratorFilterRules.nullish() }).loose(),
    totalCount: (_parent, args, context) =>
      context.prisma.collaboratorProfile.count({ where: adminWhere(args.filter) }),
    resolve: (query, _root, args, context) =>
      context.prisma.collaboratorProfile.findMany({
        ...query,
        where: adminWhere(args.filter),
        orderBy: directoryOrder('RECENT'),
      }),
  }),
  collaborator: t.prismaField({
    type: CollaboratorNode,
    nullable: true,
    description: 'A published profile by its address (its owner and admins also read it in any other state).',
    args: { slug: t.arg.string({ required: true }) },
    validate: z.object({ slug: z.string().max(L.slugMax) }).loose(),
    resolve: (query, _root, { slug }, context) =>
      context.prisma.collaboratorProfile.findFirst({
        ...query,
        where: { slug, ...readableWhere(context.viewer) },
      }),
  }),
  collaborators: t.prismaConnection({
    type: CollaboratorNode,
    cursor: 'id',
    description: 'The directory: published profiles matching every filter given, in the order asked.',
    maxSize: L.pageSize,
    defaultSize: L.pageSize,
    args: {
      filter: t.arg({ type: FilterInput, required: false }),
      sort: t.arg({ type: SortEnum, required: false }),
    },
    validate: filterRules,
    totalCount: (_parent, args, context) =>
      context.prisma.collaboratorProfile.count({ where: directoryWhere(args.filter) }),
    resolve: (query, _root, args, context) =>
      context.prisma.collaboratorProfile.findMany({
        ...query,
        where: directoryWhere(args.filter),
        orderBy: directoryOrder(args.sort),
      }),
  }),
  myCollaboratorProfile: t.prismaField({
    type: CollaboratorNode,
    nullable: true,
    description: 'The viewer’s own profile in any state; null until they save one.',
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) =>
      context.prisma.collaboratorProfile.findUnique({ ...query, where: { userId: context.viewer!.userId } }),
  }),
}));

const WordsInput = builder.inputType('CollaboratorWordsInput', {
  fields: (t) => ({
    locale: t.string({ required: true, description: 'fa, en or az.' }),
    headline: t.string({ required: true }),
    bio: t.string({ required: false }),
    projectNotes: t.string({ required: false }),
  }),
});

const ProfileInput = builder.inputType('CollaboratorProfileInput', {
  fields: (t) => ({
    slug: t.string({ required: true, description: 'Its address: lower-case letters, digits and hyphens.' }),
    displayName: t.string({ required: true }),
    expertise: t.field({ type: [ExpertiseEnum], required: true }),
    skills: t.stringList({ required: true }),
    roles: t.field({ type: [RoleEnum], required: false }),
    experience: t.field({ type: [PositionInput], required: false, description: 'Positions held, as shown.' }),
    yearsOfExperience: t.int({ required: true }),
    hourlyRateRials: t.field({ type: 'SafeInt', required: false }),
    projectRateRials: t.field({ type: 'SafeInt', required: false }),
    availability: t.field({ type: AvailabilityEnum, required: true }),
    remote: t.boolean({ required: true }),
    placeId: t.string({
      required: false,
      description: 'The city it works from: a place id (tehran), or null.',
    }),
    languages: t.stringList({
      required: true,
      description: 'ISO 639-1 codes of the languages it speaks, among those the rules offer.',
    }),
    words: t.field({ type: [WordsInput], required: true }),
  }),
});

const SuspendInput = builder.inputType('SuspendCollaboratorInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The Collaborator’s global id.' }),
    suspend: t.boolean({
      required: true,
      description: 'False lifts a suspension: the profile is then hidden.',
    }),
    reason: t.string({ required: false, description: 'Required to suspend; its owner reads it.' }),
  }),
});

/** Lists are bounded before the rules read them (the rules then say which item is wrong). */
const boundedProfile = z
  .object({
    input: z
      .object({
        skills: z.array(z.unknown()).max(100),
        languages: z.array(z.unknown()).max(100),
        expertise: z.array(z.unknown()).max(20),
        roles: z.array(z.unknown()).max(20).nullish(),
        experience: z
          .array(z.unknown())
          .max(L.positions * 2)
          .nullish(),
        words: z.array(z.unknown()).max(10),
      })
      .loose(),
  })
  .loose();

builder.mutationFields((t) => ({
  saveCollaboratorProfile: t.field({
    type: CollaboratorNode,
    description: 'Saves the viewer’s profile; a new one is a draft until they publish it.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    validate: boundedProfile,
    resolve: (_root, { input }, context) =>
      saveProfile(context.prisma, context.graph, context.viewer!, input),
  }),
  publishCollaboratorProfile: t.field({
    type: CollaboratorNode,
    description: 'Lists the viewer’s profile in the directory.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure, ConflictFailure] },
    resolve: (_root, _args, context) => setProfileVisibility(context.prisma, context.viewer!, 'PUBLISHED'),
  }),
  hideCollaboratorProfile: t.field({
    type: CollaboratorNode,
    description: 'Takes the viewer’s profile off the directory; its address then answers only to them.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure, ConflictFailure] },
    resolve: (_root, _args, context) => setProfileVisibility(context.prisma, context.viewer!, 'HIDDEN'),
  }),
  suspendCollaborator: t.field({
    type: CollaboratorNode,
    description: 'Admins: suspends a profile with a reason its owner reads, or lifts the suspension.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: SuspendInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({
            reason: z
              .string()
              .max(L.reasonMax * 4)
              .nullish(),
          })
          .loose(),
      })
      .loose(),
    resolve: (_root, { input }, context) =>
      suspendProfile(context.prisma, {
        id: localId(String(input.id), 'Collaborator'),
        suspend: input.suspend,
        reason: input.reason ?? null,
      }),
  }),
}));
