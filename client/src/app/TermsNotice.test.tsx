import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from '../__generated__/AccountMenuQuery.graphql';
import { renderWithProviders } from '../test/renderWithProviders';
import { TermsNotice } from './TermsNotice';

function account(registered: boolean, accepted: number | null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AccountMenuQueryType>(environment, AccountMenuQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({
        registered,
        termsAccepted: accepted === null ? null : { version: accepted },
      }),
    }),
  );
  return { environment, queryRef };
}

/** The notice with the page below it, which shows once the route has rendered. */
const withPage = (queryRef: ReturnType<typeof account>['queryRef'] | null) => (
  <>
    <TermsNotice queryRef={queryRef} />
    <p>The page</p>
  </>
);

const notice = 'The terms of use have changed. Please read the new version and accept it.';

describe('TermsNotice', () => {
  it('asks a registered user who has not accepted the terms in force to read them', async () => {
    const { environment, queryRef } = account(true, null);
    renderWithProviders(<TermsNotice queryRef={queryRef} />, { locale: 'en', environment, path: '/en/jobs' });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/en/terms');
  });

  it('says nothing to someone who accepted them, to a visitor, or on the terms page itself', async () => {
    const accepted = account(true, 1);
    const first = renderWithProviders(withPage(accepted.queryRef), {
      locale: 'en',
      environment: accepted.environment,
      path: '/en/jobs',
    });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByText(notice)).toBeNull();
    first.unmount();

    const outdated = account(true, 0);
    const onTerms = renderWithProviders(withPage(outdated.queryRef), {
      locale: 'en',
      environment: outdated.environment,
      path: '/en/terms',
    });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByText(notice)).toBeNull();
    onTerms.unmount();

    renderWithProviders(withPage(null), { locale: 'en', path: '/en/jobs' });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByText(notice)).toBeNull();
  });
});
