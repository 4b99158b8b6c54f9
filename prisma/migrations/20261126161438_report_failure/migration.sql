-- CreateEnum
CREATE TYPE "ReportFailure" AS ENUM ('NO_ADDRESS', 'UNDELIVERABLE');

-- AlterTable
ALTER TABLE "test_sessions" ADD COLUMN     "report_failure" "ReportFailure";
