import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { transportMessages } from '../relay/messages';
import { useLocale } from './LocaleContext';
import { directionOf, localePath } from './locale';
import { errorMessages } from './messages';
import { PageMeta } from './PageMeta';

export type ErrorKind = 'notFound' | 'gone' | 'server' | 'unavailable' | 'rateLimited' | 'general';

const COPY: Record<ErrorKind, { title: MessageDescriptor; message: MessageDescriptor; status?: number }> = {
  notFound: { title: errorMessages.notFoundTitle, message: errorMessages.notFoundMessage, status: 404 },
  gone: { title: errorMessages.goneTitle, message: errorMessages.goneMessage, status: 410 },
  server: { title: errorMessages.serverTitle, message: errorMessages.serverMessage, status: 500 },
  unavailable: {
    title: errorMessages.unavailableTitle,
    message: transportMessages.unavailable,
    status: 503,
  },
  rateLimited: {
    title: errorMessages.rateLimitedTitle,
    message: transportMessages.rateLimited,
    status: 429,
  },
  general: { title: errorMessages.generalTitle, message: errorMessages.generalMessage },
};

/** "Try again in 40 seconds" or, for a wait of minutes, "in 10 minutes". */
function waitMessage(retryAfter: number): { message: MessageDescriptor; values: Record<string, number> } {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return seconds < 90
    ? { message: transportMessages.rateLimited, values: { seconds } }
    : { message: transportMessages.rateLimitedMinutes, values: { minutes: Math.ceil(seconds / 60) } };
}

interface ErrorPageProps {
  kind?: ErrorKind;
  /** The failure's own status (e.g. 503) when it carried one; otherwise the page's usual code. */
  status?: number;
  /** The address that failed, shown on the 404 page. */
  path?: string;
  /** Seconds until another try may succeed (429 and 503), as the server's Retry-After said. */
  retryAfter?: number;
  onRetry?: () => void;
  /**
   * "Try again" as a link to this address, for the page the server sends without the page's code (a refused
   * render): it works without script.
   */
  retryHref?: string;
}

const secondaryButtonClass =
  'rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

const linkClass =
  'rounded font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function ErrorPage({
  kind = 'notFound',
  status,
  path,
  retryAfter,
  onRetry,
  retryHref,
}: ErrorPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const copy = COPY[kind];
  const code = kind === 'notFound' || kind === 'gone' ? copy.status : (status ?? copy.status);
  const title = intl.formatMessage(copy.title);
  const wait = kind === 'rateLimited' ? waitMessage(retryAfter ?? 60) : null;
  const message = wait ? intl.formatMessage(wait.message, wait.values) : intl.formatMessage(copy.message);
  // §8: the contact form, pre-filled with subject support, the failing address and its status.
  const { pathname } = useLocation();
  const reportHref = `${localePath(locale, '/contact')}?${new URLSearchParams({
    subject: 'support',
    report: path ?? pathname,
    status: String(status ?? copy.status ?? 500),
  })}`;

  return (
    <section
      aria-labelledby="error-title"
      dir={directionOf(locale)}
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12"
    >
      <PageMeta noindex page={title} description={message} />
      {code ? (
        <p
          className="text-6xl font-black tracking-tight text-teal-700 sm:text-7xl"
          aria-label={intl.formatMessage(errorMessages.statusLabel, { status: code })}
        >
          {intl.formatNumber(code, { useGrouping: false })}
        </p>
      ) : null}
      <h1 id="error-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {path ? (
        <p className="mt-4 text-sm text-slate-600">
          {intl.formatMessage(errorMessages.requestedPath)}
          <code dir="ltr" className="ms-2 rounded bg-slate-100 px-2 py-1 font-mono text-slate-800">
            {path}
          </code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <Link
          to={localePath(locale)}
          className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(errorMessages.backHome)}
        </Link>
        {retryHref ? (
          <a href={retryHref} className={secondaryButtonClass}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </a>
        ) : onRetry ? (
          <button type="button" onClick={onRetry} className={secondaryButtonClass}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </button>
        ) : null}
        <Link to={reportHref} className={linkClass}>
          {intl.formatMessage(errorMessages.reportProblem)}
        </Link>
      </div>
      {/* Waiting is what helps with a refusal (429, 503): the other ways round a missing page do not apply. */}
      {wait || kind === 'unavailable' ? null : (
        <div className="mt-10 border-t border-slate-100 pt-6 text-start">
          <h2 className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(errorMessages.suggestionsTitle)}
          </h2>
          <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-600">
            <li>{intl.formatMessage(errorMessages.suggestionCheckUrl)}</li>
            <li>
              <Link to={localePath(locale, '/jobs')} className={linkClass}>
                {intl.formatMessage(errorMessages.suggestionSearch)}
              </Link>
            </li>
            <li>{intl.formatMessage(errorMessages.suggestionNavigation)}</li>
            <li>
              <Link to={localePath(locale, '/contact')} className={linkClass}>
                {intl.formatMessage(errorMessages.suggestionContact)}
              </Link>
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
