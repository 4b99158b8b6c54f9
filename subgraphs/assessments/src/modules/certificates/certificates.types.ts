import { certificateCodeOf, certificateLimits } from '@platform/rules/certificates';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { selection } from '../query.ts';
import { builder } from '../../builder.ts';
import { scoreBand } from '../sessions/sessions.service.ts';
import { certificatesWhere, revokeCertificate, type CertificateState } from './certificates.service.ts';
import { inLocale } from '../text.ts';
import { UserRef } from '../users/user.ref.ts';

const CertificateStatusEnum = builder.enumType('CertificateStatus', {
  values: ['VALID', 'REVOKED'] as const,
});

/**
 * A certificate for a passed test. Public by its code: the verify page shows whether it is valid, whose it is,
 * the test, the score band (not the exact score) and the date — nothing else of the session.
 */
export const CertificateNode = builder.prismaNode('Certificate', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  // Only the columns the request's fields select: a whole row would read the revocation reason for anyone.
  select: { id: true },
  authScopes: { public: true },
  fields: (t) => ({
    code: t.exposeString('code'),
    status: t.field({
      type: CertificateStatusEnum,
      select: { revokedAt: true },
      resolve: (c) => (c.revokedAt ? 'REVOKED' : 'VALID'),
    }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    revocationReason: t.string({
      nullable: true,
      description: 'Why an admin revoked it; admins only (anyone else reads null).',
      authScopes: { role: 'ADMIN' },
      unauthorizedResolver: () => null,
      directives: cost.text(certificateLimits.revocationReasonMax),
      // The column is selected for admins only, so that no one else's request ever reads it.
      select: (_args, context) => (context.viewer?.roles.includes('ADMIN') ? { revocationReason: true } : {}),
      resolve: (c) => (c as { revocationReason?: string | null }).revocationReason ?? null,
    }),
    holder: t.field({
      type: UserRef,
      select: { userId: true },
      resolve: (c) => ({ id: encodeGlobalID('User', c.userId) }),
    }),
    testTitle: t.string({
      select: { session: { select: { test: { select: { title: true } } } } },
      resolve: (c, _args, context) => inLocale(c.session.test.title, context.locale),
    }),
    testSlug: t.string({
      select: { session: { select: { test: { select: { slug: true } } } } },
      resolve: (c) => c.session.test.slug,
    }),
    scoreBand: t.string({
      description: 'The score as a band of ten points (`80-89`, `90-100`).',
      select: { session: { select: { score: true } } },
      resolve: (c) => scoreBand(c.session.score ?? 0),
    }),
  }),
});

builder.asEntity(CertificateNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Certificate', (context, ids) =>
    context.prisma.certificate.findMany({ where: { id: { in: ids } } }),
  ),
});

const CertificateFilterInput = builder.inputType('CertificateFilter', {
  description: 'Every part optional; the parts given must all hold.',
  fields: (t) => ({
    code: t.string({
      description: 'A code as typed (spaces, dashes, case and Persian digits do not matter).',
    }),
    holderId: t.id({ description: 'The holder (a User id).' }),
    testSlug: t.string(),
    state: t.field({ type: CertificateStatusEnum }),
  }),
});

const filterText = z.string().max(certificateLimits.filterMax).nullish();
const pageSize = z.number().int().min(0).max(certificateLimits.pageMax).nullish();
/** A page's size within the limit: a larger one is the caller's to fix, not silently cut. */
export const pageRules = { first: pageSize, last: pageSize };

builder.queryFields((t) => ({
  certificate: t.prismaField({
    type: 'Certificate',
    nullable: true,
    description:
      'A certificate by its code as typed (spaces, dashes, case and Persian or Arabic digits do not matter), for ' +
      'its public verify page; null when no certificate has it.',
    args: { code: t.arg.string({ required: true }) },
    validate: z.object({ code: z.string().max(certificateLimits.filterMax) }).loose(),
    resolve: (query, _root, { code }, context) => {
      const normalized = certificateCodeOf(code);
      if (!normalized) return null;
      return context.prisma.certificate.findUnique({ ...selection(query), where: { code: normalized } });
    },
  }),
  certificates: t.prismaConnection({
    type: 'Certificate',
    cursor: 'id',
    description: 'Every certificate, newest first, for admins; narrowed by `filter`.',
    authScopes: { role: 'ADMIN' },
    maxSize: certificateLimits.pageMax,
    defaultSize: 20,
    args: { filter: t.arg({ type: CertificateFilterInput }) },
    validate: z
      .object({
        ...pageRules,
        filter: z.object({ code: filterText, testSlug: filterText, holderId: filterText }).loose().nullish(),
      })
      .loose(),
    totalCount: (_parent, { filter }, context) => {
      const where = whereOf(filter);
      return where ? context.prisma.certificate.count({ where }) : 0;
    },
    resolve: async (query, _root, { filter }, context) => {
      const where = whereOf(filter);
      if (!where) return [];
      return context.prisma.certificate.findMany({ ...selection(query), where, orderBy: { id: 'desc' } });
    },
  }),
}));

type FilterArg =
  | {
      code?: string | null;
      holderId?: string | number | null;
      testSlug?: string | null;
      state?: CertificateState | null;
    }
  | null
  | undefined;

/** The filter's Prisma condition, the holder's global id made local; null when it can match nothing. */
function whereOf(filter: FilterArg) {
  if (!filter) return {};
  if (filter.holderId == null) return certificatesWhere({ ...filter, holderId: null });
  const holderId = localId(String(filter.holderId), 'User');
  return holderId ? certificatesWhere({ ...filter, holderId }) : null;
}

const RevokeCertificateInput = builder.inputType('RevokeCertificateInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    reason: t.string({
      required: true,
      description: `3 to ${certificateLimits.revocationReasonMax} characters; shown to admins only.`,
    }),
  }),
});

builder.mutationField('revokeCertificate', (t) =>
  t.prismaField({
    type: 'Certificate',
    description:
      'An admin revokes a certificate with a reason: its verify page then says it is revoked, and since when. ' +
      'Revoking a revoked certificate again changes nothing.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: RevokeCertificateInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({
            code: z.string().max(certificateLimits.filterMax),
            reason: z.string().max(certificateLimits.revocationReasonMax * 2),
          })
          .loose(),
      })
      .loose(),
    resolve: (query, _root, { input }, context) => revokeCertificate(context.prisma, query, input),
  }),
);
