-- AlterTable
ALTER TABLE "collaborator_profiles" ADD COLUMN     "place_id" TEXT;

-- CreateIndex
CREATE INDEX "collaborator_profiles_state_place_id_idx" ON "collaborator_profiles"("state", "place_id");
