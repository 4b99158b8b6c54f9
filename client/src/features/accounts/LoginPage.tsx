import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { withAriaProviders } from '../../app/withAriaProviders';
import { primaryButtonClass } from '../../ui/buttons';
import { loginMessages } from './messages';
import { SignInOptions } from './components/SignInOptions';
import { REDIRECT_PARAM, safeRedirect } from '../../shared/accounts/redirect';

/** Only a new account sees it (built with react-aria): the sign-in page itself loads none of it. */
const RegistrationForm = lazy(async () => ({
  default: await withAriaProviders(
    import('./components/RegistrationForm').then(({ RegistrationForm }) => RegistrationForm),
  ),
}));

export interface LoginPageLoaderData {
  queryRef: PreloadedQuery<LoginPageQuery>;
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
          ...SignInOptions_options
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
        page={intl.formatMessage(loginMessages.title)}
        description={intl.formatMessage(loginMessages.intro)}
      />
      <Suspense fallback={<PageSpinner />}>
        <LoginView queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
