import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApplyForm_job$key } from '../../../__generated__/ApplyForm_job.graphql';
import type { ApplyForm_viewer$key } from '../../../__generated__/ApplyForm_viewer.graphql';
import { PageSpinner } from '../../../app/PageSpinner';
import { withAriaProviders } from '../../../app/withAriaProviders';
import { primaryButtonClass } from '../../../ui/buttons';
import { applyAvailability } from '../applyAvailability';
import { applyMessages } from '../messages';
import { applicationStatusMessages } from '../../../shared/jobs/messages';
import { applyPanelClass, type ApplyPanel } from '../useApplyPanel';
import type { ApplicationFormProps } from './ApplicationForm';

let applicationForm: Promise<{ default: ComponentType<ApplicationFormProps> }> | undefined;

/**
 * The form (built with react-aria, with the shared validation rules) loads when the reader is about to ask for it,
 * not with the page: most readers of a job never apply.
 */
function loadApplicationForm() {
  applicationForm ??= withAriaProviders(
    import('./ApplicationForm').then(({ ApplicationForm }) => ApplicationForm),
  ).then((component) => ({ default: component }));
  return applicationForm;
}

const ApplicationForm = lazy(loadApplicationForm);

interface ApplyFormProps {
  job: ApplyForm_job$key;
  viewer: ApplyForm_viewer$key | null | undefined;
  /** Shared with the page's shortcuts to the form (`useApplyPanel`). */
  panel: ApplyPanel;
}

/** §4, §5: the "apply now" button, the application form and its confirmation. */
export function ApplyForm({ job, viewer, panel }: ApplyFormProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ApplyForm_job on Job {
        status
        isExpired
        permanent
        viewerApplication {
          status
          submittedAt
        }
        ...ApplicationForm_job
      }
    `,
    job,
  );
  const user = useFragment(
    graphql`
      fragment ApplyForm_viewer on User {
        ...ApplicationForm_viewer
      }
    `,
    viewer,
  );
  const { stage, openForm } = panel;
  // The signed-in applicant's application, read back by the apply mutation too.
  const applied = data.viewerApplication
    ? intl.formatMessage(applyMessages.appliedOn, {
        date: intl.formatDate(data.viewerApplication.submittedAt, { dateStyle: 'long' }),
        status: intl.formatMessage(
          applicationStatusMessages[
            data.viewerApplication.status as keyof typeof applicationStatusMessages
          ] ?? applicationStatusMessages.SUBMITTED,
        ),
      })
    : null;

  const form = (
    <Suspense fallback={<PageSpinner />}>
      <ApplicationForm job={data} viewer={user} panel={panel} applied={applied} />
    </Suspense>
  );
  if (stage === 'sent') return form;

  const availability = applyAvailability({
    status: data.status,
    isExpired: data.isExpired,
    permanent: data.permanent,
    applied: applied !== null,
  });

  if (availability === 'applied') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={applyPanelClass}>
        <p className="font-semibold text-teal-800">{applied}</p>
      </section>
    );
  }

  // The employer previewing a draft: nobody else can see it, and it takes no applications yet.
  if (availability === 'draft') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={applyPanelClass}>
        <p className="text-slate-700">{intl.formatMessage(applyMessages.draft)}</p>
      </section>
    );
  }

  if (availability === 'closed') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={applyPanelClass}>
        <p className="text-slate-700">{intl.formatMessage(applyMessages.closed)}</p>
      </section>
    );
  }

  if (stage === 'button') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={applyPanelClass}>
        <button
          type="button"
          onClick={openForm}
          onPointerEnter={() => void loadApplicationForm()}
          onFocus={() => void loadApplicationForm()}
          className={`${primaryButtonClass} w-full justify-center`}
        >
          {intl.formatMessage(applyMessages.applyNow)}
        </button>
      </section>
    );
  }

  return form;
}
