import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { CertificateRowTestQuery } from '../../../__generated__/CertificateRowTestQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CertificateRow } from './CertificateRow';

function Harness() {
  const data = useLazyLoadQuery<CertificateRowTestQuery>(
    graphql`
      query CertificateRowTestQuery @relay_test_operation {
        certificate(code: "ABCDE-FGHJK-MNPQR-STVWX") {
          ...CertificateRow_certificate
        }
      }
    `,
    {},
  );
  return data.certificate ? <CertificateRow certificate={data.certificate} /> : null;
}

function renderRow(locale: 'en' | 'fa' = 'en') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Certificate: () => ({
        id: 'Q2VydGlmaWNhdGU6MQ==',
        code: 'ABCDE-FGHJK-MNPQR-STVWX',
        status: 'VALID',
        issuedAt: '2026-03-21T09:00:00.000Z',
        revokedAt: null,
        revocationReason: null,
        testTitle: 'Logic at work',
        testSlug: 'logic',
        holder: { id: 'VXNlcjox', displayName: 'Mina' },
      }),
    }),
  );
  renderWithProviders(<Harness />, { locale, environment, path: `/${locale}/panel/admin/certificates` });
  return environment;
}

describe('a certificate in the admins’ list', () => {
  it('is revoked with a reason: a too short one is refused before sending, the answer shows it revoked', async () => {
    const environment = renderRow();
    const user = userEvent.setup();
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const reason = screen.getByLabelText('Reason (seen by admins only)');
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Revoke the certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why, in a few words.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(reason, 't theirs');
    await user.click(screen.getByRole('button', { name: 'Revoke the certificate' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { code: 'ABCDE-FGHJK-MNPQR-STVWX', reason: 'not theirs' },
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          revokeCertificate: {
            __typename: 'MutationRevokeCertificateSuccess',
            data: {
              id: 'Q2VydGlmaWNhdGU6MQ==',
              status: 'REVOKED',
              revokedAt: '2026-04-01T10:00:00.000Z',
              revocationReason: 'not theirs',
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('Revoked on April 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Reason: not theirs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the reason by its code, in Persian', async () => {
    const environment = renderRow('fa');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'باطل کردن' }));
    await user.type(screen.getByLabelText('دلیل (فقط مدیران می‌بینند)'), 'reason');
    await user.click(screen.getByRole('button', { name: 'گواهی‌نامه را باطل کن' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          revokeCertificate: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.reason', code: 'TOO_LONG' }],
            code: 'VALIDATION_FAILED',
          },
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('دلیل باید کمتر از ۵۰۰ نویسه باشد.');
  });
});
