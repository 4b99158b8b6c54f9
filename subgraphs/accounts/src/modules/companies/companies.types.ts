import { batchedReference } from '@platform/subgraph-kit/entities';
import { ValidationFailure } from '@platform/subgraph-kit/error-types';
import { fileUrlOrNull } from '@platform/subgraph-kit/files/store';
import { builder } from '../../builder.ts';
import { updateCompany } from '../users/users.service.ts';

export const CompanyNode = builder.prismaNode('Company', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: "An employer's company profile.",
  fields: (t) => ({
    name: t.exposeString('name'),
    logoUrl: t.string({
      nullable: true,
      description: 'The logo, on this origin (`/files/…`); null when there is none.',
      resolve: (c) => fileUrlOrNull(c.logoKey),
    }),
    website: t.exposeString('website', { nullable: true }),
    about: t.exposeString('about', { nullable: true }),
  }),
});

builder.asEntity(CompanyNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Company', (context, ids) =>
    context.prisma.company.findMany({ where: { id: { in: ids } } }),
  ),
});

const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    website: t.string({ required: false }),
    logoUpload: t.string({
      required: false,
      description:
        'The `upload` receipt of `POST /uploads/images` to make that image the logo; null removes it.',
    }),
    about: t.string({ required: false }),
  }),
});

builder.mutationField('updateCompany', (t) =>
  t.prismaField({
    type: 'User',
    description:
      "Edits the signed-in employer's company profile, creating it on first save; answers the employer, whose `company` is the saved profile.",
    authScopes: { role: 'EMPLOYER' },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await updateCompany(context.prisma, context.files, context.viewer!, input);
      const where = { id: context.viewer!.userId };
      // An answer read for its `__typename` alone selects no column, and Prisma refuses an empty `select`.
      const selectsNothing = 'select' in query && Object.keys(query.select ?? {}).length === 0;
      return context.prisma.user.findUniqueOrThrow(selectsNothing ? { where } : { ...query, where });
    },
  }),
);
