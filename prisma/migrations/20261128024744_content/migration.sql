-- CreateEnum
CREATE TYPE "InboxKind" AS ENUM ('CONTACT', 'ERROR_REPORT', 'COOPERATION');

-- CreateEnum
CREATE TYPE "InboxState" AS ENUM ('OPEN', 'ASSIGNED', 'REPLIED', 'CLOSED');

-- CreateEnum
CREATE TYPE "ContactSubject" AS ENUM ('GENERAL', 'SUPPORT', 'JOBS', 'PARTNERSHIP', 'OTHER');

-- CreateEnum
CREATE TYPE "CooperationType" AS ENUM ('INTERVIEW', 'CONSULTATION', 'DEVELOPMENT', 'OTHER');

-- CreateTable
CREATE TABLE "inbox_items" (
    "id" UUID NOT NULL,
    "kind" "InboxKind" NOT NULL,
    "state" "InboxState" NOT NULL DEFAULT 'OPEN',
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "subject" "ContactSubject",
    "cooperation_type" "CooperationType",
    "message" TEXT NOT NULL,
    "failing_path" TEXT,
    "failing_status" INTEGER,
    "tracking_code" VARCHAR(16),
    "locale" VARCHAR(2) NOT NULL,
    "sender_id" UUID,
    "assignee_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "inbox_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_replies" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailed_at" TIMESTAMPTZ(3),

    CONSTRAINT "inbox_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "captcha_uses" (
    "signature" VARCHAR(128) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "captcha_uses_pkey" PRIMARY KEY ("signature")
);

-- CreateTable
CREATE TABLE "support_presence" (
    "user_id" UUID NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "support_presence_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "inbox_items_tracking_code_key" ON "inbox_items"("tracking_code");

-- CreateIndex
CREATE INDEX "inbox_items_created_at_id_idx" ON "inbox_items"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "inbox_items_kind_state_created_at_idx" ON "inbox_items"("kind", "state", "created_at" DESC);

-- CreateIndex
CREATE INDEX "inbox_replies_item_id_created_at_idx" ON "inbox_replies"("item_id", "created_at");

-- CreateIndex
CREATE INDEX "captcha_uses_expires_at_idx" ON "captcha_uses"("expires_at");

-- CreateIndex
CREATE INDEX "support_presence_last_seen_at_idx" ON "support_presence"("last_seen_at" DESC);

-- AddForeignKey
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "inbox_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
