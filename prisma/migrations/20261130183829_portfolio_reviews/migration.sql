-- CreateTable
CREATE TABLE "portfolio_reviews" (
    "id" UUID NOT NULL,
    "purchase_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "rating" SMALLINT NOT NULL,
    "text" VARCHAR(1000) NOT NULL,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_reviews_purchase_id_key" ON "portfolio_reviews"("purchase_id");

-- CreateIndex
CREATE INDEX "portfolio_reviews_project_id_hidden_at_created_at_idx" ON "portfolio_reviews"("project_id", "hidden_at", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "portfolio_reviews" ADD CONSTRAINT "portfolio_reviews_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "portfolio_purchases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_reviews" ADD CONSTRAINT "portfolio_reviews_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A rating is one of the five levels.
ALTER TABLE "portfolio_reviews" ADD CONSTRAINT "portfolio_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
