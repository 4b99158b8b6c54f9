-- AlterTable
ALTER TABLE "resume_snapshots" ADD COLUMN     "file" JSONB;

-- AlterTable
ALTER TABLE "resumes" ADD COLUMN     "file" JSONB;
