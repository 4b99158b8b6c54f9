import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { SignInOptions_options$key } from '../../../__generated__/SignInOptions_options.graphql';
import { trackingIds } from '../../../app/visitor';
import { googleErrorMessages, loginMessages } from '../messages';
import { useDevSignInMutation } from '../mutations/useDevSignInMutation';
import { useSignInWithGoogleMutation } from '../mutations/useSignInWithGoogleMutation';
import { useChangeIdentity } from '../session';
import { DevSignIn } from './DevSignIn';
import { GoogleSignInButton } from './GoogleSignInButton';

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

/** Google's sign-in, and on development installations the demo users. */
export function SignInOptions({
  options: optionsRef,
  target,
}: {
  options: SignInOptions_options$key;
  target: string;
}) {
  const intl = useIntl();
  const options = useFragment(
    graphql`
      fragment SignInOptions_options on SignInOptions {
        googleClientId
        devSignIn
        ...DevSignIn_options
      }
    `,
    optionsRef,
  );
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
