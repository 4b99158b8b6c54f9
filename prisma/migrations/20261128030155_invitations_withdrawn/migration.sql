-- AlterTable
ALTER TABLE "test_invitation_batches" ADD COLUMN     "withdrawn_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "test_invitations" ADD COLUMN     "revoked_at" TIMESTAMPTZ(3);
