import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKeyListTestQuery } from '../../../__generated__/ApiKeyListTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { Toasts } from '../../../app/Toasts';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ApiKeyList } from './ApiKeyList';

function TestRenderer() {
  const data = useLazyLoadQuery<ApiKeyListTestQuery>(
    graphql`
      query ApiKeyListTestQuery @relay_test_operation {
        ...ApiKeyList_query
      }
    `,
    {},
  );
  return <ApiKeyList query={data} />;
}

/** Thirty UTC days ending on 2026-11-23 (2 Azar 1405), with traffic on two of them. */
function month(traffic: Record<string, [number, number]>) {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 23) - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    const [requests, limited] = traffic[day] ?? [0, 0];
    return { day, requests, limited };
  });
}

const feed = {
  __typename: 'ApiKey',
  id: 'key-1',
  name: 'فید آگهی‌های سایت',
  prefix: 'kn_Ab3dE9xQ',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: '2026-11-23T09:30:00.000Z',
  revokedAt: null,
  usage: month({ '2026-11-22': [1200, 0], '2026-11-23': [340, 12] }),
};
const old = {
  __typename: 'ApiKey',
  id: 'key-0',
  name: 'Old importer',
  prefix: 'kn_Zz9yX8wV',
  createdAt: '2026-09-01T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: '2026-10-01T08:00:00.000Z',
  usage: month({}),
};

function renderList(locale: Locale, keys: object[] = [feed, old]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      QueryMyApiKeysConnection: () => ({
        edges: keys.map((node, i) => ({ cursor: `c${i}`, node })),
        pageInfo: { hasNextPage: false, endCursor: `c${keys.length - 1}` },
      }),
    }),
  );
  const utils = renderWithProviders(
    <Suspense>
      <TestRenderer />
      <Toasts />
    </Suspense>,
    { locale, environment },
  );
  return { ...utils, environment };
}

const created = (name: string, secret: string) => ({
  data: {
    createApiKey: {
      __typename: 'MutationCreateApiKeySuccess',
      data: {
        secret,
        apiKey: {
          __typename: 'ApiKey',
          id: 'key-2',
          name,
          prefix: secret.slice(0, 11),
          createdAt: '2026-11-23T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
          usage: month({}),
        },
      },
    },
  },
});

describe('the API keys list', () => {
  it('shows each key with its prefix, status, Jalali dates and usage, in Persian', async () => {
    renderList('fa');
    const card = await screen.findByRole('article', { name: 'فید آگهی‌های سایت' });
    expect(within(card).getByText('kn_Ab3dE9xQ…')).toBeInTheDocument();
    expect(within(card).getByText('فعال')).toBeInTheDocument();
    expect(within(card).getByText('۱۰ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(within(card).getByText('۲ آذر ۱۴۰۵، ۹:۳۰')).toBeInTheDocument();
    expect(
      within(card).getByText('۳۰ روز گذشته: ۱٬۵۴۰ درخواست پاسخ گرفت، ۱۲ درخواست به دلیل سقف مجاز رد شد'),
    ).toBeInTheDocument();
    // The days with traffic, as a table for anyone who cannot see the bars.
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'روزپاسخ‌داده‌شدهردشده',
      '۱ آذر ۱۴۰۵۱٬۲۰۰۰',
      '۲ آذر ۱۴۰۵۳۴۰۱۲',
    ]);
    expect(within(card).getByRole('button', { name: 'ابطال کلید «فید آگهی‌های سایت»' })).toBeInTheDocument();

    const revoked = screen.getByRole('article', { name: 'Old importer' });
    expect(within(revoked).getByText('باطل‌شده')).toBeInTheDocument();
    expect(within(revoked).getByText('هنوز استفاده نشده')).toBeInTheDocument();
    expect(within(revoked).getByText('در ۳۰ روز گذشته درخواستی با این کلید نیامده است.')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no keys yet', async () => {
    renderList('en', []);
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  it('creates a key, shows its secret once with a copy button, and puts the key on top of the list', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { environment } = renderList('en');
    await screen.findByRole('article', { name: 'Old importer' });
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), '  Partner portal ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreateApiKeyMutation');
    expect(operation.request.variables.input).toEqual({ name: 'Partner portal' });
    expect(operation.request.variables.connections).toEqual([
      'client:root:__ApiKeyList_myApiKeys_connection',
    ]);
    const secret = `kn_${'S'.repeat(43)}`;
    act(() => environment.mock.resolve(operation, created('Partner portal', secret)));

    const panel = await screen.findByRole('region', { name: 'Your new key: “Partner portal”' });
    expect(within(panel).getByRole('textbox', { name: 'API key' })).toHaveValue(secret);
    expect(within(panel).getByRole('alert')).toHaveTextContent('It will not be shown again');
    await user.click(within(panel).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(panel).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'api-key-key-2',
      'api-key-key-1',
      'api-key-key-0',
    ]);

    // Once dismissed, the secret is nowhere on the page; the form is back for another key.
    await user.click(within(panel).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret.slice(11));
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('');
  });

  it('checks the name with the shared rule before sending, and explains the key limit', async () => {
    const user = userEvent.setup();
    const { environment } = renderList('fa');
    await screen.findByRole('article', { name: 'Old importer' });
    const operations = environment.mock.getAllOperations().length;
    await user.click(screen.getByRole('button', { name: 'ساخت کلید' }));
    expect(screen.getByText('لطفاً برای کلید نامی بنویسید.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(operations);

    await user.type(screen.getByRole('textbox', { name: 'نام کلید' }), 'یازدهمی');
    await user.click(screen.getByRole('button', { name: 'ساخت کلید' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { createApiKey: { __typename: 'ConflictError', code: 'API_KEY_LIMIT_REACHED' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'شما هم‌اکنون ۱۰ کلید فعال دارید. برای ساخت کلید جدید، یکی از کلیدهایی را که دیگر به کار نمی‌برید باطل کنید.',
    );
  });

  it('revokes a key after asking; the card then says it is revoked', async () => {
    const user = userEvent.setup();
    const { environment } = renderList('en');
    const card = await screen.findByRole('article', { name: 'فید آگهی‌های سایت' });
    await user.click(within(card).getByRole('button', { name: 'Revoke the key “فید آگهی‌های سایت”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    expect(dialog).toHaveTextContent('will be refused within a few seconds');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useRevokeApiKeyMutation');
    expect(operation.request.variables).toEqual({ id: 'key-1' });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          revokeApiKey: {
            __typename: 'MutationRevokeApiKeySuccess',
            data: { id: 'key-1', revokedAt: '2026-11-23T10:05:00.000Z' },
          },
        },
      }),
    );
    expect(await within(card).findByText('Revoked')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('The key was revoked.')).toBeInTheDocument();
  });
});
