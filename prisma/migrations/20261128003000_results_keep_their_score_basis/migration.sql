-- Results scored before passing followed the adjusted score (docs/assessments.md, "Aptitude tests") were given
-- their verdict, certificate and stored score on the original score. They are not rescored: their result is
-- marked so that every reader (the result's score, its comparison) shows the score they were given.
UPDATE test_sessions s
SET result = s.result || '{"scoreBasis": "ORIGINAL"}'::jsonb
FROM tests t
WHERE t.id = s.test_id
  AND t.type <> 'PERSONALITY_COGNITIVE'
  AND s.result IS NOT NULL
  AND s.score IS NOT NULL
  AND s.score = (s.result ->> 'originalScore')::double precision
  AND s.score <> (s.result ->> 'adjustedScore')::double precision;

-- A personality profile has no score and is not passed or failed; profiles scored before that rule kept both.
-- One that was given a certificate keeps them, since its certificate's band reads the score.
UPDATE test_sessions s
SET score = NULL, passed = NULL
FROM tests t
WHERE t.id = s.test_id
  AND t.type = 'PERSONALITY_COGNITIVE'
  AND (s.score IS NOT NULL OR s.passed IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.session_id = s.id);
