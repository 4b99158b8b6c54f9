import { graphql, useFragment } from 'react-relay/hooks';
import type { JobDetail_job$key } from '../../../__generated__/JobDetail_job.graphql';
import type { JobDetail_viewer$key } from '../../../__generated__/JobDetail_viewer.graphql';
import { JobDetailView, type JobContent } from '../../../shared/jobs/JobDetailView';
import { ApplyForm } from './ApplyForm';
import { ApprovedApplicants } from './ApprovedApplicants';
import { MessageEmployer } from './MessageEmployer';

export function JobDetail({ job, viewer }: { job: JobDetail_job$key; viewer?: JobDetail_viewer$key | null }) {
  const data = useFragment(
    graphql`
      fragment JobDetail_job on Job {
        title
        language
        companyName
        place {
          name
        }
        type
        experienceLevel
        skills
        description
        requirements
        responsibilities
        education
        benefits
        postedAt
        expiresAt
        isExpired
        permanent
        ...ApplyForm_job
        ...ApprovedApplicants_job
        ...MessageEmployer_job
        salary {
          minRials
          maxRials
        }
      }
    `,
    job,
  );
  const user = useFragment(
    graphql`
      fragment JobDetail_viewer on User {
        ...ApplyForm_viewer
        ...MessageEmployer_viewer
      }
    `,
    viewer,
  );
  // The view also shows the employer's unsaved form, so it takes the job's content rather than a fragment.
  const {
    title,
    language,
    companyName,
    place,
    type,
    experienceLevel,
    skills,
    description,
    requirements,
    responsibilities,
    education,
    benefits,
    postedAt,
    expiresAt,
    isExpired,
    permanent,
    salary,
  } = data;
  const content: JobContent = {
    title,
    language,
    companyName,
    place: { name: place.name },
    type,
    experienceLevel,
    skills,
    description,
    requirements,
    responsibilities,
    education,
    benefits,
    postedAt,
    expiresAt,
    isExpired,
    permanent,
    salary: salary && { minRials: salary.minRials, maxRials: salary.maxRials },
  };
  return (
    <JobDetailView
      job={content}
      apply={
        <>
          <ApplyForm job={data} viewer={user} />
          <MessageEmployer job={data} viewer={user} />
        </>
      }
      applicants={<ApprovedApplicants job={data} />}
    />
  );
}
