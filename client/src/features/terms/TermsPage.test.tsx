import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import TermsPageQuery, {
  type TermsPageQuery as TermsPageQueryType,
} from '../../__generated__/TermsPageQuery.graphql';
import type { Locale } from '../../app/locale';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Terms } from './TermsPage';

type Viewer = { registered: boolean; termsAccepted: { version: number; acceptedAt: string } | null } | null;

function renderTerms(locale: 'en' | 'fa', viewer: Viewer) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<TermsPageQueryType>(environment, TermsPageQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({ viewer: viewer && { id: 'VXNlcjox', ...viewer } }),
    }),
  );
  const view = renderWithProviders(
    <I18nProvider locale={locale as Locale} messages={{ en, fa }[locale]}>
      <Suspense>
        <Terms queryRef={queryRef} />
      </Suspense>
    </I18nProvider>,
    { locale, environment, path: `/${locale}/terms` },
  );
  return { ...view, environment };
}

const acceptance = () => within(screen.getByRole('region', { name: /acceptance|پذیرش/i }));

describe('the terms page', () => {
  it('shows the five items of the version in force, in Persian with its Jalali date and Persian digits', async () => {
    renderTerms('fa', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'قوانین و مقررات' })).toBeInTheDocument();
    expect(screen.getByText('نسخهٔ ۱، منتشرشده در ۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('۱خدمات');
    expect(within(items[4]!).getByRole('heading', { level: 2 })).toHaveTextContent('۵داده‌های شما');
    expect(screen.getByRole('link', { name: 'تماس با ما' })).toHaveAttribute('href', '/fa/contact');
    expect(acceptance().getByRole('link', { name: 'ورود' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fa\/login\?redirect=%2Ffa%2Fterms$/),
    );
  });

  it('says when a registered reader accepted the version in force', async () => {
    renderTerms('en', {
      registered: true,
      termsAccepted: { version: 1, acceptedAt: '2026-01-10T08:00:00Z' },
    });
    expect(
      await screen.findByText('You accepted version 1 of these terms on January 10, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I accept these terms' })).toBeNull();
  });

  it('asks a registered reader who has not accepted them, and records the acceptance', async () => {
    const { environment } = renderTerms('en', { registered: true, termsAccepted: null });
    expect(
      await screen.findByText('You have not accepted these terms yet. Please read them and accept them.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I accept these terms' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({ input: { version: 1 } });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          acceptTerms: {
            __typename: 'MutationAcceptTermsSuccess',
            data: { id: 'VXNlcjox', termsAccepted: { version: 1, acceptedAt: '2026-11-28T09:00:00Z' } },
          },
        },
      }),
    );
    expect(
      await screen.findByText('You accepted version 1 of these terms on November 28, 2026.'),
    ).toBeInTheDocument();
  });

  it('sends an account that has not finished registration to finish it', async () => {
    renderTerms('en', { registered: false, termsAccepted: null });
    expect(
      await screen.findByText('You accept these terms when you complete your registration.'),
    ).toBeInTheDocument();
    expect(acceptance().getByRole('link', { name: 'Complete registration' })).toBeInTheDocument();
  });
});
