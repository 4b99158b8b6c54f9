import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { EchoBoxPageQuery } from '../../__generated__/EchoBoxPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { secondaryButtonClass } from '../../ui/buttons';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { BetaBadge } from './components/BetaBadge';
import { InboxList } from './components/InboxList';
import { echoBoxMessages } from './messages';
import { ECHO_BOX_PATH } from '../../shared/echoBox/paths';
import { PageHeader } from '../../ui/PageHeader';
import { useInboxListSubscription } from './subscriptions/useInboxListSubscription';

export interface EchoBoxPageLoaderData {
  queryRef: PreloadedQuery<EchoBoxPageQuery>;
}

function Inbox({ queryRef }: EchoBoxPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const { viewer, inbox } = usePreloadedQuery<EchoBoxPageQuery>(
    graphql`
      query EchoBoxPageQuery {
        viewer {
          registered
          roles
        }
        inbox {
          ...InboxList_inbox
        }
      }
    `,
    queryRef,
  );
  useInboxListSubscription();
  if (!viewer?.registered || !inbox) return <RegistrationRequired />;
  return (
    <div className="space-y-4">
      {viewer.roles?.includes('ADMIN') ? (
        <Link href={localePath(locale, `${ECHO_BOX_PATH}/reports`)} className={secondaryButtonClass}>
          {intl.formatMessage(echoBoxMessages.reportsLink)}
        </Link>
      ) : null}
      <InboxList inbox={inbox} />
    </div>
  );
}

/** /panel/echoBox: the signed-in user's conversations, updated live. */
export function EchoBoxPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as EchoBoxPageLoaderData;
  const title = intl.formatMessage(echoBoxMessages.title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader title={title} badge={<BetaBadge />} intro={intl.formatMessage(echoBoxMessages.intro)} />
      <Suspense fallback={<PageSpinner />}>
        <Inbox queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
