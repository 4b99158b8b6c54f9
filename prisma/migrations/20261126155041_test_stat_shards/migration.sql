-- CreateTable
CREATE TABLE "test_stat_shards" (
    "test_id" UUID NOT NULL,
    "shard" SMALLINT NOT NULL,
    "participants" INTEGER NOT NULL DEFAULT 0,
    "score_sum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "passed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "test_stat_shards_pkey" PRIMARY KEY ("test_id","shard")
);

-- AddForeignKey
ALTER TABLE "test_stat_shards" ADD CONSTRAINT "test_stat_shards_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The counters so far go to each test's first shard.
INSERT INTO "test_stat_shards" ("test_id", "shard", "participants", "score_sum", "passed")
SELECT "id", 0, "participants_count", "score_sum", "passed_count" FROM "tests" WHERE "participants_count" > 0;

-- AlterTable
ALTER TABLE "tests" DROP COLUMN "participants_count",
DROP COLUMN "passed_count",
DROP COLUMN "score_sum";
