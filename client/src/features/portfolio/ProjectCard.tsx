import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProjectCard_project$key } from '../../__generated__/ProjectCard_project.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { categoryMessages, industryMessages, portfolioMessages as m, stateMessages } from './messages';

const badgeClass = 'rounded-md px-2 py-0.5 text-xs font-semibold';

/** One project in the portfolio: its cover, title, summary, kind, stage, technologies and figures. */
export function ProjectCard({ project }: { project: ProjectCard_project$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const p = useFragment(
    graphql`
      fragment ProjectCard_project on PortfolioProject {
        path
        state
        industry
        categories
        technologies
        forSale
        hasDemo
        byTeam
        views
        likes
        cover {
          thumbUrl
          width
          height
        }
        readerWords {
          locale
          title
          summary
        }
      }
    `,
    project,
  );
  const title = p.readerWords?.title ?? '';
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-project
    >
      <Link to={localePath(locale, p.path)} tabIndex={-1} aria-hidden="true" className="block bg-slate-100">
        {p.cover ? (
          <img
            src={p.cover.thumbUrl}
            alt=""
            width={480}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[8/5] w-full object-cover"
          />
        ) : (
          <span className="flex aspect-[8/5] items-center justify-center text-sm text-slate-600">
            {intl.formatMessage(m.noCover)}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-1.5">
          <span className={`${badgeClass} bg-slate-100 text-slate-700`}>
            {intl.formatMessage(stateMessages[p.state as keyof typeof stateMessages])}
          </span>
          {p.forSale ? (
            <span className={`${badgeClass} bg-amber-50 text-amber-800`}>
              {intl.formatMessage(m.forSale)}
            </span>
          ) : null}
          {p.hasDemo ? (
            <span className={`${badgeClass} bg-sky-50 text-sky-800`}>{intl.formatMessage(m.demo)}</span>
          ) : null}
          {p.byTeam ? (
            <span className={`${badgeClass} bg-teal-50 text-teal-800`}>{intl.formatMessage(m.byTeam)}</span>
          ) : null}
        </div>
        <h2 className="text-lg font-bold text-slate-900" lang={p.readerWords?.locale} dir="auto">
          <Link to={localePath(locale, p.path)} className="hover:text-teal-800 hover:underline">
            {title}
          </Link>
        </h2>
        {p.readerWords ? (
          <p lang={p.readerWords.locale} dir="auto" className="text-sm text-slate-700">
            {p.readerWords.summary}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          {[
            intl.formatMessage(industryMessages[p.industry as keyof typeof industryMessages]),
            ...p.categories.map((c) =>
              intl.formatMessage(categoryMessages[c as keyof typeof categoryMessages]),
            ),
          ].join(' · ')}
        </p>
        {p.technologies.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {p.technologies.slice(0, 6).map((name) => (
              <li
                key={name}
                dir="auto"
                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
              >
                {name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto flex gap-4 text-xs text-slate-500">
          <span>{intl.formatMessage(m.views, { count: p.views })}</span>
          <span>{intl.formatMessage(m.likes, { count: p.likes })}</span>
        </p>
      </div>
    </li>
  );
}
