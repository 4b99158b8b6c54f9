import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { ApplicationCard_application$key } from '../../../__generated__/ApplicationCard_application.graphql';
import type { ApplicationTestResults_application$key } from '../../../__generated__/ApplicationTestResults_application.graphql';
import { Link } from 'react-aria-components';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { isolate } from '../../../i18n/bidi';
import { newConversationPath } from '../../../shared/echoBox/paths';
import { formatMoney } from '@platform/rules/money';
import { formatPhone } from '@platform/rules/phone';
import { applicationStatusMessages } from '../../../shared/jobs/messages';
import { APPLICATION_STATUSES, type ApplicationStatusValue } from '../applicationFilter';
import { reviewMessages, testResultMessages } from '../messages';
import { useSetApplicationStatusMutation } from '../mutations/useSetApplicationStatusMutation';
import { secondaryButtonClass } from '../../../ui/buttons';
import { ApplicationTestResults } from './ApplicationTestResults';
import { FormSelect } from '../../../ui/FormSelect';
import { ApplicationResume } from './ApplicationResume';

const STATUS_STYLES: Record<ApplicationStatusValue, string> = {
  SUBMITTED: 'bg-slate-100 text-slate-800',
  REVIEWED: 'bg-sky-50 text-sky-800',
  APPROVED: 'bg-teal-50 text-teal-800',
  REJECTED: 'bg-red-50 text-red-800',
  HIRED: 'bg-emerald-100 text-emerald-900',
};

const isStatus = (value: string): value is ApplicationStatusValue =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

interface ApplicationCardProps {
  application: ApplicationCard_application$key;
  /** The job's tests in order, and the application's results of them; none when the job asks for no test. */
  tests?: {
    list: readonly { id: string; title: string }[];
    results: ApplicationTestResults_application$key;
  } | null;
}

/**
 * One application as its employer reviews it, with the results of the job's tests the applicant shared, and the
 * control that moves it to another status.
 */
export function ApplicationCard({ application, tests = null }: ApplicationCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ApplicationCard_application on JobApplication {
        id
        status
        fullName
        email
        phone
        coverLetter
        contractDays
        requestedSalaryRials
        submittedAt
        hideIdentity
        identityWithheld
        resume {
          identityWithheld
        }
        applicant {
          id
        }
        job {
          id
        }
      }
    `,
    application,
  );
  const [commit, isPending] = useSetApplicationStatusMutation();
  const status = isStatus(data.status) ? data.status : 'SUBMITTED';
  const notSpecified = intl.formatMessage(reviewMessages.notSpecified);
  const headingId = `application-${data.id}`;
  // While the applicant's identity is withheld (hidden, not yet approved), they are "the applicant".
  const name = data.fullName ?? intl.formatMessage(reviewMessages.anonymous);
  const withheld = intl.formatMessage(reviewMessages.withheld);

  function move(next: string) {
    if (!isStatus(next) || next === data.status) return;
    const failed = () => void toast.error(intl.formatMessage(reviewMessages.changeError));
    commit({
      variables: { input: { applicationId: data.id, status: next } },
      onCompleted: ({ setApplicationStatus: result }) => {
        if (result.__typename !== 'MutationSetApplicationStatusSuccess') return failed();
        toast.success(
          intl.formatMessage(reviewMessages.changed, {
            name,
            status: intl.formatMessage(applicationStatusMessages[next]),
          }),
        );
      },
      onError: failed,
    });
  }

  const phone = data.phone ? formatPhone(data.phone, locale) : null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            <bdi>{name}</bdi>
          </h2>
          {data.applicant ? (
            <p className="me-2 inline-flex rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800">
              {intl.formatMessage(reviewMessages.hasAccount)}
            </p>
          ) : null}
          {data.hideIdentity ? (
            <p className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              {intl.formatMessage(reviewMessages.identityHidden)}
            </p>
          ) : null}
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[status]}`}>
          {intl.formatMessage(applicationStatusMessages[status])}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-500">{intl.formatMessage(reviewMessages.email)}</dt>
          <dd className="font-medium text-slate-800">
            {data.email ? (
              <a href={`mailto:${data.email}`} dir="ltr" className="text-teal-800 hover:underline">
                {data.email}
              </a>
            ) : (
              withheld
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{intl.formatMessage(reviewMessages.phone)}</dt>
          <dd className="font-medium text-slate-800">
            {phone ? (
              <a href={phone.href} dir="ltr" className="text-teal-800 hover:underline">
                {phone.text}
              </a>
            ) : (
              withheld
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reviewMessages.submittedAt)}
          </dt>
          <dd className="font-medium text-slate-800">
            <time dateTime={data.submittedAt}>
              {intl.formatDate(data.submittedAt, { dateStyle: 'long' })}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{intl.formatMessage(reviewMessages.salary)}</dt>
          <dd className="font-medium text-slate-800">
            {data.requestedSalaryRials == null
              ? notSpecified
              : formatMoney(data.requestedSalaryRials, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reviewMessages.contract)}
          </dt>
          <dd className="font-medium text-slate-800">
            {data.contractDays == null
              ? notSpecified
              : intl.formatMessage(reviewMessages.days, { days: data.contractDays })}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-medium text-slate-500">
          {intl.formatMessage(reviewMessages.coverLetter)}
        </h3>
        <p dir="auto" className="mt-1 text-start whitespace-pre-line text-slate-800">
          {data.coverLetter}
        </p>
      </div>
      {data.resume ? <ApplicationResume applicationId={data.id} /> : null}
      {tests ? (
        <section className="mt-4" aria-labelledby={`${headingId}-tests`}>
          <h3 id={`${headingId}-tests`} className="mb-2 text-xs font-medium text-slate-500">
            {intl.formatMessage(testResultMessages.title)}
          </h3>
          <ApplicationTestResults application={tests.results} tests={tests.list} />
        </section>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-xs">
          <FormSelect
            name="status"
            label={intl.formatMessage(reviewMessages.moveTo, { name })}
            placeholder={intl.formatMessage(reviewMessages.status)}
            options={APPLICATION_STATUSES.map((value) => ({
              id: value,
              label: intl.formatMessage(applicationStatusMessages[value]),
            }))}
            value={status}
            onChange={move}
            isDisabled={isPending}
          />
        </div>
        {/* An applicant with an account can be written to in the echo box, about this job. */}
        {data.applicant ? (
          <Link
            href={localePath(locale, newConversationPath(data.applicant.id, data.job.id))}
            className={`${secondaryButtonClass} py-2.5`}
          >
            {intl.formatMessage(reviewMessages.message, { name: isolate(name) })}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
