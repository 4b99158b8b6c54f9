import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import ContactPageQuery from '../../__generated__/ContactPageQuery.graphql';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import contentEn from '../../i18n/lang/content/en.json';
import contentFa from '../../i18n/lang/content/fa.json';
import { ContactPage } from './ContactPage';

vi.mock('altcha-lib', () => ({ solveChallenge: async () => ({ counter: 3, derivedKey: 'cd' }) }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({
  deriveKey: async () => ({ derivedKey: new Uint8Array() }),
}));

/** The contact page at `url`, support's status as given, and the captcha solved. */
async function renderContact(
  url: string,
  status: { online: boolean; minutesSinceSeen: number | null; workingHours: boolean },
  locale: 'en' | 'fa' = 'en',
) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: `/${locale}/contact`,
        loader: () => ({ queryRef: loadQuery(environment, ContactPageQuery, {}) }),
        element: (
          <I18nProvider
            locale={locale}
            messages={locale === 'fa' ? { ...fa, ...contentFa } : { ...en, ...contentEn }}
          >
            <Suspense fallback={<p>loading</p>}>
              <ContactPage />
            </Suspense>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  const resolve = async (name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) => {
    await waitFor(() =>
      expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toContain(name),
    );
    const operation = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.operation.name === name)!;
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  };
  await resolve('ContactPageQuery', { SupportStatus: () => status });
  return Object.assign(environment, {
    /** Touches the form, which starts the captcha, and solves it. */
    solveCaptcha: async () => {
      await userEvent.setup().click(await screen.findByLabelText('Name'));
      await resolve('useCaptchaQuery', { Query: () => ({ captchaChallenge: '{"parameters":{}}' }) });
    },
  });
}

describe('the contact page', () => {
  it('says support is offline with the minutes since an admin was last active, in Persian digits', async () => {
    await renderContact('/fa/contact', { online: false, minutesSinceSeen: 42, workingHours: true }, 'fa');
    expect(await screen.findByText('پشتیبانی آفلاین است')).toBeInTheDocument();
    expect(screen.getByText('آخرین فعالیت ۴۲ دقیقه پیش')).toBeInTheDocument();
    expect(screen.getByText('در کمتر از ۲ ساعت پاسخ می‌دهیم.')).toBeInTheDocument();
  });

  it('says support is online, and nothing of minutes', async () => {
    await renderContact('/en/contact', { online: true, minutesSinceSeen: 1, workingHours: true });
    expect(await screen.findByText('Support is online')).toBeInTheDocument();
    expect(screen.queryByText(/Last active/)).toBeNull();
  });

  it('reports a problem from an error page with its address and status, and says the report was sent', async () => {
    const environment = await renderContact(
      `/en/contact?subject=support&report=${encodeURIComponent('/en/jobs/gone')}&status=410`,
      { online: false, minutesSinceSeen: null, workingHours: false },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a problem' })).toBeInTheDocument();
    expect(screen.getByText('/en/jobs/gone')).toBeInTheDocument();
    expect(screen.getByText('410')).toBeInTheDocument();
    // No subject to choose: a report is support's.
    expect(screen.queryByLabelText('Subject')).toBeNull();
    await environment.solveCaptcha();
    expect(await screen.findByText('Checked: you are a person.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Reza Rahimi');
    await user.type(screen.getByLabelText('E-mail'), 'reza@example.com');
    await user.type(screen.getByLabelText('What happened'), 'The job I saved is gone.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
        'ContactPageReportMutation',
      ),
    );
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toMatchObject({
      name: 'Reza Rahimi',
      failingPath: '/en/jobs/gone',
      failingStatus: 410,
    });
    environment.mock.resolve(mutation, {
      data: { reportProblem: { __typename: 'MutationReportProblemSuccess' } },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Error report sent.'));
  });

  it('shows the trust badges and premium support in Persian, and premium support’s ask chooses the subject', async () => {
    await renderContact('/fa/contact', { online: true, minutesSinceSeen: 0, workingHours: true }, 'fa');
    expect(await screen.findByText('پاسخ در کمتر از ۲ ساعت')).toBeInTheDocument();
    const badges = screen.getByRole('region', { name: 'آنچه قول می‌دهیم' });
    expect(within(badges).getByText('شنبه تا پنجشنبه، ساعت ۸ تا ۲۱ به وقت تهران')).toBeInTheDocument();
    expect(within(badges).getByText('پیامتان پیش از آنکه بگوییم «رسید» ذخیره می‌شود')).toBeInTheDocument();
    expect(within(badges).getAllByRole('listitem')).toHaveLength(5);

    const premium = screen.getByRole('region', { name: 'پشتیبانی ویژه' });
    expect(within(premium).getByText('پیام‌های شما در صندوق پشتیبانی در اولویت')).toBeInTheDocument();
    expect(within(premium).getByText(/کوتاه‌تر از ۲ ساعت/)).toBeInTheDocument();
    expect(within(premium).queryByText(/تومان|ریال|\d/)).toBeNull();
    expect(within(premium).getByRole('link', { name: 'درخواست پشتیبانی ویژه' })).toHaveAttribute(
      'href',
      '/fa/contact?subject=partnership#contact-form',
    );
    expect(within(premium).getByRole('link', { name: 'درخواست مشاوره' })).toHaveAttribute(
      'href',
      '/fa/cooperation?type=consultation',
    );
  });

  it('opens with the subject a link chose, as premium support’s does', async () => {
    await renderContact('/en/contact?subject=partnership', {
      online: false,
      minutesSinceSeen: 3,
      workingHours: true,
    });
    expect(await screen.findByLabelText('Subject')).toHaveValue('PARTNERSHIP');
    expect(screen.getByRole('region', { name: 'Premium support' })).toBeInTheDocument();
  });

  it('asks for no challenge and loads no rules until the form is touched, then tells the fields’ problems', async () => {
    const environment = await renderContact('/en/contact', {
      online: true,
      minutesSinceSeen: 0,
      workingHours: true,
    });
    await screen.findByLabelText('Name');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.queryByText(/Checking that you are a person/)).toBeNull();
    await environment.solveCaptcha();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getByText('The name must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose a subject.')).toBeInTheDocument();
  });
});
