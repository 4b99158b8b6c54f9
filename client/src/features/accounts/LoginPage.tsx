import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { withAriaProviders } from '../../app/withAriaProviders';
import { DevSignIn } from './components/DevSignIn';
import { GoogleSignInButton } from './components/GoogleSignInButton';
import { primaryButtonClass } from '../../ui/buttons';
import { googleErrorMessages, loginMessages } from './messages';
import { useDevSignInMutation } from './mutations/useDevSignInMutation';
import { useSignInWithGoogleMutation } from './mutations/useSignInWithGoogleMutation';
import { REDIRECT_PARAM, safeRedirect } from '../../shared/accounts/redirect';
import { trackingIds } from '../../app/visitor';
import { useChangeIdentity } from './session';

/** Only a new account sees it (built with react-aria): the sign-in page itself loads none of it. */
const RegistrationForm = lazy(async () => ({
  default: await withAriaProviders(
    import('./components/RegistrationForm').then(({ RegistrationForm }) => RegistrationForm),
  ),
}));

export interface LoginPageLoaderData {
  queryRef: PreloadedQuery<LoginPageQuery>;
}

function isGoogleErrorCode(code: string): code is keyof typeof googleErrorMessages {
  return Object.hasOwn(googleErrorMessages, code);
}

/** Starts a session from a sign-in result: new users stay here for the registration step. */
function useSignedIn() {
  const changeIdentity = useChangeIdentity();
  const { pathname, search } = useLocation();
  return (payload: { token: string; needsRegistration: boolean }, target: string) =>
    changeIdentity(payload.token, payload.needsRegistration ? `${pathname}${search}` : target);
}

function SignInOptions({
  options,
  target,
}: {
  options: NonNullable<LoginPageQuery['response']['signInOptions']>;
  target: string;
}) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const signedIn = useSignedIn();
  const [commitGoogle, googlePending] = useSignInWithGoogleMutation();
  const [commitDev, devPending] = useDevSignInMutation();
  const loginFailed = () => setError(intl.formatMessage(loginMessages.loginError));

  function signInWithGoogle(credential: string) {
    setError(null);
    commitGoogle({
      variables: { input: { credential, ...trackingIds() } },
      onCompleted: ({ signInWithGoogle: result }) => {
        if (result.__typename === 'MutationSignInWithGoogleSuccess') void signedIn(result.data, target);
        else if (result.__typename === 'GoogleSignInError' && isGoogleErrorCode(result.code))
          setError(intl.formatMessage(googleErrorMessages[result.code]));
        else loginFailed();
      },
      onError: loginFailed,
    });
  }

  function devSignIn(account: string) {
    setError(null);
    commitDev({
      variables: { input: { account, ...trackingIds() } },
      onCompleted: ({ devSignIn: result }) => {
        if (result.__typename === 'MutationDevSignInSuccess') void signedIn(result.data, target);
        else loginFailed();
      },
      onError: loginFailed,
    });
  }

  const pending = googlePending || devPending;
  return (
    <div className="space-y-6">
      <header className="space-y-2 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {intl.formatMessage(loginMessages.title)}
        </h1>
        <p className="text-slate-600">{intl.formatMessage(loginMessages.intro)}</p>
      </header>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-center text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      {pending ? (
        <p role="status" className="text-center text-sm text-slate-600">
          {intl.formatMessage(loginMessages.signingIn)}
        </p>
      ) : null}
      <section
        aria-labelledby="google-sign-in"
        className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="google-sign-in" className="mb-4 text-center text-base font-bold text-slate-800">
          {intl.formatMessage(loginMessages.googleHeading)}
        </h2>
        {options.googleClientId ? (
          <GoogleSignInButton
            clientId={options.googleClientId}
            onCredential={signInWithGoogle}
            onFailure={loginFailed}
          />
        ) : (
          <p className="text-center text-sm text-slate-600">
            {intl.formatMessage(loginMessages.googleNotConfigured)}
          </p>
        )}
      </section>
      {options.devSignIn ? <DevSignIn options={options} onSignIn={devSignIn} isPending={pending} /> : null}
    </div>
  );
}

export function LoginView({ queryRef }: LoginPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get(REDIRECT_PARAM), locale);
  const data = usePreloadedQuery<LoginPageQuery>(
    graphql`
      query LoginPageQuery {
        viewer {
          displayName
          registered
          ...RegistrationForm_user
        }
        signInOptions {
          googleClientId
          devSignIn
          ...DevSignIn_options
        }
      }
    `,
    queryRef,
  );

  if (data.viewer && !data.viewer.registered) {
    return (
      <RegistrationForm user={data.viewer} onRegistered={() => void navigate(target, { replace: true })} />
    );
  }
  if (data.viewer) {
    return (
      <div className="space-y-6 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{intl.formatMessage(loginMessages.title)}</h1>
        <p className="text-slate-700">
          {intl.formatMessage(loginMessages.alreadySignedIn, { name: data.viewer.displayName })}
        </p>
        <Link to={localePath(locale, '/panel')} className={primaryButtonClass}>
          {intl.formatMessage(loginMessages.goToDashboard)}
        </Link>
      </div>
    );
  }
  return <SignInOptions options={data.signInOptions} target={target} />;
}

export function LoginPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as LoginPageLoaderData;
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <PageMeta
        noindex
        title={intl.formatMessage(pageTitles.documentTitle, {
          page: intl.formatMessage(loginMessages.title),
        })}
        description={intl.formatMessage(loginMessages.intro)}
      />
      <Suspense fallback={<PageSpinner />}>
        <LoginView queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
