import { collaboratorLimits as L } from '@platform/rules/collaborators';
import { cost } from '@platform/subgraph-kit/cost';
import { requestLoader } from '@platform/subgraph-kit/loaders';
import type { Locale } from '@platform/subgraph-kit/locale';
import type { CollaboratorCertificate } from '@platform/db';
import { builder } from '../../builder.ts';
import type { CollaboratorsContext } from '../../context.ts';
import { CollaboratorNode } from '../profiles/profiles.types.ts';

/** A `{ fa, en, az }` text in the reader's language, else the first it is written in. */
const inLocale = (text: unknown, locale: Locale) => {
  const value = (text ?? {}) as Record<string, string | undefined>;
  return value[locale] || value.fa || value.en || value.az || '';
};

const CertificateRef = builder.prismaObject('CollaboratorCertificate', {
  description:
    'A verified skill: a certificate of a passed talent test, as assessments issued it. Anyone can check it at ' +
    'its `path`.',
  fields: (t) => ({
    code: t.exposeString('code'),
    path: t.string({
      description: 'Its public verification page (without the language).',
      resolve: (c) => `/certificates/${c.code}`,
    }),
    testSlug: t.exposeString('testSlug'),
    testTitle: t.string({ resolve: (c, _args, context) => inLocale(c.title, context.locale) }),
    skills: t.stringList({
      description: 'What the test measures, named in the reader’s language.',
      directives: cost.list(L.certificateSkills),
      resolve: (c, _args, context) =>
        (c.skills as { name: unknown }[])
          .slice(0, L.certificateSkills)
          .map((s) => inLocale(s.name, context.locale)),
    }),
    scoreBand: t.exposeString('scoreBand', { description: 'The band of the score, e.g. 80-89.' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
  }),
});

/** Each profile owner's valid certificates, newest first, for all the profiles of a request in one query. */
const certificatesOf = (context: CollaboratorsContext) =>
  requestLoader<string, CollaboratorCertificate[]>(context, 'Collaborator.certificates', async (userIds) => {
    const rows = await context.prisma.collaboratorCertificate.findMany({
      where: { userId: { in: [...userIds] }, revokedAt: null },
      orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    });
    return userIds.map((id) => rows.filter((r) => r.userId === id).slice(0, L.certificates));
  });

builder.prismaObjectFields(CollaboratorNode, (t) => ({
  verified: t.boolean({
    description: 'Whether its owner holds a valid talent-test certificate (a verified skill).',
    select: { certificatesCount: true },
    resolve: (p) => p.certificatesCount > 0,
  }),
  certificates: t.field({
    type: [CertificateRef],
    description: `Its verified skills: its owner's valid certificates, newest first (at most ${L.certificates}).`,
    directives: cost.list(L.certificates),
    select: { userId: true, certificatesCount: true },
    resolve: async (p, _args, context) =>
      p.certificatesCount > 0 ? ((await certificatesOf(context).load(p.userId)) ?? []) : [],
  }),
}));
