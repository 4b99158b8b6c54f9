import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import AdminCertificatesPageQuery, {
  type AdminCertificatesPageQuery as QueryType,
} from '../../__generated__/AdminCertificatesPageQuery.graphql';
import AdminReportsPageQuery, {
  type AdminReportsPageQuery as ReportsQueryType,
} from '../../__generated__/AdminReportsPageQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Certificates } from './AdminCertificatesPage';
import { Reports } from './AdminReportsPage';

const certificate = (n: number) => ({
  id: `Q2VydGlmaWNhdGU6${n}`,
  code: `ABCDE-FGHJK-MNPQR-STVW${n}`,
  status: 'VALID',
  issuedAt: '2026-03-21T09:00:00.000Z',
  revokedAt: null,
  revocationReason: null,
  testTitle: 'Logic at work',
  testSlug: 'logic',
  holder: { id: 'VXNlcjox', displayName: 'Mina' },
});

function renderCertificates(admin: boolean, locale: 'en' | 'fa' = 'en') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, AdminCertificatesPageQuery, { admin, filter: null });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ registered: true }),
      QueryCertificatesConnection: () => ({
        totalCount: 2,
        edges: [{ node: certificate(1) }, { node: certificate(2) }],
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
    }),
  );
  renderWithProviders(
    <Suspense>
      <Certificates queryRef={queryRef} />
    </Suspense>,
    { locale, environment, path: `/${locale}/panel/admin/certificates` },
  );
}

describe('the admins’ certificates page', () => {
  it('lists the certificates with their count, in Persian digits in Persian', async () => {
    renderCertificates(true, 'fa');
    expect(await screen.findByText('۲ گواهی‌نامه')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('tells anyone but an admin that the page is for admins', async () => {
    renderCertificates(false);
    expect(await screen.findByText('Only admins can see the certificates.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('the admins’ report queue', () => {
  it('says when no report is in a state', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ReportsQueryType>(environment, AdminReportsPageQuery, {
      admin: true,
      state: 'FAILED',
    });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ registered: true }),
        QueryReportQueueConnection: () => ({
          totalCount: 0,
          edges: [],
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    );
    renderWithProviders(
      <Suspense>
        <Reports queryRef={queryRef} />
      </Suspense>,
      { environment, path: '/en/panel/admin/reports?state=FAILED' },
    );
    expect(await screen.findByText('No report here.')).toBeInTheDocument();
  });
});
