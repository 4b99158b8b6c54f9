import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JobDetail_job$key } from '../../../__generated__/JobDetail_job.graphql';
import type { JobDetail_viewer$key } from '../../../__generated__/JobDetail_viewer.graphql';
import { JobDetailView, type JobContent } from '../../../shared/jobs/JobDetailView';
import { JobTestList } from '../../../shared/jobs/JobTestList';
import { useApplyPanel } from '../useApplyPanel';
import { ApplyForm } from './ApplyForm';
import { ApplyBar, ApplyShortcut } from './ApplyShortcut';
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
        tests {
          test {
            __typename
          }
        }
        ...JobTestList_job
        ...ApplyForm_job
        ...ApplyShortcut_job
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
  const panel = useApplyPanel();
  const [panelElement, attachPanel] = useState<HTMLElement | null>(null);
  const [topShortcut, attachTopShortcut] = useState<HTMLElement | null>(null);
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
          <div ref={attachPanel}>
            <ApplyForm job={data} viewer={user} panel={panel} />
          </div>
          <MessageEmployer job={data} viewer={user} />
        </>
      }
      applyShortcut={<ApplyShortcut job={data} panel={panel} attach={attachTopShortcut} />}
      applyBar={<ApplyBar job={data} panel={panel} standAsideFor={[panelElement, topShortcut]} />}
      applicants={<ApprovedApplicants job={data} />}
      tests={data.tests.some((t) => t.test) ? <JobTestList job={data} /> : null}
    />
  );
}
