-- CreateTable
CREATE TABLE "seller_payouts" (
    "id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "amount_rials" BIGINT NOT NULL,
    "reference" VARCHAR(80) NOT NULL,
    "recorded_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seller_payouts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "seller_payouts_seller_id_created_at_idx" ON "seller_payouts"("seller_id", "created_at" DESC);

-- A payout is money that left: positive, and never changed or removed.
ALTER TABLE "seller_payouts" ADD CONSTRAINT "seller_payouts_amount_positive" CHECK ("amount_rials" > 0);

CREATE FUNCTION seller_payouts_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payouts are never updated or deleted' USING ERRCODE = 'P0001';
END $$;

CREATE TRIGGER "seller_payouts_final" BEFORE UPDATE OR DELETE ON "seller_payouts"
  FOR EACH ROW EXECUTE FUNCTION seller_payouts_are_final();
