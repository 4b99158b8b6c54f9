-- AlterTable
ALTER TABLE "test_invitations" ADD COLUMN     "accepted_at" TIMESTAMPTZ(3),
ADD COLUMN     "batch_id" UUID,
ADD COLUMN     "email" VARCHAR(254),
ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "share_result" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "token" VARCHAR(64),
ALTER COLUMN "user_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "test_invitation_batches" (
    "id" UUID NOT NULL,
    "viewer_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "emails" VARCHAR(254)[],
    "locale" VARCHAR(2) NOT NULL,
    "price_rials" BIGINT NOT NULL,
    "valid_days" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "test_invitation_batches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "test_invitation_batches_viewer_id_created_at_idx" ON "test_invitation_batches"("viewer_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "test_invitations_token_key" ON "test_invitations"("token");

-- CreateIndex
CREATE INDEX "test_invitations_job_id_viewer_id_idx" ON "test_invitations"("job_id", "viewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "test_invitations_batch_id_email_key" ON "test_invitations"("batch_id", "email");

-- AddForeignKey
ALTER TABLE "test_invitations" ADD CONSTRAINT "test_invitations_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "test_invitation_batches"("id") ON DELETE SET NULL ON UPDATE CASCADE;
