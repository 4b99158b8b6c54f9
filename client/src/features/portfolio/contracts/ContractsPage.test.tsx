import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import ContractsPageQuery, {
  type ContractsPageQuery as ContractsPageQueryType,
} from '../../../__generated__/ContractsPageQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { toast } from '../../../app/toast';
import { Contracts } from './ContractsPage';

vi.mock('../../../app/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The upload itself is the gateway's (its own tests); here it answers a receipt.
vi.mock('../../../shared/uploads/sendUpload', () => ({
  sendUpload: vi.fn(async () => ({ upload: 'receipt-1', bytes: 2048, pages: 2 })),
  UploadError: class extends Error {},
}));

const milestone = (id: string, position: number, status: string, held: number) => ({
  id,
  position,
  title: `Stage ${position}`,
  amountRials: 40_000_000,
  status,
  viewerCanFund: status === 'PROPOSED',
  heldRials: held,
  releasedRials: 40_000_000 - held,
  refundedRials: 0,
  submissionNote: status === 'SUBMITTED' ? 'The catalogue: https://staging.example.com' : null,
  reviewEndsAt: status === 'SUBMITTED' ? '2026-12-14T09:00:00.000Z' : null,
  disputedBy: null as string | null,
  disputeRespondBy: null as string | null,
  disputeAnswer: null,
  disputeLoser: null,
  disputeReason: null as string | null,
  evidence: [] as { name: string; pages: number; byRole: string; downloadPath: string }[],
});

function renderContracts(locale: Locale, contract: Record<string, unknown>) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ContractsPageQueryType>(environment, ContractsPageQuery, { admin: false });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ registered: true }),
      QueryMyContractsConnection: () => ({
        edges: [{ cursor: 'c1', node: contract }],
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    }),
  );
  renderWithProviders(
    <Suspense>
      <Contracts queryRef={queryRef} />
    </Suspense>,
    { locale, environment, path: `/${locale}/panel/contracts` },
  );
  return environment;
}

const contract = (viewerRole: string, status: string, milestones: ReturnType<typeof milestone>[]) => ({
  id: 'c1',
  title: 'An online shop',
  scope: 'A shop with a catalogue and payments.',
  status,
  viewerRole,
  reviewMinutes: 14 * 1440,
  declineReason: null,
  totalRials: 80_000_000,
  client: { displayName: 'Sara' },
  collaborator: { displayName: 'Reza' },
  milestones,
});

