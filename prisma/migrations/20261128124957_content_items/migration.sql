-- CreateEnum
CREATE TYPE "ContentKind" AS ENUM ('PAGE', 'SERVICE', 'ARTICLE', 'FEATURE', 'COURSE');

-- CreateEnum
CREATE TYPE "TestimonialState" AS ENUM ('SUBMITTED', 'PUBLISHED', 'REJECTED');

-- CreateEnum
CREATE TYPE "CommentState" AS ENUM ('PENDING', 'PUBLISHED', 'HIDDEN', 'SPAM');

-- AlterEnum
ALTER TYPE "InboxKind" ADD VALUE 'EDUCATION';

-- AlterTable
ALTER TABLE "inbox_items" ADD COLUMN     "course_id" UUID;

-- CreateTable
CREATE TABLE "content_items" (
    "id" UUID NOT NULL,
    "kind" "ContentKind" NOT NULL,
    "slug" VARCHAR(80) NOT NULL,
    "service_id" UUID,
    "importance" SMALLINT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_revisions" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "author_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_publications" (
    "item_id" UUID NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "revision_id" UUID NOT NULL,
    "first_published_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "publisher_id" UUID NOT NULL,

    CONSTRAINT "content_publications_pkey" PRIMARY KEY ("item_id","locale")
);

-- CreateTable
CREATE TABLE "content_relations" (
    "item_id" UUID NOT NULL,
    "related_id" UUID NOT NULL,

    CONSTRAINT "content_relations_pkey" PRIMARY KEY ("item_id","related_id")
);

-- CreateTable
CREATE TABLE "testimonials" (
    "id" UUID NOT NULL,
    "item_id" UUID,
    "name" TEXT NOT NULL,
    "company" TEXT,
    "contact" TEXT NOT NULL,
    "rating" SMALLINT NOT NULL,
    "text" TEXT NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "state" "TestimonialState" NOT NULL DEFAULT 'SUBMITTED',
    "sender_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_at" TIMESTAMPTZ(3),
    "reviewer_id" UUID,

    CONSTRAINT "testimonials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comments" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "parent_id" UUID,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "text" TEXT NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "state" "CommentState" NOT NULL DEFAULT 'PENDING',
    "author_id" UUID,
    "by_admin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "moderated_at" TIMESTAMPTZ(3),
    "moderator_id" UUID,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comment_reports" (
    "comment_id" UUID NOT NULL,
    "reporter" VARCHAR(64) NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_reports_pkey" PRIMARY KEY ("comment_id","reporter")
);

-- CreateIndex
CREATE INDEX "content_items_service_id_kind_position_idx" ON "content_items"("service_id", "kind", "position");

-- CreateIndex
CREATE UNIQUE INDEX "content_items_kind_slug_key" ON "content_items"("kind", "slug");

-- CreateIndex
CREATE INDEX "content_revisions_item_id_locale_created_at_id_idx" ON "content_revisions"("item_id", "locale", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "content_relations_related_id_idx" ON "content_relations"("related_id");

-- CreateIndex
CREATE INDEX "testimonials_state_created_at_id_idx" ON "testimonials"("state", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "testimonials_item_id_state_created_at_idx" ON "testimonials"("item_id", "state", "created_at" DESC);

-- CreateIndex
CREATE INDEX "comments_item_id_state_created_at_idx" ON "comments"("item_id", "state", "created_at");

-- CreateIndex
CREATE INDEX "comments_state_created_at_id_idx" ON "comments"("state", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "comments_parent_id_idx" ON "comments"("parent_id");

-- AddForeignKey
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "content_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "content_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_revision_id_fkey" FOREIGN KEY ("revision_id") REFERENCES "content_revisions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_relations" ADD CONSTRAINT "content_relations_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_relations" ADD CONSTRAINT "content_relations_related_id_fkey" FOREIGN KEY ("related_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
