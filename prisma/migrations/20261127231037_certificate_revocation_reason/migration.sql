-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "revocation_reason" VARCHAR(500);
