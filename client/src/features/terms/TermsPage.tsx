import { currentTerms, termsItems, termsToAccept } from '@platform/rules/terms-version';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { TermsPageQuery } from '../../__generated__/TermsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { toast } from '../../app/toast';
import { loginPath } from '../../shared/accounts/redirect';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { termsItemMessages, termsMessages } from './messages';
import { termsPublishedOn } from '../../shared/terms/published';
import { useAcceptTermsMutation } from './mutations/useAcceptTermsMutation';

/** Who is reading, and what they accepted: the acceptance block's words and its one action. */
function Acceptance({ viewer }: { viewer: TermsPageQuery['response']['viewer'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const [accept, isAccepting] = useAcceptTermsMutation();
  if (!viewer)
    return (
      <>
        <p className="text-slate-700">{intl.formatMessage(termsMessages.visitor)}</p>
        <Link to={loginPath(locale, localePath(locale, '/terms'))} className={secondaryButtonClass}>
          {intl.formatMessage(termsMessages.signIn)}
        </Link>
      </>
    );
  if (!viewer.registered)
    return (
      <>
        <p className="text-slate-700">{intl.formatMessage(termsMessages.unregistered)}</p>
        <Link to={loginPath(locale, localePath(locale, '/terms'))} className={secondaryButtonClass}>
          {intl.formatMessage(termsMessages.completeRegistration)}
        </Link>
      </>
    );
  const accepted = viewer.termsAccepted;
  if (accepted && !termsToAccept(accepted.version))
    return (
      <p role="status" className="font-semibold text-emerald-800">
        {intl.formatMessage(termsMessages.accepted, {
          version: intl.formatNumber(accepted.version),
          date: intl.formatDate(accepted.acceptedAt, { dateStyle: 'long' }),
        })}
      </p>
    );
  const submit = () =>
    accept({
      variables: { input: { version: currentTerms.version } },
      onCompleted: ({ acceptTerms }) => {
        if (acceptTerms.__typename !== 'MutationAcceptTermsSuccess')
          toast.error(intl.formatMessage(termsMessages.acceptFailed));
      },
      onError: () => toast.error(intl.formatMessage(termsMessages.acceptFailed)),
    });
  return (
    <>
      <p className="text-slate-700">
        {intl.formatMessage(accepted ? termsMessages.toAccept : termsMessages.notYetAccepted)}
      </p>
      <button type="button" className={primaryButtonClass} disabled={isAccepting} onClick={submit}>
        {intl.formatMessage(isAccepting ? termsMessages.accepting : termsMessages.accept)}
      </button>
    </>
  );
}

export interface TermsPageLoaderData {
  queryRef: PreloadedQuery<TermsPageQuery>;
}

/** `/terms` (§2, §9): the terms in force, their items, whom to ask, and the reader's acceptance. */
export function TermsPage() {
  const { queryRef } = useLoaderData() as TermsPageLoaderData;
  return <Terms queryRef={queryRef} />;
}

export function Terms({ queryRef }: TermsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = usePreloadedQuery<TermsPageQuery>(
    graphql`
      query TermsPageQuery {
        viewer {
          registered
          termsAccepted {
            version
            acceptedAt
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <PageMeta
        page={intl.formatMessage(termsMessages.documentTitle)}
        description={intl.formatMessage(termsMessages.description)}
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-slate-900">{intl.formatMessage(termsMessages.title)}</h1>
        <p className="text-sm font-semibold text-teal-800">
          {intl.formatMessage(termsMessages.version, {
            version: intl.formatNumber(currentTerms.version),
            date: intl.formatDate(termsPublishedOn, { dateStyle: 'long', timeZone: 'Asia/Tehran' }),
          })}
        </p>
        <p className="text-slate-700">{intl.formatMessage(termsMessages.intro)}</p>
      </header>
      <ol className="space-y-6">
        {termsItems.map((item, index) => (
          <li key={item} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="mb-2 flex items-center gap-3 text-lg font-bold text-slate-900">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm text-white"
              >
                {intl.formatNumber(index + 1)}
              </span>
              {intl.formatMessage(termsItemMessages[`${item}Title`])}
            </h2>
            <p className="leading-8 text-slate-700">{intl.formatMessage(termsItemMessages[`${item}Text`])}</p>
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="terms-contact"
        className="space-y-3 rounded-2xl border border-slate-200 bg-slate-100 p-6"
      >
        <h2 id="terms-contact" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(termsMessages.contactTitle)}
        </h2>
        <p className="text-slate-700">{intl.formatMessage(termsMessages.contactText)}</p>
        <Link to={localePath(locale, '/contact')} className={secondaryButtonClass}>
          {intl.formatMessage(termsMessages.contactLink)}
        </Link>
      </section>
      <section
        aria-labelledby="terms-acceptance"
        className="space-y-3 rounded-2xl border border-teal-200 bg-teal-50 p-6"
      >
        <h2 id="terms-acceptance" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(termsMessages.acceptanceTitle)}
        </h2>
        <Acceptance viewer={viewer} />
      </section>
    </article>
  );
}
