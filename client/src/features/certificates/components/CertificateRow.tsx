import { certificateLimits } from '@platform/rules/certificates';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CertificateRow_certificate$key } from '../../../__generated__/CertificateRow_certificate.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { isolate } from '../../../i18n/bidi';
import { dangerButtonClass } from '../../../ui/buttons';
import { ReasonForm } from '../../../ui/ReasonForm';
import { adminCertificatesMessages as messages } from '../messages';
import { useRevokeCertificateMutation } from '../mutations/useRevokeCertificateMutation';

/** One certificate in the admins' list: whose, which test, when, its state; and revoking it with a reason. */
export function CertificateRow({ certificate }: { certificate: CertificateRow_certificate$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CertificateRow_certificate on Certificate {
        id
        code
        status
        issuedAt
        revokedAt
        revocationReason
        testTitle
        testSlug
        holder {
          id
          displayName
        }
      }
    `,
    certificate,
  );
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, isPending] = useRevokeCertificateMutation();
  const date = (iso: string) => <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium' })}</time>;

  function revoke(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < 3) return setProblem(intl.formatMessage(messages.reasonTooShort));
    if (trimmed.length > certificateLimits.revocationReasonMax)
      return setProblem(
        intl.formatMessage(messages.reasonTooLong, { max: certificateLimits.revocationReasonMax }),
      );
    const failed = () => void toast.error(intl.formatMessage(messages.failed));
    commit({
      variables: { input: { code: data.code, reason: trimmed } },
      onCompleted: ({ revokeCertificate: result }) => {
        switch (result.__typename) {
          case 'MutationRevokeCertificateSuccess':
            setRevoking(false);
            setProblem(null);
            toast.success(intl.formatMessage(messages.done));
            return;
          case 'ValidationError':
            return setProblem(
              intl.formatMessage(
                result.fields?.some((f) => f.code === 'TOO_LONG')
                  ? messages.reasonTooLong
                  : messages.reasonTooShort,
                { max: certificateLimits.revocationReasonMax },
              ),
            );
          case 'NotFoundError':
            return setProblem(intl.formatMessage(messages.notFound));
          default:
            return failed();
        }
      },
      onError: failed,
    });
  }

  const revoked = data.status === 'REVOKED';
  return (
    <article
      aria-label={data.code}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link
            to={localePath(locale, `/certificates/${data.code}`)}
            dir="ltr"
            className="font-mono font-semibold text-teal-700 hover:underline"
          >
            {data.code}
          </Link>
          <p className="font-semibold text-slate-900">
            <Link
              to={`?test=${encodeURIComponent(data.testSlug)}`}
              className="hover:underline"
              title={data.testSlug}
            >
              {data.testTitle}
            </Link>
          </p>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{intl.formatMessage(messages.holder)}</dt>
              <dd>
                <Link
                  to={`?holder=${encodeURIComponent(data.holder.id)}`}
                  className="font-semibold text-teal-700 hover:underline"
                  title={intl.formatMessage(messages.holderFilter, {
                    name: isolate(data.holder.displayName),
                  })}
                >
                  <bdi>{data.holder.displayName}</bdi>
                </Link>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{intl.formatMessage(messages.issuedAt)}</dt>
              <dd className="font-semibold text-slate-800">{date(data.issuedAt)}</dd>
            </div>
          </dl>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${revoked ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {intl.formatMessage(revoked ? messages.revoked : messages.valid)}
        </span>
      </div>
      {revoked ? (
        <div className="rounded-xl bg-red-50/60 px-4 py-3 text-sm text-red-900">
          {data.revokedAt ? (
            <p>
              {intl.formatMessage(messages.revokedOn, {
                when: intl.formatDate(data.revokedAt, { dateStyle: 'long' }),
              })}
            </p>
          ) : null}
          {data.revocationReason ? (
            <p dir="auto">{intl.formatMessage(messages.reasonShown, { reason: data.revocationReason })}</p>
          ) : null}
        </div>
      ) : revoking ? (
        <ReasonForm
          title={intl.formatMessage(messages.revokeTitle, { code: data.code })}
          label={intl.formatMessage(messages.reason)}
          confirm={intl.formatMessage(messages.confirm)}
          cancel={intl.formatMessage(messages.cancel)}
          reason={reason}
          onReasonChange={setReason}
          maxLength={certificateLimits.revocationReasonMax}
          problem={problem}
          pending={isPending}
          onSubmit={revoke}
          onCancel={() => setRevoking(false)}
        />
      ) : (
        <button type="button" className={dangerButtonClass} onClick={() => setRevoking(true)}>
          {intl.formatMessage(messages.revoke)}
        </button>
      )}
    </article>
  );
}
