-- CreateTable
CREATE TABLE "application_test_scores" (
    "application_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "score" DOUBLE PRECISION,
    "passed" BOOLEAN,
    "valid_profile" BOOLEAN,
    "scored_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "application_test_scores_pkey" PRIMARY KEY ("application_id","test_id")
);

-- AddForeignKey
ALTER TABLE "application_test_scores" ADD CONSTRAINT "application_test_scores_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "job_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
