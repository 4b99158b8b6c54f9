-- The feed says only what happened: items typed in as demo data (no event behind them, among them the
-- marketplace's sales and profile visits, which cannot happen yet) go.
DELETE FROM "activity_items" WHERE "source_event_id" IS NULL OR "category" = 'VISIT' OR "kind" NOT IN ('JOB_POSTED', 'APPLICATION_APPROVED', 'TEST_COMPLETED');

-- AlterEnum
BEGIN;
CREATE TYPE "ActivityCategory_new" AS ENUM ('BUSINESS', 'EDUCATION', 'ACHIEVEMENT');
ALTER TABLE "activity_items" ALTER COLUMN "category" TYPE "ActivityCategory_new" USING ("category"::text::"ActivityCategory_new");
ALTER TYPE "ActivityCategory" RENAME TO "ActivityCategory_old";
ALTER TYPE "ActivityCategory_new" RENAME TO "ActivityCategory";
DROP TYPE "public"."ActivityCategory_old";
COMMIT;

-- AlterTable
ALTER TABLE "activity_items" ALTER COLUMN "source_event_id" SET NOT NULL;
