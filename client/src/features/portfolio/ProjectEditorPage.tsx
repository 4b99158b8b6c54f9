import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { ProjectEditorPageQuery } from '../../__generated__/ProjectEditorPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { CollaboratorsOnly, writesProjects } from './editor/CollaboratorsOnly';
import { editorMessages as m } from './editor/messages';
import { ProjectEditor } from './editor/ProjectEditor';

export interface ProjectEditorPageLoaderData {
  queryRef: PreloadedQuery<ProjectEditorPageQuery>;
}

function Editor({ queryRef }: ProjectEditorPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<ProjectEditorPageQuery>(
    graphql`
      query ProjectEditorPageQuery($slug: String!, $editing: Boolean!) {
        viewer {
          registered
          roles
        }
        myCollaboratorProfile {
          ...ProjectEditor_profile
        }
        portfolioProject(slug: $slug) @include(if: $editing) {
          id
          # Null unless the viewer owns it (or is an admin): someone else's published project is not theirs to edit.
          visibility
          ...ProjectEditor_project
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!writesProjects(data.viewer.roles)) return <CollaboratorsOnly />;
  const editing = queryRef.variables.editing;
  const project = data.portfolioProject?.visibility ? data.portfolioProject : null;
  if (editing && !project) {
    return (
      <EmptyState
        text={intl.formatMessage(m.missing)}
        action={
          <Link to={localePath(locale, '/panel/portfolio')} className={secondaryButtonClass}>
            {intl.formatMessage(m.back)}
          </Link>
        }
      />
    );
  }
  return (
    <ProjectEditor
      key={project?.id ?? 'new'}
      project={project}
      profile={data.myCollaboratorProfile ?? null}
    />
  );
}

/** /panel/portfolio/new and /panel/portfolio/:slug/edit: a collaborator or an admin writes a portfolio project. */
export function ProjectEditorPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { queryRef } = useLoaderData() as ProjectEditorPageLoaderData;
  const title = intl.formatMessage(queryRef.variables.editing ? m.editTitle : m.newTitle);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.intro)} noindex />
      <PageHeader
        title={title}
        intro={intl.formatMessage(m.intro)}
        actions={
          <Link to={localePath(locale, '/panel/portfolio')} className={secondaryButtonClass}>
            {intl.formatMessage(m.back)}
          </Link>
        }
      />
      <Suspense fallback={<PageSpinner />}>
        <Editor queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
