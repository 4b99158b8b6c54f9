import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { homeMessages } from '../messages';

const ITEMS: { path: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { path: '/talent-test', title: homeMessages.exploreTests, text: homeMessages.exploreTestsText },
  { path: '/portfolio', title: homeMessages.explorePortfolio, text: homeMessages.explorePortfolioText },
  {
    path: '/collaborators',
    title: homeMessages.exploreCollaborators,
    text: homeMessages.exploreCollaboratorsText,
  },
  { path: '/services', title: homeMessages.exploreServices, text: homeMessages.exploreServicesText },
];

export function ExploreSection() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section aria-labelledby="explore" className="space-y-5">
      <h2 id="explore" className="text-2xl font-bold text-slate-900">
        {intl.formatMessage(homeMessages.exploreTitle)}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map((item) => (
          <li key={item.path}>
            <Link
              to={localePath(locale, item.path)}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              <h3 className="font-semibold text-slate-900">{intl.formatMessage(item.title)}</h3>
              <p className="mt-2 text-sm text-slate-600">{intl.formatMessage(item.text)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
