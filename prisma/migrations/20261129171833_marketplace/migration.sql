-- CreateEnum
CREATE TYPE "PortfolioIndustry" AS ENUM ('FINANCE', 'HEALTH', 'EDUCATION', 'RETAIL', 'LOGISTICS', 'MEDIA', 'TRAVEL', 'REAL_ESTATE', 'GOVERNMENT', 'MANUFACTURING', 'OTHER');

-- CreateEnum
CREATE TYPE "PortfolioCategory" AS ENUM ('WEBSITE', 'WEB_APP', 'MOBILE_APP', 'AI', 'BOT', 'ECOMMERCE', 'DASHBOARD', 'API', 'DESKTOP');

-- CreateEnum
CREATE TYPE "PortfolioProjectState" AS ENUM ('COMPLETED', 'IN_PROGRESS', 'UPCOMING');

-- CreateEnum
CREATE TYPE "PortfolioVisibility" AS ENUM ('DRAFT', 'PUBLISHED', 'HIDDEN');

-- CreateTable
CREATE TABLE "portfolio_projects" (
    "id" UUID NOT NULL,
    "slug" VARCHAR(80) NOT NULL,
    "owner_id" UUID NOT NULL,
    "by_team" BOOLEAN NOT NULL DEFAULT false,
    "visibility" "PortfolioVisibility" NOT NULL DEFAULT 'DRAFT',
    "state" "PortfolioProjectState" NOT NULL,
    "industry" "PortfolioIndustry" NOT NULL,
    "categories" "PortfolioCategory"[],
    "technologies" TEXT[],
    "technology_keys" TEXT[],
    "client_name" VARCHAR(120),
    "price_rials" BIGINT,
    "started_on" VARCHAR(7),
    "completed_on" VARCHAR(7),
    "for_sale" BOOLEAN NOT NULL DEFAULT false,
    "has_demo" BOOLEAN NOT NULL DEFAULT false,
    "demo_url" VARCHAR(300),
    "collaborating" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT NOT NULL DEFAULT '',
    "views_count" INTEGER NOT NULL DEFAULT 0,
    "likes_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "portfolio_projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portfolio_words" (
    "project_id" UUID NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "summary" VARCHAR(300) NOT NULL,
    "description" TEXT,
    "developer_notes" TEXT,
    "challenges" TEXT,

    CONSTRAINT "portfolio_words_pkey" PRIMARY KEY ("project_id","locale")
);

-- CreateTable
CREATE TABLE "portfolio_pictures" (
    "project_id" UUID NOT NULL,
    "position" SMALLINT NOT NULL,
    "file_key" VARCHAR(120) NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "caption" VARCHAR(160),

    CONSTRAINT "portfolio_pictures_pkey" PRIMARY KEY ("project_id","position")
);

-- CreateTable
CREATE TABLE "portfolio_members" (
    "project_id" UUID NOT NULL,
    "collaborator_id" UUID NOT NULL,
    "role" VARCHAR(40) NOT NULL,
    "position" SMALLINT NOT NULL,

    CONSTRAINT "portfolio_members_pkey" PRIMARY KEY ("project_id","collaborator_id")
);

-- CreateTable
CREATE TABLE "portfolio_stat_shards" (
    "project_id" UUID NOT NULL,
    "shard" SMALLINT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "likes" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "portfolio_stat_shards_pkey" PRIMARY KEY ("project_id","shard")
);

-- CreateTable
CREATE TABLE "portfolio_views" (
    "project_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "visitor" VARCHAR(44) NOT NULL,

    CONSTRAINT "portfolio_views_pkey" PRIMARY KEY ("project_id","day","visitor")
);

-- CreateTable
CREATE TABLE "portfolio_likes" (
    "project_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_likes_pkey" PRIMARY KEY ("project_id","user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_projects_slug_key" ON "portfolio_projects"("slug");

-- CreateIndex
CREATE INDEX "portfolio_projects_owner_id_idx" ON "portfolio_projects"("owner_id");

-- CreateIndex
CREATE INDEX "portfolio_projects_visibility_published_at_id_idx" ON "portfolio_projects"("visibility", "published_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "portfolio_projects_visibility_views_count_id_idx" ON "portfolio_projects"("visibility", "views_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "portfolio_projects_visibility_likes_count_id_idx" ON "portfolio_projects"("visibility", "likes_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "portfolio_projects_categories_idx" ON "portfolio_projects" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "portfolio_projects_technology_keys_idx" ON "portfolio_projects" USING GIN ("technology_keys");

-- CreateIndex
CREATE INDEX "portfolio_projects_search_text_trgm_idx" ON "portfolio_projects" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "portfolio_members_collaborator_id_idx" ON "portfolio_members"("collaborator_id");

-- CreateIndex
CREATE INDEX "portfolio_views_day_idx" ON "portfolio_views"("day");

-- CreateIndex
CREATE INDEX "portfolio_likes_user_id_idx" ON "portfolio_likes"("user_id");

-- AddForeignKey
ALTER TABLE "portfolio_words" ADD CONSTRAINT "portfolio_words_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_pictures" ADD CONSTRAINT "portfolio_pictures_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_members" ADD CONSTRAINT "portfolio_members_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_stat_shards" ADD CONSTRAINT "portfolio_stat_shards_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_views" ADD CONSTRAINT "portfolio_views_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_likes" ADD CONSTRAINT "portfolio_likes_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
