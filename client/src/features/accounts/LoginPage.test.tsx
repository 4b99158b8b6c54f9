import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import LoginPageQuery, {
  type LoginPageQuery as LoginPageQueryType,
} from '../../__generated__/LoginPageQuery.graphql';
import type { Locale } from '../../app/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BUTTON_TIMEOUT_MS } from './components/GoogleSignInButton';
import { GOOGLE_SCRIPT_URL } from './googleIdentity';
import { LoginView } from './LoginPage';

interface Setup {
  viewer?: { displayName: string; email?: string; registered: boolean } | null;
  googleClientId?: string | null;
  devAccounts?: { key: string; displayName: string; roles: string[] }[] | null;
  locale?: Locale;
  path?: string;
}

function renderLogin({
  viewer = null,
  googleClientId = null,
  devAccounts = null,
  locale = 'en',
  path,
}: Setup) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<LoginPageQueryType>(environment, LoginPageQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({ viewer }),
      SignInOptions: () => ({
        googleClientId,
        devSignIn: devAccounts !== null,
        devAccounts: devAccounts ?? [],
      }),
    }),
  );
  const utils = renderWithProviders(
    <Suspense>
      <LoginView queryRef={queryRef} />
    </Suspense>,
    { locale, environment, path: path ?? `/${locale}/login` },
  );
  return { ...utils, environment };
}

const DEMO_ACCOUNTS = [
  { key: 'job-seeker', displayName: 'Sara Rezaei', roles: ['JOB_SEEKER'] },
  { key: 'employer', displayName: 'Aryan Data', roles: ['EMPLOYER'] },
];

describe('login page', () => {
  it('says Google sign-in is not configured, and loads nothing from Google', async () => {
    renderLogin({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Google sign-in is not configured on this site yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Development sign-in' })).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toBeNull();
  });

  it('lists the demo users with their roles when development sign-in is on, and signs in', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token_auth', 'v'.repeat(64));
    localStorage.setItem('ref_id', 'partner-7');
    const { environment, router } = renderLogin({
      devAccounts: DEMO_ACCOUNTS,
      path: '/en/login?redirect=%2Fen%2Fpanel%2Fprofile',
    });
    const dev = await screen.findByRole('region', { name: 'Development sign-in' });
    const seeker = screen.getByRole('button', { name: /Sara Rezaei/ });
    expect(seeker).toHaveTextContent('Job seeker');
    expect(screen.getByRole('button', { name: /Aryan Data/ })).toHaveTextContent('Employer');
    expect(screen.getByRole('button', { name: /New user/ })).toBeInTheDocument();
    expect(dev).toContainElement(seeker);

    await user.click(seeker);
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({
      account: 'job-seeker',
      visitorId: 'v'.repeat(64),
      referralId: 'partner-7',
    });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          devSignIn: {
            __typename: 'MutationDevSignInSuccess',
            data: { token: 'session-token', needsRegistration: false },
          },
        },
      }),
    );
    expect(localStorage.getItem('auth_token')).toBe('session-token');
    expect(router.state.location.pathname).toBe('/en/panel/profile');
  });

  it('explains when the Google script cannot be loaded', async () => {
    renderLogin({ googleClientId: 'client.apps.googleusercontent.com' });
    expect(await screen.findByText('Connecting to Google…')).toBeInTheDocument();
    const script = document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    act(() => void script!.dispatchEvent(new Event('error')));
    expect(
      await screen.findByText(
        'Could not connect to the Google service. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it('sends the Google credential and explains a refused one', async () => {
    let callback: ((response: { credential?: string }) => void) | undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (config) => {
            callback = config.callback;
          },
          renderButton: (parent) => parent.append(document.createElement('iframe')),
        },
      },
    };
    try {
      const { environment } = renderLogin({ googleClientId: 'client.apps.googleusercontent.com' });
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      await waitFor(() => expect(callback).toBeDefined());
      act(() => callback!({ credential: 'google-id-token' }));
      const mutation = environment.mock.getMostRecentOperation();
      expect(mutation.request.variables.input).toMatchObject({ credential: 'google-id-token' });
      await act(async () =>
        environment.mock.resolve(mutation, {
          data: { signInWithGoogle: { __typename: 'GoogleSignInError', code: 'EXPIRED' } },
        }),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your Google sign-in has expired. Please try again.',
      );
      expect(localStorage.getItem('auth_token')).toBeNull();
    } finally {
      delete window.google;
    }
  });

  it('asks for a refresh when Google draws no button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.google = { accounts: { id: { initialize: () => undefined, renderButton: () => undefined } } };
    try {
      renderLogin({ googleClientId: 'client.apps.googleusercontent.com' });
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      await act(async () => vi.advanceTimersByTimeAsync(BUTTON_TIMEOUT_MS));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The Google sign-in button was not found. Please refresh the page.',
      );
    } finally {
      delete window.google;
      vi.useRealTimers();
    }
  });

  it('shows a signed-in user the way to the dashboard, in Persian', async () => {
    renderLogin({ viewer: { displayName: 'سارا رضایی', registered: true }, locale: 'fa' });
    expect(await screen.findByText('شما با نام سارا رضایی وارد شده‌اید.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به داشبورد' })).toHaveAttribute('href', '/fa/panel');
  });
});

// The registration form loads only for a new account; its module is loaded once here, so that the test does not wait
// for the module to be compiled on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./components/RegistrationForm'), import('../../app/AriaProviders')]);
});

describe('registration step', () => {
  it('asks for the full name before sending, then goes where the user was going', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderLogin({
      viewer: { displayName: 'new-1a2b3c4d', email: 'new-1a2b3c4d@demo.karnama.local', registered: false },
      path: '/en/login?redirect=%2Fen%2Fjobs',
    });
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(name, '  Mary Ahmadi ');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(screen.getByText('Please accept the terms of use to register.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(
      screen.getByRole('link', { name: /^Read the terms of use \(version 1, March 21, 2025\)$/ }),
    ).toHaveAttribute('href', '/en/terms');

    await user.click(screen.getByRole('checkbox', { name: 'I have read the terms of use and accept them' }));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({ fullName: 'Mary Ahmadi', termsVersion: 1 });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          completeRegistration: {
            __typename: 'MutationCompleteRegistrationSuccess',
            data: { id: 'u1', registered: true, fullName: 'Mary Ahmadi', displayName: 'Mary Ahmadi' },
          },
        },
      }),
    );
    expect(router.state.location.pathname).toBe('/en/jobs');
  });

  it('suggests the Google name and shows the server’s code in Persian', async () => {
    const user = userEvent.setup();
    const { environment } = renderLogin({
      viewer: { displayName: 'مریم احمدی', email: 'maryam@example.com', registered: false },
      locale: 'fa',
    });
    const name = await screen.findByRole('textbox', { name: 'نام و نام خانوادگی' });
    expect(name).toHaveValue('مریم احمدی');
    // The terms' date in the Persian calendar, with Persian digits.
    expect(
      screen.getByRole('link', { name: /خواندن قوانین و مقررات \(نسخهٔ ۱، ۱ فروردین ۱۴۰۴/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'قوانین و مقررات را خوانده‌ام و می‌پذیرم' }));
    await user.click(screen.getByRole('button', { name: 'تکمیل ثبت‌نام' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          completeRegistration: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.fullName', code: 'FULL_NAME_TOO_LONG' }],
          },
        },
      }),
    );
    expect(screen.getByText('نام و نام خانوادگی حداکثر می‌تواند ۱۲۰ نویسه باشد.')).toBeInTheDocument();
  });
});
