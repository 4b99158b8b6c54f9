import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApprovedApplicants_job$key } from '../../../__generated__/ApprovedApplicants_job.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { formatMoney } from '@platform/rules/money';
import { approvedApplicantsMessages } from '../messages';

/** §2, §3: the applicants the employer approved; a hidden identity shows as such. */
export function ApprovedApplicants({ job }: { job: ApprovedApplicants_job$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ApprovedApplicants_job on Job {
        approvedApplicants {
          submittedBy
          requestedSalaryRials
          contractDays
          submittedAt
          applicant {
            id
          }
        }
      }
    `,
    job,
  );
  if (data.approvedApplicants.length === 0) return null;
  const notSpecified = intl.formatMessage(approvedApplicantsMessages.notSpecified);
  return (
    <section
      aria-labelledby="job-approved-applicants"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="job-approved-applicants" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(approvedApplicantsMessages.title)}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {data.approvedApplicants.map((applicant, index) => (
          <li key={index} className="py-3 first:pt-0 last:pb-0">
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs font-medium text-slate-500">
                  {intl.formatMessage(approvedApplicantsMessages.submittedBy)}
                </dt>
                <dd className="font-semibold text-slate-800">
                  {applicant.submittedBy ?? (
                    <span className="text-slate-500 italic">
                      {intl.formatMessage(approvedApplicantsMessages.identityHidden)}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500">
                  {intl.formatMessage(approvedApplicantsMessages.salary)}
                </dt>
                <dd className="font-semibold text-slate-800">
                  {applicant.requestedSalaryRials == null
                    ? notSpecified
                    : formatMoney(applicant.requestedSalaryRials, locale)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500">
                  {intl.formatMessage(approvedApplicantsMessages.contract)}
                </dt>
                <dd className="font-semibold text-slate-800">
                  {applicant.contractDays == null
                    ? notSpecified
                    : intl.formatMessage(approvedApplicantsMessages.days, { days: applicant.contractDays })}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500">
                  {intl.formatMessage(approvedApplicantsMessages.submittedAt)}
                </dt>
                <dd className="font-semibold text-slate-800">
                  <time dateTime={applicant.submittedAt}>
                    {intl.formatDate(applicant.submittedAt, { dateStyle: 'long' })}
                  </time>
                </dd>
              </div>
            </dl>
            {applicant.applicant ? (
              <Link
                to={localePath(locale, `/collaborators/${encodeURIComponent(applicant.applicant.id)}`)}
                className="mt-2 inline-block rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                {intl.formatMessage(approvedApplicantsMessages.profile)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
