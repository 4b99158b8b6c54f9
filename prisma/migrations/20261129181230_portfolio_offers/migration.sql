-- CreateEnum
CREATE TYPE "PortfolioLicence" AS ENUM ('SINGLE_USE', 'EXTENDED');

-- AlterTable
ALTER TABLE "portfolio_projects" ADD COLUMN     "demo_password" VARCHAR(80),
ADD COLUMN     "demo_username" VARCHAR(80);

-- CreateTable
CREATE TABLE "portfolio_offers" (
    "project_id" UUID NOT NULL,
    "licence" "PortfolioLicence" NOT NULL,
    "price_rials" BIGINT NOT NULL,
    "includes_source" BOOLEAN NOT NULL,
    "includes_setup" BOOLEAN NOT NULL,
    "support_months" SMALLINT NOT NULL,

    CONSTRAINT "portfolio_offers_pkey" PRIMARY KEY ("project_id","licence")
);

-- AddForeignKey
ALTER TABLE "portfolio_offers" ADD CONSTRAINT "portfolio_offers_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
