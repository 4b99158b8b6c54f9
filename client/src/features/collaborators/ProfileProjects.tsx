import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProfileProjects_collaborator$key } from '../../__generated__/ProfileProjects_collaborator.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { profileMessages as m } from './messages';

/** The portfolio projects whose team names the collaborator: cover, title and summary, each to its page. */
export function ProfileProjects({ collaborator }: { collaborator: ProfileProjects_collaborator$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { portfolioProjects: projects } = useFragment(
    graphql`
      fragment ProfileProjects_collaborator on Collaborator {
        portfolioProjects {
          id
          path
          confidential
          cover {
            thumbUrl
          }
          readerWords {
            locale
            title
            summary
          }
        }
      }
    `,
    collaborator,
  );
  if (!projects.length) return null;
  return (
    <section aria-labelledby="profile-projects" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="profile-projects" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(m.projects)}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {projects.map((project) => (
          <li key={project.id} className="overflow-hidden rounded-xl border border-slate-200">
            <Link to={localePath(locale, project.path)} className="block hover:bg-slate-50">
              {project.cover ? (
                <img
                  src={project.cover.thumbUrl}
                  alt=""
                  width={480}
                  height={300}
                  loading="lazy"
                  className="aspect-[8/5] w-full object-cover"
                />
              ) : null}
              <span className="block p-3">
                {project.confidential ? (
                  <span className="mb-1 block w-fit rounded-md bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                    {intl.formatMessage(m.privateProject)}
                  </span>
                ) : null}
                <span
                  lang={project.readerWords?.locale}
                  dir="auto"
                  className="block font-semibold text-slate-900"
                >
                  {project.readerWords?.title}
                </span>
                <span
                  lang={project.readerWords?.locale}
                  dir="auto"
                  className="mt-1 block text-sm text-slate-600"
                >
                  {project.readerWords?.summary}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
