import { QRCodeSVG } from 'qrcode.react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { CertificatePageQuery } from '../../__generated__/CertificatePageQuery.graphql';
import { HttpStatus } from '../../app/httpStatus';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { usePageUrl } from '../../app/site';
import { EmptyState } from '../../ui/EmptyState';
import { CertificateActions } from './components/CertificateActions';
import { certificateMessages, certificateShareMessages } from './messages';

export interface CertificatePageLoaderData {
  queryRef: PreloadedQuery<CertificatePageQuery>;
}

export function Certificate({ queryRef }: CertificatePageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const url = usePageUrl();
  const { certificate } = usePreloadedQuery<CertificatePageQuery>(
    graphql`
      query CertificatePageQuery($code: String!) {
        certificate(code: $code) {
          code
          status
          issuedAt
          revokedAt
          testTitle
          testSlug
          scoreBand
          holder {
            displayName
          }
        }
      }
    `,
    queryRef,
  );
  if (!certificate)
    return (
      <>
        <HttpStatus code={404} />
        <EmptyState
          title={intl.formatMessage(certificateMessages.documentTitle)}
          text={intl.formatMessage(certificateMessages.notFound)}
        />
      </>
    );
  const valid = certificate.status === 'VALID';
  const [low, high] = certificate.scoreBand.split('-').map(Number);
  const rows = [
    [certificateMessages.holder, <bdi key="h">{certificate.holder.displayName}</bdi>],
    [
      certificateMessages.test,
      <Link
        key="t"
        to={localePath(locale, `/talent-test/details/${encodeURIComponent(certificate.testSlug)}`)}
        className="text-teal-700 hover:underline"
      >
        {certificate.testTitle}
      </Link>,
    ],
    [
      certificateMessages.scoreBand,
      intl.formatMessage(certificateMessages.scoreBandValue, { low: low ?? 0, high: high ?? 0 }),
    ],
    [
      certificateMessages.issuedAt,
      <time key="d" dateTime={certificate.issuedAt}>
        {intl.formatDate(certificate.issuedAt, { dateStyle: 'long' })}
      </time>,
    ],
    [
      certificateMessages.code,
      <span key="c" dir="ltr" className="font-mono">
        {certificate.code}
      </span>,
    ],
  ] as const;
  return (
    // `data-report`: the server's printer waits for it before printing the page as the certificate's PDF.
    <article className="mx-auto max-w-2xl space-y-6" data-report="ready">
      <div
        role="status"
        className={`rounded-2xl p-5 text-lg font-bold ${valid ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
      >
        {intl.formatMessage(valid ? certificateMessages.valid : certificateMessages.revoked)}
        {!valid && certificate.revokedAt ? (
          <p className="mt-1 text-sm font-normal">
            {intl.formatMessage(certificateMessages.revokedOn, {
              when: intl.formatDate(certificate.revokedAt, { dateStyle: 'long' }),
            })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto]">
        <dl className="space-y-3">
          {rows.map(([label, value]) => (
            <div key={label.id}>
              <dt className="text-xs text-slate-500">{intl.formatMessage(label)}</dt>
              <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <figure className="justify-self-center">
          <QRCodeSVG
            value={url}
            size={144}
            marginSize={2}
            title={intl.formatMessage(certificateMessages.qr)}
          />
        </figure>
      </div>
      {valid ? (
        <CertificateActions
          code={certificate.code}
          locale={locale}
          url={url}
          testTitle={certificate.testTitle}
          issuedAt={certificate.issuedAt}
        />
      ) : (
        <p className="text-sm text-slate-600 print:hidden">
          {intl.formatMessage(certificateShareMessages.noDownload)}
        </p>
      )}
    </article>
  );
}

/** `/certificates/{code}`: anyone checks a certificate — valid or revoked, whose, which test, the score band, when. */
export function CertificatePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as CertificatePageLoaderData;
  return (
    <div className="space-y-6">
      <PageMeta
        page={intl.formatMessage(certificateMessages.documentTitle)}
        description={intl.formatMessage(certificateMessages.description)}
        noindex
      />
      <h1 className="text-center text-2xl font-extrabold text-slate-900">
        {intl.formatMessage(certificateMessages.documentTitle)}
      </h1>
      <Suspense fallback={<PageSpinner />}>
        <Certificate queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
