import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { QueuedReportRowTestQuery } from '../../../__generated__/QueuedReportRowTestQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { QueuedReportRow } from './QueuedReportRow';

function Harness() {
  const data = useLazyLoadQuery<QueuedReportRowTestQuery>(
    graphql`
      query QueuedReportRowTestQuery @relay_test_operation {
        reportQueue(first: 1) {
          edges {
            node {
              ...QueuedReportRow_report
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.reportQueue.edges[0]?.node;
  return node ? <QueuedReportRow report={node} /> : null;
}

function renderRow(report: { state: string; failure: string | null }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      QueuedReport: () => ({
        id: 'VGVzdFNlc3Npb246MQ==',
        ...report,
        testTitle: 'Logic at work',
        scoredAt: '2026-03-21T09:00:00.000Z',
        dueAt: '2026-03-22T09:00:00.000Z',
        sentAt: report.state === 'SENT' ? '2026-03-21T09:01:00.000Z' : null,
        taker: { displayName: 'Mina', email: 'mina@example.com' },
      }),
    }),
  );
  renderWithProviders(<Harness />, { environment, path: '/en/panel/admin/reports' });
  return environment;
}

describe('a report in the admins’ queue', () => {
  it('says why a failed report was not sent, and sends it again', async () => {
    const environment = renderRow({ state: 'FAILED', failure: 'UNDELIVERABLE' });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The mail server refused the address, or every attempt failed.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { sessionId: 'VGVzdFNlc3Npb246MQ==' } });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          retryReport: {
            __typename: 'MutationRetryReportSuccess',
            data: {
              id: 'VGVzdFNlc3Npb246MQ==',
              state: 'PENDING',
              failure: null,
              queuedAt: '2026-03-23T09:00:00.000Z',
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('offers no retry for a sent report', async () => {
    renderRow({ state: 'SENT', failure: null });
    expect(await screen.findByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
