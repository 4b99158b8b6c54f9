-- AlterTable
ALTER TABLE "test_sessions" ADD COLUMN     "locale" VARCHAR(2);

-- AlterTable
ALTER TABLE "tests" ADD COLUMN     "practice" BOOLEAN NOT NULL DEFAULT false;
