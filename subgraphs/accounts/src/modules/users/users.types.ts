import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { fileUrlOrNull } from '@platform/subgraph-kit/files/store';
import { grantForRequest, grantedForRequest } from '@platform/subgraph-kit/request-grants';
import { ValidationFailure, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { visitorId as visitorIdRule, referralId as referralIdRule } from '@platform/rules/accounts';
import { GraphQLError } from 'graphql';
import { BaseError, builder } from '../../builder.ts';
import type { AccountsContext } from '../../context.ts';
import { GoogleSignInFailure, verifyGoogleCredential } from '../google/google.verifier.ts';
import { SessionObject } from '../sessions/sessions.types.ts';
import { CompanyNode } from '../companies/companies.types.ts';
import { devAccounts } from './dev-accounts.ts';
import {
  acceptTerms,
  completeRegistration,
  devSignIn,
  DevSignInDisabled,
  signInWithGoogle,
  updateProfile,
  type SignInContext,
} from './users.service.ts';

const RoleEnum = builder.enumType('Role', {
  values: ['JOB_SEEKER', 'EMPLOYER', 'COLLABORATOR', 'ADMIN'] as const,
});

/** Fields only the user themself (or an admin) may read; anyone else gets null. */
const selfOrAdmin = {
  authScopes: (user: { id: string }, _args: unknown, context: { viewer: { userId: string } | null }) =>
    context.viewer?.userId === user.id || grantedForRequest(context, `User:${user.id}`)
      ? true
      : { role: 'ADMIN' as const },
  unauthorizedResolver: () => null,
};

/** The rest of a sign-in request (still a visitor's) may read the user it signed in. */
function rememberSignIn<T extends { user: { id: string } }>(context: object, result: T): T {
  grantForRequest(context, `User:${result.user.id}`);
  return result;
}

const TermsAcceptance = builder
  .objectRef<{ version: number; acceptedAt: Date }>('TermsAcceptance')
  .implement({
    fields: (t) => ({
      version: t.exposeInt('version'),
      acceptedAt: t.expose('acceptedAt', { type: 'DateTime' }),
    }),
  });

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    avatarUrl: t.string({
      nullable: true,
      description: 'The profile photo, on this origin (`/files/…`); null when there is none.',
      resolve: (u) => fileUrlOrNull(u.avatarKey),
    }),
    company: t.relation('company', { type: CompanyNode, nullable: true }),
    fullName: t.exposeString('fullName', { nullable: true, ...selfOrAdmin }),
    email: t.exposeString('email', { nullable: true, ...selfOrAdmin }),
    preferredLanguage: t.exposeString('preferredLanguage', {
      nullable: true,
      description: 'fa, en or az: the language of the interface and of e-mails.',
      ...selfOrAdmin,
    }),
    roles: t.field({ type: [RoleEnum], nullable: true, ...selfOrAdmin, resolve: (u) => u.roles }),
    termsAccepted: t.field({
      type: TermsAcceptance,
      nullable: true,
      description: 'The version of the terms of use the user last accepted, and when; null when none.',
      ...selfOrAdmin,
      resolve: (u) =>
        u.termsVersion !== null && u.termsAcceptedAt !== null
          ? { version: u.termsVersion, acceptedAt: u.termsAcceptedAt }
          : null,
    }),
    registered: t.boolean({
      nullable: true,
      description: 'The registration step (full name) is done.',
      ...selfOrAdmin,
      resolve: (u) => u.registeredAt !== null,
    }),
    sessions: t.relatedConnection('sessions', {
      type: SessionObject,
      cursor: 'id',
      nullable: true,
      description: `Live sessions, the most recently used first (at most ${sessionsPageMax} a page).`,
      defaultSize: sessionsPageMax,
      maxSize: sessionsPageMax,
      query: () => ({
        where: { revokedAt: null, expiresAt: { gt: new Date() } },
        orderBy: [{ lastUsedAt: 'desc' as const }, { id: 'desc' as const }],
      }),
      ...selfOrAdmin,
    }),
    viewerCanEdit: t.boolean({
      description: 'The signed-in user may edit this profile.',
      resolve: (u, _args, context) =>
        context.viewer?.userId === u.id || context.viewer?.roles.includes('ADMIN') === true,
    }),
  }),
});

builder.asEntity(UserNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('User', (context, ids) =>
    context.prisma.user.findMany({ where: { id: { in: ids } } }),
  ),
});

const DevAccountRef = builder.objectRef<(typeof devAccounts)[number]>('DevAccount').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    displayName: t.exposeString('displayName'),
    roles: t.field({ type: [RoleEnum], resolve: (a) => a.roles }),
  }),
});

const SignInOptions = builder
  .objectRef<{ googleClientId: string | null; devSignIn: boolean }>('SignInOptions')
  .implement({
    description: 'How this installation lets people sign in.',
    fields: (t) => ({
      googleClientId: t.exposeString('googleClientId', {
        nullable: true,
        description:
          'The Google client id for Google Identity Services; null when Google sign-in is not configured.',
      }),
      devSignIn: t.exposeBoolean('devSignIn', { description: 'Demo-user sign-in (development only) is on.' }),
      devAccounts: t.field({
        type: [DevAccountRef],
        directives: cost.list(devAccounts.length),
        resolve: (o) => (o.devSignIn ? devAccounts : []),
      }),
    }),
  });

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user; null for visitors.',
    resolve: (query, _root, _args, context) =>
      context.viewer
        ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.userId } })
        : null,
  }),
  signInOptions: t.field({
    type: SignInOptions,
    resolve: (_root, _args, context) => {
      const { googleClientId, devSignIn } = context.settings;
      return { googleClientId, devSignIn };
    },
  }),
}));

