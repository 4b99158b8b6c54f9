-- An application remembers the browser it came from and the partner referral (`ref_id`) that brought the
-- applicant, as new accounts do, so that referrals can be attributed.
ALTER TABLE "job_applications" ADD COLUMN     "referral_id" VARCHAR(128),
ADD COLUMN     "visitor_id" VARCHAR(64);
