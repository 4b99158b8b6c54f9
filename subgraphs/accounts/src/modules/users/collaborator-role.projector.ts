import { consumer } from '@platform/subgraph-kit/consumers';

/**
 * A user holds the COLLABORATOR role while their collaborator profile is in the directory: the collaborators
 * subgraph says when it enters or leaves it (`collaborator.listing-changed`), and this gives or takes back the role.
 * Each is one statement that changes nothing when the role already is as it should be.
 */
export const collaboratorRole = consumer({
  name: 'accounts.collaborator-role',
  on: ['collaborator.listing-changed'],
  async handle(tx, event) {
    const { userId, listed } = event.payload;
    if (listed)
      await tx.$executeRaw`
        UPDATE users SET roles = array_append(roles, 'COLLABORATOR'::"Role")
         WHERE id = ${userId}::uuid AND NOT ('COLLABORATOR'::"Role" = ANY (roles))`;
    else
      await tx.$executeRaw`
        UPDATE users SET roles = array_remove(roles, 'COLLABORATOR'::"Role") WHERE id = ${userId}::uuid`;
  },
});
