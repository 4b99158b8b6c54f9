import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MyProjectRow_project$key } from '../../__generated__/MyProjectRow_project.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { secondaryButtonClass } from '../../ui/buttons';
import { myProjectsMessages as m, visibilityMessages } from './editor/messages';
import { ProjectVisibilityButton } from './editor/ProjectVisibilityButton';

/** One of the viewer's projects: its cover, title and visibility, and what can be done with it. */
export function MyProjectRow({ project: key }: { project: MyProjectRow_project$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const project = useFragment(
    graphql`
      fragment MyProjectRow_project on PortfolioProject {
        id
        slug
        path
        visibility
        readerWords {
          title
        }
        cover {
          thumbUrl
        }
      }
    `,
    key,
  );
  const title = project.readerWords?.title ?? intl.formatMessage(m.untitled);
  const visibility = (project.visibility ?? 'DRAFT') as keyof typeof visibilityMessages;
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      {project.cover ? (
        <img
          src={project.cover.thumbUrl}
          alt=""
          loading="lazy"
          className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600">
          {intl.formatMessage(m.noCover)}
        </span>
      )}
      <div className="min-w-40 flex-1">
        <h3 className="font-semibold text-slate-900" dir="auto">
          {title}
        </h3>
        <p className="text-sm text-slate-600" data-visibility={visibility}>
          {intl.formatMessage(visibilityMessages[visibility] ?? visibilityMessages.DRAFT)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={localePath(locale, `/panel/portfolio/${project.slug}/edit`)}
          aria-label={intl.formatMessage(m.editProject, { title })}
          className={secondaryButtonClass}
        >
          {intl.formatMessage(m.edit)}
        </Link>
        {visibility === 'PUBLISHED' ? (
          <Link to={localePath(locale, project.path)} className={secondaryButtonClass}>
            {intl.formatMessage(m.view)}
          </Link>
        ) : null}
        <ProjectVisibilityButton id={project.id} visibility={project.visibility} title={title} />
      </div>
    </li>
  );
}
