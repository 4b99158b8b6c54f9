-- AlterEnum
ALTER TYPE "ProductType" ADD VALUE 'TEST_INVITATIONS';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "quantity" INTEGER NOT NULL DEFAULT 1;
