import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import ProposeContractPageQuery, {
  type ProposeContractPageQuery as ProposeContractPageQueryType,
} from '../../../__generated__/ProposeContractPageQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Proposal, proposalVariables } from './ProposeContractPage';

vi.mock('../../../app/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('proposing a contract from a contact request', () => {
  it('reads the request from the address and fills the form in with its words and budget', async () => {
    expect(proposalVariables(new URLSearchParams('to=C1&request=R1'))).toEqual({
      to: 'C1',
      request: 'R1',
      cites: true,
      project: 'C1',
      about: false,
    });
    expect(proposalVariables(new URLSearchParams('to=C1'))).toEqual({
      to: 'C1',
      request: 'C1',
      cites: false,
      project: 'C1',
      about: false,
    });

    const environment = createMockEnvironment();
    const queryRef = loadQuery<ProposeContractPageQueryType>(
      environment,
      ProposeContractPageQuery,
      proposalVariables(new URLSearchParams('to=C1&request=R1')),
    );
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ registered: true }),
        Collaborator: () => ({ id: 'C1', displayName: 'رضا', viewerIsOwner: false }),
        ContactRequest: () => ({
          id: 'R1',
          subject: 'اپ نوبت‌دهی',
          message: 'یک اپ نوبت‌دهی برای مطب، با یادآوری پیامکی.',
          budgetRials: 400_000_000,
        }),
      }),
    );
    renderWithProviders(
      <Suspense>
        <Proposal queryRef={queryRef} />
      </Suspense>,
      { locale: 'fa', environment, path: '/fa/panel/contracts/new?to=C1&request=R1' },
    );
    expect(await screen.findByText(/از درخواست شما «اپ نوبت‌دهی»/)).toBeInTheDocument();
    expect(screen.getByLabelText('عنوان')).toHaveValue('اپ نوبت‌دهی');
    // The budget in tomans, with Persian digits.
    expect(screen.getByLabelText(/^مبلغ مرحلهٔ ۱/)).toHaveValue('۴۰٬۰۰۰٬۰۰۰');

    await userEvent.setup().type(screen.getByLabelText('مرحلهٔ ۱'), 'کل کار');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ارسال پیشنهاد' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      collaboratorId: 'C1',
      fromRequest: 'R1',
      title: 'اپ نوبت‌دهی',
      milestones: [{ title: 'کل کار', amountRials: 400_000_000 }],
    });
  });
});

describe('proposing a contract about a project open to collaborators', () => {
  it('names the project from the address, titles the work after it, and sends it with the proposal', async () => {
    const { toast } = await import('../../../app/toast');
    expect(proposalVariables(new URLSearchParams('to=C1&project=P1'))).toMatchObject({
      project: 'P1',
      about: true,
      cites: false,
    });
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ProposeContractPageQueryType>(
      environment,
      ProposeContractPageQuery,
      proposalVariables(new URLSearchParams('to=C1&project=P1')),
    );
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ registered: true }),
        Collaborator: () => ({ id: 'C1', displayName: 'Rəna', viewerIsOwner: false }),
        PortfolioProject: () => ({ id: 'P1', collaborating: true, readerWords: { title: 'Onlayn mağaza' } }),
      }),
    );
    renderWithProviders(
      <Suspense>
        <Proposal queryRef={queryRef} />
      </Suspense>,
      { locale: 'az', environment, path: '/az/panel/contracts/new?to=C1&project=P1' },
    );
    expect(await screen.findByText(/“Onlayn mağaza” layihəsi haqqında/)).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByLabelText('Başlıq')).toHaveValue('Onlayn mağaza');
    await user.type(screen.getByLabelText(/^Nə edilməlidir/), 'Sifarişlər, anbar və hesabatlar bölməsi.');
    await user.type(screen.getByLabelText('Mərhələ 1'), 'Sifarişlər');
    await user.type(screen.getByLabelText(/^Mərhələ 1 qiyməti/), '40000000');
    await user.click(screen.getByRole('button', { name: 'Təklifi göndər' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toMatchObject({
      collaboratorId: 'C1',
      aboutProject: 'P1',
      fromRequest: null,
    });
    // A project that can no longer be named is said so, in the reader's language.
    environment.mock.resolve(sent, {
      data: {
        proposeContract: {
          __typename: 'ValidationError',
          code: 'VALIDATION_FAILED',
          fields: [{ path: 'input.aboutProject', code: 'PROJECT_NOT_COLLABORATING' }],
        },
      },
    });
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^Bu layihənin adını çəkmək olmaz/));
  });
});
