import { termsToAccept } from '@platform/rules/terms-version';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { AccountMenuQuery } from '../__generated__/AccountMenuQuery.graphql';
import type { TermsNotice_viewer$key } from '../__generated__/TermsNotice_viewer.graphql';
import { accountMenuQuery, FallbackOnError } from './AccountMenu';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
import { layoutMessages } from './messages';

function Notice({ viewer }: { viewer: TermsNotice_viewer$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const data = useFragment(
    graphql`
      fragment TermsNotice_viewer on User {
        registered
        termsAccepted {
          version
        }
      }
    `,
    viewer,
  );
  const termsPath = localePath(locale, '/terms');
  // The terms page asks for the acceptance itself.
  if (!data.registered || !termsToAccept(data.termsAccepted?.version) || pathname === termsPath) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm text-amber-900 sm:px-6">
        <span>{intl.formatMessage(layoutMessages.termsChanged)}</span>
        <Link to={termsPath} className="font-semibold underline underline-offset-2 hover:text-amber-950">
          {intl.formatMessage(layoutMessages.readTerms)}
        </Link>
      </p>
    </div>
  );
}

function SignedIn({ queryRef }: { queryRef: PreloadedQuery<AccountMenuQuery> }) {
  const { viewer } = usePreloadedQuery<AccountMenuQuery>(accountMenuQuery, queryRef);
  return viewer ? <Notice viewer={viewer} /> : null;
}

/**
 * Asks a registered user who has not accepted the terms in force (a version published after they registered) to
 * read and accept them, on every page but the terms page, from the account's own query.
 */
export function TermsNotice({ queryRef }: { queryRef: PreloadedQuery<AccountMenuQuery> | null }) {
  if (!queryRef) return null;
  return (
    <FallbackOnError fallback={null} resetKey={queryRef}>
      <Suspense fallback={null}>
        <SignedIn queryRef={queryRef} />
      </Suspense>
    </FallbackOnError>
  );
}
