import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import PanelHomePageQuery, {
  type PanelHomePageQuery as PanelHomePageQueryType,
} from '../__generated__/PanelHomePageQuery.graphql';
import { panelCards } from '../routes';
import { renderWithProviders } from '../test/renderWithProviders';
import type { Locale } from './locale';
import { layoutMessages } from './messages';
import { hasRole, inOrder, type PanelCard } from './navigation';
import { Dashboard } from './PanelHomePage';

function renderDashboard(
  roles: string[],
  {
    company = false,
    cards = panelCards,
    locale = 'en',
  }: { company?: boolean; cards?: readonly PanelCard[]; locale?: Locale } = {},
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PanelHomePageQueryType>(environment, PanelHomePageQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({
        displayName: 'Sara Rezaei',
        avatarUrl: null,
        registered: true,
        roles,
        company: company ? { __typename: 'Company', id: 'company-1' } : null,
      }),
    }),
  );
  renderWithProviders(
    <Suspense>
      <Dashboard queryRef={queryRef} cards={cards} />
    </Suspense>,
    { locale, environment, path: `/${locale}/panel` },
  );
}

async function cardsShown(label = 'Your account') {
  const nav = await screen.findByRole('navigation', { name: label });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.querySelector('.font-bold')?.textContent, link.getAttribute('href')]);
}

describe('the dashboard', () => {
  it("shows a job seeker the features' cards meant for everyone", async () => {
    renderDashboard(['JOB_SEEKER']);
    expect(await cardsShown()).toEqual([
      ['Profile', '/en/panel/profile'],
      ['My applications', '/en/panel/jobs/my-applications'],
      ['My tests', '/en/panel/tests'],
      ['My résumé', '/en/panel/resume'],
      ['Collaborator profile', '/en/panel/collaborator'],
      ['Contact requests', '/en/panel/requests'],
      ['Purchases', '/en/panel/purchases'],
      ['Contracts', '/en/panel/contracts'],
      ['My orders', '/en/panel/orders'],
      ['Message inbox', '/en/panel/echoBox'],
    ]);
  });

  it('shows an employer their job posts first, and a partner their API keys', async () => {
    renderDashboard(['EMPLOYER'], { company: true });
    const shown = (await cardsShown()).map(([title]) => title);
    expect(shown[0]).toBe('My job posts');
    expect(shown).toContain('Talent pool');
    expect(shown.at(-1)).toBe('API keys');
    expect(shown).not.toContain('Site statistics');
  });

  it('shows an admin the site statistics, then the certificates, the report e-mails, the inbox, the feedback queue, the collaborators’ profiles and the private projects to evaluate, last', async () => {
    renderDashboard(['ADMIN']);
    expect((await cardsShown()).slice(-7)).toEqual([
      ['Site statistics', '/en/panel/analytics'],
      ['Certificates', '/en/panel/admin/certificates'],
      ['Report e-mails', '/en/panel/admin/reports'],
      ['Inbox', '/en/panel/admin/inbox'],
      ['Testimonials and comments', '/en/panel/admin/feedback'],
      ['Collaborators’ profiles', '/en/panel/admin/collaborators'],
      ['Private projects to evaluate', '/en/panel/admin/portfolio'],
    ]);
  });

  it('shows a card a feature declares, where its order puts it, to the users its condition names', async () => {
    const notifications: PanelCard = {
      path: '/panel/notifications',
      order: 45,
      title: layoutMessages.notifications,
      hint: layoutMessages.notifications,
      icon: 'M4 4h16v16H4z',
      when: (viewer) => hasRole(viewer, 'JOB_SEEKER'),
    };
    const cards = inOrder([...panelCards, notifications]);
    renderDashboard(['JOB_SEEKER'], { cards, locale: 'fa' });
    expect((await cardsShown('حساب شما')).map(([, href]) => href)).toEqual([
      '/fa/panel/profile',
      '/fa/panel/jobs/my-applications',
      '/fa/panel/tests',
      '/fa/panel/resume',
      '/fa/panel/collaborator',
      '/fa/panel/requests',
      '/fa/panel/notifications',
      '/fa/panel/purchases',
      '/fa/panel/contracts',
      '/fa/panel/orders',
      '/fa/panel/echoBox',
    ]);
  });

  it("leaves out a feature's card for users its condition does not name", async () => {
    const notifications: PanelCard = {
      path: '/panel/notifications',
      order: 45,
      title: layoutMessages.notifications,
      hint: layoutMessages.notifications,
      icon: 'M4 4h16v16H4z',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    };
    renderDashboard(['JOB_SEEKER'], { cards: inOrder([...panelCards, notifications]) });
    expect((await cardsShown()).map(([title]) => title)).not.toContain('Notifications');
  });
});
