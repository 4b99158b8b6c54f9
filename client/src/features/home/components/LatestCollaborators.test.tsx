import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { LatestCollaboratorsTestQuery } from '../../../__generated__/LatestCollaboratorsTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LatestCollaborators } from './LatestCollaborators';

function TestRenderer() {
  const data = useLazyLoadQuery<LatestCollaboratorsTestQuery>(
    graphql`
      query LatestCollaboratorsTestQuery @relay_test_operation {
        ...LatestCollaborators_query
      }
    `,
    {},
  );
  return <LatestCollaborators query={data} />;
}

function renderLatest(locale: Locale, count: number) {
  const environment = createMockEnvironment();
  let next = 0;
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      QueryCollaboratorsConnection: () => ({ edges: Array.from({ length: count }, () => ({})) }),
      Collaborator: () => {
        next += 1;
        return { id: `c-${next}`, path: `/collaborators/person-${next}`, displayName: `Person ${next}` };
      },
      CollaboratorWords: () => ({ locale: 'fa', headline: 'توسعه‌دهندهٔ موبایل' }),
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

describe('LatestCollaborators', () => {
  it('links each collaborator to their profile, their headline in its own language, and the directory', async () => {
    renderLatest('en', 3);
    expect(await screen.findByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/en/collaborators/person-1',
    );
    expect(screen.getAllByText('توسعه‌دهندهٔ موبایل')[0]).toHaveAttribute('lang', 'fa');
    expect(screen.getByRole('link', { name: 'See all collaborators' })).toHaveAttribute(
      'href',
      '/en/collaborators',
    );
  });

  it('invites a freelancer to publish a profile when none is published', async () => {
    renderLatest('fa', 0);
    expect(await screen.findByRole('heading', { name: 'هنوز همکاری نیست' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پروفایل خود را منتشر کنید' })).toHaveAttribute(
      'href',
      '/fa/panel/collaborator',
    );
  });
});
