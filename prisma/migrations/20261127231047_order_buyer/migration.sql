-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "buyer_email" VARCHAR(254),
ADD COLUMN     "buyer_name" VARCHAR(200);
