-- CreateEnum
CREATE TYPE "ContactRequestState" AS ENUM ('SENT', 'SEEN', 'ACCEPTED', 'DECLINED', 'EXPIRED');

-- CreateTable
CREATE TABLE "collaborator_contact_requests" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "collaborator_id" UUID NOT NULL,
    "sender_id" UUID NOT NULL,
    "subject" VARCHAR(120) NOT NULL,
    "message" TEXT NOT NULL,
    "budget_rials" BIGINT,
    "deadline" DATE,
    "state" "ContactRequestState" NOT NULL DEFAULT 'SENT',
    "answer" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMPTZ(3),
    "answered_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "conversation_id" UUID,

    CONSTRAINT "collaborator_contact_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "collaborator_contact_requests_collaborator_id_created_at_id_idx" ON "collaborator_contact_requests"("collaborator_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "collaborator_contact_requests_sender_id_created_at_id_idx" ON "collaborator_contact_requests"("sender_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "collaborator_contact_requests_state_expires_at_idx" ON "collaborator_contact_requests"("state", "expires_at");

-- AddForeignKey
ALTER TABLE "collaborator_contact_requests" ADD CONSTRAINT "collaborator_contact_requests_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "collaborator_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open request (sent or seen) per sender and profile.
CREATE UNIQUE INDEX "collaborator_contact_requests_one_open_idx" ON "collaborator_contact_requests"("sender_id", "profile_id")
WHERE "state" IN ('SENT', 'SEEN');
