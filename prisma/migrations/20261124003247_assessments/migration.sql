-- CreateEnum
CREATE TYPE "TestType" AS ENUM ('ALGORITHMIC_THINKING', 'LOGICAL_REASONING', 'PROBLEM_SOLVING', 'PERSONALITY_COGNITIVE');

-- CreateEnum
CREATE TYPE "TestStatus" AS ENUM ('DRAFT', 'ACTIVE', 'ARCHIVED');

-- CreateEnum
CREATE TYPE "QuestionKind" AS ENUM ('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'NUMERIC', 'AGREEMENT_SCALE');

-- CreateEnum
CREATE TYPE "QuestionDifficulty" AS ENUM ('EASY', 'MEDIUM', 'HARD');

-- CreateEnum
CREATE TYPE "TestSessionStatus" AS ENUM ('IN_PROGRESS', 'COMPLETED', 'TIMED_OUT');

-- CreateTable
CREATE TABLE "tests" (
    "id" UUID NOT NULL,
    "slug" VARCHAR(80) NOT NULL,
    "type" "TestType" NOT NULL,
    "status" "TestStatus" NOT NULL DEFAULT 'DRAFT',
    "topics" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "title" JSONB NOT NULL,
    "summary" JSONB NOT NULL,
    "description" JSONB NOT NULL,
    "categories" JSONB NOT NULL,
    "skills" JSONB NOT NULL DEFAULT '[]',
    "features" JSONB NOT NULL DEFAULT '[]',
    "faq" JSONB NOT NULL DEFAULT '[]',
    "careers" JSONB NOT NULL DEFAULT '[]',
    "questions_count" INTEGER NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "passing_score" INTEGER NOT NULL,
    "original_price_rials" BIGINT NOT NULL DEFAULT 0,
    "price_rials" BIGINT NOT NULL DEFAULT 0,
    "report_delay_hours" INTEGER NOT NULL DEFAULT 24,
    "max_attempts" INTEGER,
    "cooldown_hours" INTEGER NOT NULL DEFAULT 0,
    "participants_count" INTEGER NOT NULL DEFAULT 0,
    "score_sum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "passed_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "questions" (
    "id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "key" VARCHAR(40) NOT NULL,
    "kind" "QuestionKind" NOT NULL,
    "difficulty" "QuestionDifficulty" NOT NULL,
    "category" VARCHAR(40) NOT NULL,
    "skill" VARCHAR(40) NOT NULL,
    "trait" VARCHAR(40),
    "reverse_keyed" BOOLEAN NOT NULL DEFAULT false,
    "pair_key" VARCHAR(40),
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_versions" (
    "id" UUID NOT NULL,
    "question_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "question_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_sessions" (
    "id" UUID NOT NULL,
    "token" VARCHAR(43) NOT NULL,
    "test_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "TestSessionStatus" NOT NULL DEFAULT 'IN_PROGRESS',
    "seed" VARCHAR(64) NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "total" INTEGER NOT NULL,
    "answered_count" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "tab_hidden" INTEGER NOT NULL DEFAULT 0,
    "pastes" INTEGER NOT NULL DEFAULT 0,
    "fullscreen_exits" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "score" DOUBLE PRECISION,
    "passed" BOOLEAN,
    "scored_at" TIMESTAMPTZ(3),
    "report_due_at" TIMESTAMPTZ(3),
    "report_sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "test_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session_items" (
    "session_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "version_id" UUID NOT NULL,
    "answer" JSONB,
    "answered_at" TIMESTAMPTZ(3),
    "elapsed_ms" INTEGER,
    "shown_at" TIMESTAMPTZ(3),

    CONSTRAINT "session_items_pkey" PRIMARY KEY ("session_id","position")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" UUID NOT NULL,
    "code" VARCHAR(23) NOT NULL,
    "session_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_access" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "granted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "session_id" UUID,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "test_access_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tests_slug_key" ON "tests"("slug");

-- CreateIndex
CREATE INDEX "tests_status_created_at_idx" ON "tests"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "questions_test_id_key_key" ON "questions"("test_id", "key");

-- CreateIndex
CREATE UNIQUE INDEX "question_versions_question_id_version_key" ON "question_versions"("question_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "test_sessions_token_key" ON "test_sessions"("token");

-- CreateIndex
CREATE INDEX "test_sessions_user_id_started_at_idx" ON "test_sessions"("user_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "test_sessions_test_id_user_id_started_at_idx" ON "test_sessions"("test_id", "user_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "test_sessions_status_deadline_idx" ON "test_sessions"("status", "deadline");

-- CreateIndex
CREATE INDEX "test_sessions_test_id_score_idx" ON "test_sessions"("test_id", "score");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates"("code");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_session_id_key" ON "certificates"("session_id");

-- CreateIndex
CREATE INDEX "certificates_user_id_idx" ON "certificates"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "test_access_order_id_key" ON "test_access"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "test_access_session_id_key" ON "test_access"("session_id");

-- CreateIndex
CREATE INDEX "test_access_user_id_test_id_idx" ON "test_access"("user_id", "test_id");

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_items" ADD CONSTRAINT "session_items_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "test_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_items" ADD CONSTRAINT "session_items_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "question_versions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "test_sessions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
