import { certificateCodePattern } from '@platform/rules/assessments';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { selection } from '../query.ts';
import { builder } from '../../builder.ts';
import { scoreBand } from '../sessions/sessions.service.ts';
import { normalizedCode } from './certificates.service.ts';
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

builder.queryField('certificate', (t) =>
  t.prismaField({
    type: 'Certificate',
    nullable: true,
    description: 'A certificate by its code, for its public verify page; null when no certificate has it.',
    args: { code: t.arg.string({ required: true }) },
    validate: z.object({ code: z.string().max(40) }).loose(),
    resolve: (query, _root, { code }, context) => {
      const normalized = normalizedCode(code);
      if (!certificateCodePattern.test(normalized)) return null;
      return context.prisma.certificate.findUnique({ ...selection(query), where: { code: normalized } });
    },
  }),
);

builder.mutationField('revokeCertificate', (t) =>
  t.prismaField({
    type: 'Certificate',
    description: 'An admin revokes a certificate (its verify page then says so).',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure] },
    args: { code: t.arg.string({ required: true }) },
    validate: z.object({ code: z.string().max(40) }).loose(),
    resolve: async (query, _root, { code }, context) => {
      const found = await context.prisma.certificate.findUnique({ where: { code: normalizedCode(code) } });
      if (!found) throw new NotFoundFailure('No such certificate');
      return context.prisma.certificate.update({
        ...selection(query),
        where: { id: found.id },
        data: { revokedAt: found.revokedAt ?? new Date() },
      });
    },
  }),
);