interface SignedIn {
  token: string;
  user: { id: string };
  needsRegistration: boolean;
}

const SignInPayload = builder.objectRef<SignedIn>('SignInPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'The session bearer token: send it as `Authorization: Bearer <token>`.',
    }),
    user: t.field({ type: UserNode, resolve: (p) => p.user as never }),
    needsRegistration: t.exposeBoolean('needsRegistration', {
      description: 'The user must still give a full name (the registration step).',
    }),
  }),
});

builder.objectType(GoogleSignInFailure, {
  name: 'GoogleSignInError',
  description: 'Codes: NOT_CONFIGURED, INVALID_CREDENTIAL, EXPIRED, EMAIL_NOT_VERIFIED.',
  interfaces: [BaseError],
  isTypeOf: (value) => value instanceof GoogleSignInFailure,
});

const SignInWithGoogleInput = builder.inputType('SignInWithGoogleInput', {
  fields: (t) => ({
    credential: t.string({ required: true, description: 'The ID token Google Identity Services returned.' }),
    visitorId: t.string({ required: false, description: 'localStorage token_auth of this browser.' }),
    referralId: t.string({
      required: false,
      description: 'localStorage ref_id, if the visitor was referred.',
    }),
  }),
});

const DevSignInInput = builder.inputType('DevSignInInput', {
  fields: (t) => ({
    account: t.string({
      required: true,
      description: 'A DevAccount key, or `new-user` for a fresh account.',
    }),
    visitorId: t.string({ required: false }),
    referralId: t.string({ required: false }),
  }),
});

function signInContext(
  context: Pick<AccountsContext, 'prisma' | 'locale' | 'files' | 'userAgent' | 'settings'>,
  input: { visitorId?: string | null; referralId?: string | null },
): SignInContext {
  return {
    prisma: context.prisma,
    locale: context.locale,
    userAgent: context.userAgent,
    files: context.files,
    config: context.settings,
    // Malformed tracking ids are dropped rather than failing a sign-in.
    visitorId: visitorIdRule.safeParse(input.visitorId).data ?? null,
    referralId: referralIdRule.safeParse(input.referralId).data ?? null,
  };
}

const CompleteRegistrationInput = builder.inputType('CompleteRegistrationInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    termsVersion: t.int({
      required: false,
      description:
        'The version of the terms of use the person read and accepts: the one in force, else ValidationError ' +
        'TERMS_OUTDATED (TERMS_NOT_ACCEPTED when left out).',
    }),
  }),
});

const AcceptTermsInput = builder.inputType('AcceptTermsInput', {
  fields: (t) => ({
    version: t.int({ required: true, description: 'The version in force, as the page showed it.' }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    fullName: t.string({ required: false }),
    preferredLanguage: t.string({ required: false }),
    avatarUpload: t.string({
      required: false,
      description:
        'The `upload` receipt of `POST /uploads/images` to make that image the photo; null removes the photo.',
    }),
  }),
});

/** A page of a user's live sessions holds at most this many. */
const sessionsPageMax = 50;

/** Sign-ins per address: enough for a household or an office, too few to try credentials at speed. */
const signInRate = { name: 'accounts.sign-in', points: 10, seconds: 60 } satisfies Bucket;
const devSignInRate = { name: 'accounts.dev-sign-in', points: 20, seconds: 60 } satisfies Bucket;

builder.mutationFields((t) => ({
  signInWithGoogle: t.field({
    type: SignInPayload,
    description: 'Verifies a Google credential and starts a session.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [GoogleSignInFailure] },
    args: { input: t.arg({ type: SignInWithGoogleInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, signInRate);
      const c = signInContext(context, input);
      return rememberSignIn(
        context,
        await signInWithGoogle(await verifyGoogleCredential(input.credential, c.config), c),
      );
    },
  }),
  devSignIn: t.field({
    type: SignInPayload,
    description: 'Signs in as a demo user. Only on development installations (see signInOptions.devSignIn).',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [NotFoundFailure] },
    args: { input: t.arg({ type: DevSignInInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, devSignInRate);
      try {
        return rememberSignIn(context, await devSignIn(input.account, signInContext(context, input)));
      } catch (error) {
        if (error instanceof DevSignInDisabled) {
          throw new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN' } });
        }
        throw error;
      }
    },
  }),
  completeRegistration: t.field({
    type: UserNode,
    description: 'The registration step after the first sign-in: the full name.',
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: CompleteRegistrationInput, required: true }) },
    resolve: (_root, { input }, context) => completeRegistration(context.prisma, context.viewer!, input),
  }),
  acceptTerms: t.field({
    type: UserNode,
    description:
      'The signed-in, registered user accepts the terms of use in force (after a new version). ValidationError ' +
      'TERMS_OUTDATED for any other version.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: AcceptTermsInput, required: true }) },
    resolve: (_root, { input }, context) => acceptTerms(context.prisma, context.viewer!, input),
  }),
  updateProfile: t.field({
    type: UserNode,
    authScopes: { registered: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateProfile(context.prisma, context.files, context.viewer!, input),
  }),
}));
