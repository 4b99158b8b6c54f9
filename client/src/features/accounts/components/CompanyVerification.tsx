import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CompanyVerificationMutation } from '../../../__generated__/CompanyVerificationMutation.graphql';
import type { CompanyVerification_company$key } from '../../../__generated__/CompanyVerification_company.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { verificationMessages as m } from '../verification/messages';

const stateClass: Record<string, string> = {
  VERIFIED: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  PENDING: 'border-amber-200 bg-amber-50 text-amber-900',
  REJECTED: 'border-red-200 bg-red-50 text-red-900',
  UNVERIFIED: 'border-slate-200 bg-slate-50 text-slate-800',
};

/**
 * Where the employer's company stands with the team's check, and the request to be verified by its national ID
 * (sent again after a rejection or to correct the ID). A verified company leads to the talent pool.
 */
export function CompanyVerification({ company }: { company: CompanyVerification_company$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const data = useFragment(
    graphql`
      fragment CompanyVerification_company on Company {
        id
        verified
        verification
        nationalId
        verificationNote
        verificationRequestedAt
      }
    `,
    company,
  );
  const [nationalId, setNationalId] = useState(data.nationalId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, isPending] = useMutation<CompanyVerificationMutation>(graphql`
    mutation CompanyVerificationMutation($input: RequestCompanyVerificationInput!) {
      requestCompanyVerification(input: $input) {
        __typename
        ... on MutationRequestCompanyVerificationSuccess {
          data {
            ...CompanyVerification_company
          }
        }
        ... on ValidationError {
          fields {
            code
          }
        }
        ... on ConflictError {
          code
        }
      }
    }
  `);
  const state = data.verification ?? 'UNVERIFIED';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { nationalId: nationalId.trim() } },
      onCompleted: ({ requestCompanyVerification: result }) => {
        if (result.__typename === 'MutationRequestCompanyVerificationSuccess') {
          setProblem(null);
          toast.success(intl.formatMessage(m.asked));
        } else if (result.__typename === 'ValidationError') {
          const code = result.fields?.[0]?.code;
          setProblem(
            intl.formatMessage(code === 'NATIONAL_ID_TAKEN' ? m.NATIONAL_ID_TAKEN : m.NATIONAL_ID_INVALID),
          );
        } else if (result.__typename === 'ConflictError') setProblem(intl.formatMessage(m.noCompany));
        else failed();
      },
      onError: failed,
    });
  }

  const status =
    state === 'PENDING'
      ? intl.formatMessage(m.PENDING, {
          date: intl.formatDate(data.verificationRequestedAt ?? undefined, { dateStyle: 'long' }),
        })
      : state === 'REJECTED'
        ? intl.formatMessage(m.REJECTED, { note: data.verificationNote ?? '' })
        : intl.formatMessage(state === 'VERIFIED' ? m.VERIFIED : m.UNVERIFIED);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {intl.formatMessage(m.title)}
      </h2>
      <p
        data-verification={state}
        role="status"
        className={`mt-3 rounded-lg border p-3 text-sm font-medium ${stateClass[state] ?? stateClass.UNVERIFIED}`}
      >
        {status}
      </p>
      {data.verified ? (
        <Link to={localePath(locale, '/panel/talent-pool')} className={`${secondaryButtonClass} mt-4`}>
          {intl.formatMessage(m.talentPool)}
        </Link>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:max-w-md">
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.nationalId)}
            <input
              name="nationalId"
              value={nationalId}
              onChange={(e) => {
                setNationalId(e.target.value);
                setProblem(null);
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              dir="ltr"
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
              className="rounded-lg border border-slate-300 px-3 py-2 text-start font-normal"
            />
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {intl.formatMessage(m.nationalIdHint)}
          </p>
          {problem ? (
            <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
          <button type="submit" disabled={isPending} className={`${primaryButtonClass} self-start`}>
            {intl.formatMessage(
              isPending ? m.asking : state === 'PENDING' || state === 'REJECTED' ? m.askAgain : m.ask,
            )}
          </button>
        </form>
      )}
    </section>
  );
}
