-- CreateEnum
CREATE TYPE "CollaboratorRole" AS ENUM ('DEVELOPER', 'TECH_LEAD', 'ARCHITECT', 'DESIGNER', 'DEVOPS_ENGINEER', 'QA_ENGINEER', 'PROJECT_MANAGER', 'PRODUCT_MANAGER', 'CONSULTANT', 'MENTOR');

-- AlterTable
ALTER TABLE "collaborator_profiles" ADD COLUMN     "experience" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "roles" "CollaboratorRole"[] DEFAULT ARRAY[]::"CollaboratorRole"[];

-- AlterTable
ALTER TABLE "collaborator_words" ADD COLUMN     "project_notes" TEXT;
