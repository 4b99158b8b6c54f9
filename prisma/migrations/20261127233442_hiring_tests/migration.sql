-- AlterTable
ALTER TABLE "job_applications" ADD COLUMN     "share_test_results" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "test_invitations" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "viewer_id" UUID NOT NULL,
    "application_id" UUID,
    "job_id" UUID,
    "invited_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "session_id" UUID,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "test_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_tests" (
    "job_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "required" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "job_tests_pkey" PRIMARY KEY ("job_id","test_id")
);

-- CreateIndex
CREATE INDEX "test_invitations_user_id_test_id_idx" ON "test_invitations"("user_id", "test_id");

-- CreateIndex
CREATE INDEX "test_invitations_session_id_idx" ON "test_invitations"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "test_invitations_application_id_test_id_key" ON "test_invitations"("application_id", "test_id");

-- AddForeignKey
ALTER TABLE "job_tests" ADD CONSTRAINT "job_tests_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
