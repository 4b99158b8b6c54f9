-- AlterTable
ALTER TABLE "collaborator_profiles" ADD COLUMN     "response_minutes" INTEGER,
ADD COLUMN     "response_rate" INTEGER;
