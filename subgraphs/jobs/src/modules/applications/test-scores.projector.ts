import { consumer } from '@platform/subgraph-kit/consumers';

/**
 * Keeps, for each application and test, the result assessments announced (`application.test-scored`), so that the
 * job's employer can order applications by a test's score on the server without the jobs domain reading
 * assessments' tables. Assessments announces only results the applicant agreed to share; an application that did
 * not consent is left out here as well. Idempotent and order-safe: a result replaces the stored one only when it
 * was scored later, so an event handled twice, or an older one arriving late, changes nothing.
 */
export const applicationTestScores = consumer({
  name: 'jobs.application-test-scores',
  on: ['application.test-scored'],
  async handle(tx, event) {
    const { applicationId, testId, score, passed, validProfile, scoredAt } = event.payload;
    await tx.$executeRaw`
      INSERT INTO application_test_scores (application_id, test_id, score, passed, valid_profile, scored_at)
      SELECT a.id, ${testId}::uuid, ${score}::float8, ${passed}::boolean, ${validProfile}::boolean,
             ${scoredAt}::timestamptz
      FROM job_applications a
      WHERE a.id = ${applicationId}::uuid AND a.share_test_results
      ON CONFLICT (application_id, test_id) DO UPDATE
        SET score = EXCLUDED.score, passed = EXCLUDED.passed, valid_profile = EXCLUDED.valid_profile,
            scored_at = EXCLUDED.scored_at
        WHERE application_test_scores.scored_at < EXCLUDED.scored_at`;
  },
});
