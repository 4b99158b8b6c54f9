import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { CompanyVerificationTestQuery } from '../../../__generated__/CompanyVerificationTestQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CompanyVerification } from './CompanyVerification';

function TestRenderer() {
  const data = useLazyLoadQuery<CompanyVerificationTestQuery>(
    graphql`
      query CompanyVerificationTestQuery @relay_test_operation {
        viewer {
          company {
            ...CompanyVerification_company
          }
        }
      }
    `,
    {},
  );
  return data.viewer?.company ? <CompanyVerification company={data.viewer.company} /> : null;
}

function render(company: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Company: () => ({ id: 'c-1', ...company }) }),
  );
  renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale: 'en', environment },
  );
  return environment;
}

const unverified = {
  verified: false,
  verification: 'UNVERIFIED',
  nationalId: null,
  verificationNote: null,
  verificationRequestedAt: null,
};

describe('CompanyVerification', () => {
  it('sends the national ID, says what is wrong with it, then shows the request waiting', async () => {
    const environment = render(unverified);
    expect(await screen.findByRole('status')).toHaveTextContent('Not verified yet.');
    await userEvent.type(screen.getByRole('textbox', { name: 'The company’s national ID' }), '10380284791');
    await userEvent.click(screen.getByRole('button', { name: 'Ask to be verified' }));
    const refused = environment.mock.getMostRecentOperation();
    expect(refused.request.variables.input).toEqual({ nationalId: '10380284791' });
    act(() =>
      environment.mock.resolve(refused, {
        data: {
          requestCompanyVerification: {
            __typename: 'ValidationError',
            fields: [{ code: 'NATIONAL_ID_INVALID' }],
          },
        },
      }),
    );
    expect(await screen.findByText(/its last digit does not match the others/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'The company’s national ID' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.clear(screen.getByRole('textbox', { name: 'The company’s national ID' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'The company’s national ID' }), '10380284790');
    await userEvent.click(screen.getByRole('button', { name: 'Ask to be verified' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          requestCompanyVerification: {
            __typename: 'MutationRequestCompanyVerificationSuccess',
            data: {
              __typename: 'Company',
              id: 'c-1',
              verified: false,
              verification: 'PENDING',
              nationalId: '10380284790',
              verificationNote: null,
              verificationRequestedAt: '2026-11-29T08:00:00.000Z',
            },
          },
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for the team’s check, asked on November 29, 2026.',
    );
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('says why a request was rejected', async () => {
    render({
      ...unverified,
      verification: 'REJECTED',
      verificationNote: 'The registry names another company.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not verified: The registry names another company.',
    );
  });

  it('leads a verified company to the talent pool, with no form', async () => {
    render({ ...unverified, verified: true, verification: 'VERIFIED', nationalId: '10380284790' });
    expect(await screen.findByRole('link', { name: 'Open the talent pool' })).toHaveAttribute(
      'href',
      '/en/panel/talent-pool',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
