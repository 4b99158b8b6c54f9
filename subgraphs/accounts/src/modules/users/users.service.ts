import { randomBytes } from 'node:crypto';
import { completeRegistrationRules, updateCompanyRules, updateProfileRules } from '@platform/rules/accounts';
import { acceptTermsRules, currentTerms } from '@platform/rules/terms';
import { NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import { attachedFileKey } from '@platform/subgraph-kit/files/attach';
import { importRemoteImage } from '@platform/subgraph-kit/files/remote-image';
import type { FileService } from '@platform/subgraph-kit/files/service';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { Locale } from '@platform/subgraph-kit/locale';
import type { AccountsConfig } from '../../env.ts';
import type { GoogleProfile } from '../google/google.verifier.ts';
import { renamed } from '../companies/companies.service.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { devAccounts, newUserKey } from './dev-accounts.ts';
import type { AccountsPrisma } from '../../context.ts';

export interface SignInContext {
  prisma: AccountsPrisma;
  config: AccountsConfig;
  /** Where a Google profile picture is kept; without one, sign-in stores none. */
  files: FileService | null;
  locale: Locale;
  userAgent: string | null;
  visitorId?: string | null | undefined;
  referralId?: string | null | undefined;
}

export class DevSignInDisabled extends Error {}

/** A demo account is registered as a person is: with the terms in force accepted. */
function registeredNow() {
  const now = new Date();
  return { registeredAt: now, termsVersion: currentTerms.version, termsAcceptedAt: now };
}

function languageOf(locale: string | null, fallback: Locale): Locale {
  const tag = locale?.toLowerCase().split(/[-_]/)[0];
  return tag === 'fa' || tag === 'en' || tag === 'az' ? tag : fallback;
}

/**
 * Signs in with a verified Google profile: the account with that Google subject, else the one with that e-mail
 * (linked now), else a new one that still has to finish registration. Account and session are written together.
 * A new or newly linked account without a photo gets a copy of the Google picture (see `copyGooglePicture`).
 */
export async function signInWithGoogle(profile: GoogleProfile, c: SignInContext) {
  const signedIn = await c.prisma.$transaction(async (tx) => {
    let user =
      (await tx.user.findUnique({ where: { googleSubject: profile.subject } })) ??
      (await tx.user.findUnique({ where: { email: profile.email } }));
    const firstGoogleSignIn = user?.googleSubject !== profile.subject;
    if (user && firstGoogleSignIn) {
      user = await tx.user.update({ where: { id: user.id }, data: { googleSubject: profile.subject } });
    }
    user ??= await tx.user.create({
      data: {
        googleSubject: profile.subject,
        email: profile.email,
        displayName: profile.name ?? profile.email.split('@')[0]!,
        preferredLanguage: languageOf(profile.locale, c.locale),
        visitorId: c.visitorId ?? null,
        referralId: c.referralId ?? null,
      },
    });
    const { token } = await createSession(tx, user.id, {
      userAgent: c.userAgent,
      days: c.config.sessionDays,
    });
    return { token, user, needsRegistration: user.registeredAt === null, firstGoogleSignIn };
  });
  const { firstGoogleSignIn, ...result } = signedIn;
  if (!firstGoogleSignIn || result.user.avatarKey || !profile.picture) return result;
  const avatarKey = await copyGooglePicture(profile.picture, c);
  if (!avatarKey) return result;
  // Only if the account still has no photo: the user may have chosen one meanwhile in another tab.
  const { count } = await c.prisma.user.updateMany({
    where: { id: result.user.id, avatarKey: null },
    data: { avatarKey },
  });
  return count ? { ...result, user: { ...result.user, avatarKey } } : result;
}

/**
 * The Google picture, fetched once into our store (browsers never load it from Google), from Google's hosts only
 * and with the limits of an upload. Any failure leaves the account without a photo; it never fails the sign-in.
 */
async function copyGooglePicture(url: string, c: SignInContext): Promise<string | null> {
  if (!c.files) return null;
  try {
    return await importRemoteImage(c.files.store, url, c.config.googlePictures);
  } catch {
    return null;
  }
}

/** Development sign-in as a demo user of a role, or as a brand-new unregistered user. */
export function devSignIn(accountKey: string, c: SignInContext) {
  if (!c.config.devSignIn) throw new DevSignInDisabled('Development sign-in is turned off');
  const account = devAccounts.find((a) => a.key === accountKey);
  if (!account && accountKey !== newUserKey) throw new NotFoundFailure(`No demo account ${accountKey}`);
  return c.prisma.$transaction(async (tx) => {
    let user;
    if (!account) {
      const suffix = randomBytes(4).toString('hex');
      user = await tx.user.create({
        data: {
          displayName: `new-${suffix}`,
          email: `new-${suffix}@demo.karnama.local`,
          preferredLanguage: c.locale,
          visitorId: c.visitorId ?? null,
          referralId: c.referralId ?? null,
        },
      });
    } else {
      if (account.company) {
        const { id, ...company } = account.company;
        await tx.company.upsert({ where: { id }, create: { id, ...company }, update: {} });
      }
      const profile = {
        displayName: account.displayName,
        fullName: account.displayName,
        email: account.email,
        roles: account.roles,
        companyId: account.company?.id ?? null,
      };
      user = await tx.user.upsert({
        where: { id: account.id },
        create: { id: account.id, ...profile, ...registeredNow() },
        update: { roles: account.roles, email: account.email, companyId: profile.companyId },
      });
      if (!user.registeredAt) {
        user = await tx.user.update({ where: { id: user.id }, data: registeredNow() });
      }
    }
    const { token } = await createSession(tx, user.id, {
      userAgent: c.userAgent,
      days: c.config.sessionDays,
    });
    return { token, user, needsRegistration: user.registeredAt === null };
  });
}

/** The registration step: a full name (§5), after which the account is registered. */
export async function completeRegistration(prisma: AccountsPrisma, viewer: Identity, input: unknown) {
  const { fullName, termsVersion } = parseInput(completeRegistrationRules, input);
  const current = await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
  const now = new Date();
  return prisma.user.update({
    where: { id: viewer.userId },
    data: {
      fullName,
      displayName: fullName,
      registeredAt: current.registeredAt ?? now,
      termsVersion,
      termsAcceptedAt: now,
    },
  });
}

/** A registered person accepts the terms in force (again, after a new version); accepting twice keeps the first. */
export async function acceptTerms(prisma: AccountsPrisma, viewer: Identity, input: unknown) {
  const { version } = parseInput(acceptTermsRules, input);
  await prisma.user.updateMany({
    where: { id: viewer.userId, OR: [{ termsVersion: null }, { termsVersion: { lt: version } }] },
    data: { termsVersion: version, termsAcceptedAt: new Date() },
  });
  return prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
}

/** Name, language and photo; the photo is an upload receipt (or null to remove it), see `attachedFileKey`. */
export async function updateProfile(
  prisma: AccountsPrisma,
  files: FileService | null,
  viewer: Identity,
  input: unknown,
) {
  const changes = parseInput(updateProfileRules, input);
  const avatarKey = await attachedFileKey(files, changes.avatarUpload, viewer.userId, 'input.avatarUpload');
  return prisma.user.update({
    where: { id: viewer.userId },
    data: {
      ...(changes.fullName !== undefined
        ? { fullName: changes.fullName, displayName: changes.fullName }
        : {}),
      ...(changes.preferredLanguage !== undefined ? { preferredLanguage: changes.preferredLanguage } : {}),
      ...(avatarKey !== undefined ? { avatarKey } : {}),
    },
  });
}

/** An employer edits their company profile, creating it on first save. The logo is an upload receipt. */
export async function updateCompany(
  prisma: AccountsPrisma,
  files: FileService | null,
  viewer: Identity,
  input: unknown,
) {
  const { logoUpload, ...rest } = parseInput(updateCompanyRules, input);
  const logoKey = await attachedFileKey(files, logoUpload, viewer.userId, 'input.logoUpload');
  const fields = { ...rest, ...(logoKey !== undefined ? { logoKey } : {}) };
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: viewer.userId },
      include: { company: true },
    });
    if (user.company)
      return tx.company.update({
        where: { id: user.company.id },
        data: { ...fields, ...renamed(user.company, fields.name) },
      });
    const company = await tx.company.create({ data: fields });
    await tx.user.update({ where: { id: user.id }, data: { companyId: company.id } });
    return company;
  });
}
