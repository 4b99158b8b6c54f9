import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { comingSoonMessages, comingSoonTitles } from './messages';

export type ComingSoonPageKey = keyof typeof comingSoonTitles;

/** Placeholder for sections that exist in the navigation but are not built yet. */
export function ComingSoonPage({ page }: { page: ComingSoonPageKey }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(comingSoonTitles[page]);

  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto max-w-2xl rounded-2xl border border-dashed border-teal-300 bg-white p-10 text-center"
    >
      <PageMeta noindex page={title} description={intl.formatMessage(comingSoonMessages.message)} />
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800">
        {intl.formatMessage(comingSoonMessages.badge)}
      </p>
      <h1 id="coming-soon-title" className="mt-4 text-3xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{intl.formatMessage(comingSoonMessages.message)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          to={localePath(locale, '/jobs')}
          className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(comingSoonMessages.browseJobs)}
        </Link>
        <Link
          to={localePath(locale)}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(comingSoonMessages.backHome)}
        </Link>
      </div>
    </section>
  );
}
