import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { CompanyForm } from './components/CompanyForm';
import { CompanyVerification } from './components/CompanyVerification';
import { ProfileForm } from './components/ProfileForm';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { PageHeader } from '../../ui/PageHeader';
import { SessionList } from './components/SessionList';
import { profileMessages } from './messages';

export interface ProfilePageLoaderData {
  queryRef: PreloadedQuery<ProfilePageQuery>;
}

function Profile({ queryRef }: ProfilePageLoaderData) {
  const { viewer } = usePreloadedQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery {
        viewer {
          registered
          roles
          company {
            ...CompanyForm_company
            ...CompanyVerification_company
          }
          ...ProfileForm_user
          ...SessionList_user
        }
      }
    `,
    queryRef,
  );
  if (!viewer?.registered) return <RegistrationRequired />;
  return (
    <>
      <ProfileForm user={viewer} />
      {viewer.roles?.includes('EMPLOYER') ? (
        <>
          <CompanyForm company={viewer.company ?? null} />
          {viewer.company ? <CompanyVerification company={viewer.company} /> : null}
        </>
      ) : null}
      <SessionList user={viewer} />
    </>
  );
}

export function ProfilePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as ProfilePageLoaderData;
  const title = intl.formatMessage(profileMessages.title);
  return (
    <div className="space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader title={title} />
      <Suspense fallback={<PageSpinner />}>
        <Profile queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
