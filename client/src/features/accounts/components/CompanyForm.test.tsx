import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { CompanyFormTestQuery } from '../../../__generated__/CompanyFormTestQuery.graphql';
import { Toasts } from '../../../app/Toasts';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CompanyForm } from './CompanyForm';

function TestRenderer() {
  const data = useLazyLoadQuery<CompanyFormTestQuery>(
    graphql`
      query CompanyFormTestQuery @relay_test_operation {
        viewer {
          company {
            name
            ...CompanyForm_company
          }
        }
      }
    `,
    {},
  );
  return (
    <>
      <p data-testid="owned">{data.viewer?.company?.name ?? '-'}</p>
      <CompanyForm company={data.viewer?.company ?? null} />
    </>
  );
}

describe('CompanyForm', () => {
  it("makes the company the first save creates the employer's own", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ id: 'u-1', company: null }) }),
    );
    renderWithProviders(
      <Suspense>
        <TestRenderer />
        <Toasts />
      </Suspense>,
      { locale: 'en', environment },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Arian Data');
    await userEvent.click(screen.getByRole('button', { name: 'Save company profile' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ name: 'Arian Data' });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          updateCompany: {
            __typename: 'MutationUpdateCompanySuccess',
            data: {
              __typename: 'User',
              id: 'u-1',
              company: {
                __typename: 'Company',
                id: 'c-1',
                name: 'Arian Data',
                website: null,
                logoUrl: null,
                about: null,
              },
            },
          },
        },
      }),
    );

    expect(await screen.findByText('The company profile has been saved.')).toBeInTheDocument();
    expect(screen.getByTestId('owned')).toHaveTextContent('Arian Data');
  });
});
