-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "request_id" UUID;