describe('the contracts page', () => {
  it('lets a client release a part of a milestone handed in, typed in tomans with Persian digits', async () => {
    const user = userEvent.setup();
    const environment = renderContracts(
      'fa',
      contract('CLIENT', 'ACTIVE', [
        milestone('m1', 1, 'SUBMITTED', 40_000_000),
        milestone('m2', 2, 'PROPOSED', 0),
      ]),
    );
    const first = (await screen.findByRole('heading', { name: '۱. Stage 1' })).closest('li')!;
    expect(within(first).getByText('تحویل شده، در حال بررسی')).toBeInTheDocument();
    // The review deadline on the Persian calendar, in Persian digits.
    expect(within(first).getByText(/تا .*۱۴۰۵.* بررسی کنید/)).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: '۲. Stage 2' }).closest('li')!;
    expect(
      within(second).getByRole('button', { name: 'واریز ۴٬۰۰۰٬۰۰۰ تومان به حساب امن' }),
    ).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'تأیید بخشی از آن' }));
    const amount = within(first).getByLabelText('مبلغی که اکنون آزاد شود (تا ۴٬۰۰۰٬۰۰۰ تومان)');
    await user.type(amount, '۵٬۰۰۰٬۰۰۰');
    await user.click(within(first).getByRole('button', { name: 'آزاد کردن این بخش' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('مبلغی تا ۴٬۰۰۰٬۰۰۰ تومان وارد کنید.');
    await user.clear(amount);
    await user.type(amount, '۲٬۰۰۰٬۰۰۰');
    await user.click(within(first).getByRole('button', { name: 'آزاد کردن این بخش' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('MilestoneRowApproveMutation');
    expect(sent.request.variables).toEqual({ input: { id: 'm1', amountRials: 20_000_000 } });
  });

  it('lets a collaborator accept a proposal, or decline it with a reason long enough', async () => {
    const user = userEvent.setup();
    const environment = renderContracts('en', {
      ...contract('COLLABORATOR', 'PROPOSED', [milestone('m1', 1, 'PROPOSED', 0)]),
      fromRequest: null,
      project: { path: '/portfolio/open-shop', readerWords: { title: 'The open shop' } },
    });
    const card = (await screen.findByRole('heading', { name: 'An online shop' })).closest('li')!;
    expect(within(card).getByText(/Client: Sara/)).toBeInTheDocument();
    // The project open to collaborators it is about, a link to its page.
    expect(within(card).getByRole('link', { name: 'About the project “The open shop”' })).toHaveAttribute(
      'href',
      '/en/portfolio/open-shop',
    );
    expect(within(card).queryByRole('button', { name: /into escrow/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.type(within(card).getByLabelText('Why you decline it'), 'Busy');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(within(card).getByText('At least 10 characters.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept the contract' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('ContractCardAnswerMutation');
    expect(sent.request.variables).toEqual({ input: { id: 'c1', answer: 'ACCEPT' } });
  });

  it('puts a proposal made to the viewer on top as it arrives, and changes a card shown where it is', async () => {
    const environment = renderContracts(
      'en',
      contract('CLIENT', 'PROPOSED', [milestone('m1', 1, 'PROPOSED', 0)]),
    );
    await screen.findByRole('heading', { name: 'An online shop' });
    const live = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'ContractsPageSubscription')!;
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          contractChanged: {
            ...contract('COLLABORATOR', 'PROPOSED', [milestone('m9', 1, 'PROPOSED', 0)]),
            id: 'c2',
            title: 'A Telegram bot',
            __typename: 'Contract',
          },
        },
      }),
    );
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          contractChanged: {
            ...contract('CLIENT', 'ACTIVE', [milestone('m1', 1, 'PROPOSED', 0)]),
            __typename: 'Contract',
          },
        },
      }),
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['A Telegram bot', 'An online shop']);
    const shop = screen.getByRole('heading', { name: 'An online shop' }).closest('li')!;
    expect(within(shop).getByText('Active')).toBeInTheDocument();
  });

  it('shows a dispute’s evidence to the other side, who answers it with a PDF of their own', async () => {
    const user = userEvent.setup();
    const environment = renderContracts(
      'en',
      contract('COLLABORATOR', 'ACTIVE', [
        {
          ...milestone('m1', 1, 'DISPUTED', 40_000_000),
          disputedBy: 'CLIENT',
          disputeReason: 'The launch never happened.',
          disputeRespondBy: '2026-12-03T09:00:00.000Z',
          evidence: [
            { name: 'launch-date.pdf', pages: 2, byRole: 'CLIENT', downloadPath: '/private-files/t1' },
          ],
        },
      ]),
    );
    const row = (await screen.findByRole('heading', { name: '1. Stage 1' })).closest('li')!;
    const evidence = within(row).getByRole('list', { name: 'Evidence' });
    expect(within(evidence).getByRole('link', { name: /launch-date\.pdf/ })).toHaveAttribute(
      'href',
      '/private-files/t1',
    );
    expect(evidence).toHaveTextContent('from the client, 2 pages');

    await user.click(within(row).getByRole('button', { name: 'Answer the dispute' }));
    await user.type(within(row).getByRole('textbox'), 'The launch waited for the bank keys.');
    const pdf = new File(['%PDF-1.7'], 'keys asked.pdf', { type: 'application/pdf' });
    await user.upload(row.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    expect(await within(row).findByRole('list', { name: 'PDFs to send as evidence' })).toHaveTextContent(
      'keys asked.pdf',
    );
    await user.click(within(row).getByRole('button', { name: 'Send' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('MilestoneRowAnswerDisputeMutation');
    expect(sent.request.variables).toEqual({
      input: {
        id: 'm1',
        reason: 'The launch waited for the bank keys.',
        evidence: [{ upload: 'receipt-1', name: 'keys asked.pdf' }],
      },
    });
    // The receipt had expired by then: the writer is told to attach the PDF again, and the form keeps the words.
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          answerMilestoneDispute: {
            __typename: 'ValidationError',
            code: 'VALIDATION_FAILED',
            fields: [{ path: 'input.evidence.0.upload' }],
          },
        },
      }),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'An attached PDF is no longer valid. Attach it again, then send.',
    );
    expect(within(row).queryByRole('list', { name: 'PDFs to send as evidence' })).not.toBeInTheDocument();
    expect(within(row).getByRole('textbox')).toHaveValue('The launch waited for the bank keys.');
  });
});
