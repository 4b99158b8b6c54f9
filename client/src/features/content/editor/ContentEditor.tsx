import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ContentEditor_item$key } from '../../../__generated__/ContentEditor_item.graphql';
import type { ContentEditorPublishMutation } from '../../../__generated__/ContentEditorPublishMutation.graphql';
import type { ContentEditorSaveMutation } from '../../../__generated__/ContentEditorSaveMutation.graphql';
import type { ContentEditorUnpublishMutation } from '../../../__generated__/ContentEditorUnpublishMutation.graphql';
import { localePath, type Locale } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { ContentView } from '../items/ContentView';
import { DocumentEditor } from './DocumentEditor';
import {
  checkForm,
  draftInput,
  formOf,
  problemsByPath,
  type DocumentForm,
  type EditorProblem,
} from './documentForm';
import { editorMessages as m } from './messages';
import { MoreButton } from '../../../ui/MoreButton';

/**
 * One language's words of a content item: the form (initially its newest revision), a preview as the page shows
 * it, saving a draft, publishing, and the revisions, any of which can be loaded back or published again.
 */
export function ContentEditor({ item, lang }: { item: ContentEditor_item$key; lang: Locale }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ContentEditor_item on ContentItem
      @argumentDefinitions(
        lang: { type: "String!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "ContentEditorRefetchQuery") {
        id
        kind
        path
        publishedLocales
        publishedRevisionId(locale: $lang)
        revisions(locale: $lang, first: $count, after: $cursor) @connection(key: "ContentEditor_revisions") {
          edges {
            node {
              id
              createdAt
              title
              summary
              author {
                displayName
              }
              parts {
                ...ContentView_parts @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    item,
  );
  const revisions = data.revisions.edges.map((e) => e.node);
  const newest = revisions[0] ?? null;
  const [form, setForm] = useState<DocumentForm>(() => formOf(newest));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, EditorProblem>>({});
  const [previewing, setPreviewing] = useState(false);
  const [save, saving] = useMutation<ContentEditorSaveMutation>(graphql`
    mutation ContentEditorSaveMutation($input: SaveContentDraftInput!) {
      saveContentDraft(input: $input) {
        __typename
        ... on MutationSaveContentDraftSuccess {
          data {
            id
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
      }
    }
  `);
  const [publish, publishing] = useMutation<ContentEditorPublishMutation>(graphql`
    mutation ContentEditorPublishMutation($id: ID!, $lang: String!) {
      publishContentRevision(revisionId: $id) {
        __typename
        ... on MutationPublishContentRevisionSuccess {
          data {
            ...ContentEditor_item @arguments(lang: $lang)
          }
        }
      }
    }
  `);
  const [takeOff, unpublishing] = useMutation<ContentEditorUnpublishMutation>(graphql`
    mutation ContentEditorUnpublishMutation($input: ContentLocaleInput!, $lang: String!) {
      unpublishContent(input: $input) {
        __typename
        ... on MutationUnpublishContentSuccess {
          data {
            ...ContentEditor_item @arguments(lang: $lang)
          }
        }
      }
    }
  `);
  const busy = saving || publishing || unpublishing;
  const failed = () => toast.error(intl.formatMessage(m.failed));
  const reload = () => refetch({ lang }, { fetchPolicy: 'network-only' });

  const change = (next: DocumentForm) => {
    setForm(next);
    setDirty(true);
  };

  /** Saves the form as a new revision; resolves with its id, or null when it was refused. */
  const saveDraft = () =>
    new Promise<string | null>((resolve) => {
      const found = checkForm(form);
      setProblems(found);
      if (Object.keys(found).length) {
        toast.error(intl.formatMessage(m.fixProblems));
        return resolve(null);
      }
      save({
        variables: { input: { itemId: data.id, locale: lang, ...draftInput(form) } },
        onCompleted: ({ saveContentDraft: result }) => {
          if (result.__typename === 'MutationSaveContentDraftSuccess') {
            setDirty(false);
            reload();
            return resolve(result.data.id);
          }
          if (result.__typename === 'ValidationError') setProblems(problemsByPath(result.fields));
          else failed();
          resolve(null);
        },
        onError: () => {
          failed();
          resolve(null);
        },
      });
    });

  const publishRevision = (id: string) =>
    publish({
      variables: { id, lang },
      onCompleted: ({ publishContentRevision: result }) =>
        result.__typename === 'MutationPublishContentRevisionSuccess'
          ? toast.success(intl.formatMessage(m.published))
          : failed(),
      onError: failed,
    });

  const onSave = async () => {
    if (await saveDraft()) toast.success(intl.formatMessage(m.saved));
  };
  const onPublish = async () => {
    const id = dirty || !newest ? await saveDraft() : newest.id;
    if (id) publishRevision(id);
  };
  const onUnpublish = () =>
    takeOff({
      variables: { input: { itemId: data.id, locale: lang }, lang },
      onCompleted: ({ unpublishContent: result }) =>
        result.__typename === 'MutationUnpublishContentSuccess'
          ? toast.success(intl.formatMessage(m.unpublished))
          : failed(),
      onError: failed,
    });

  const published = revisions.find((r) => r.id === data.publishedRevisionId);
  const status = data.publishedRevisionId
    ? newest && newest.id !== data.publishedRevisionId
      ? intl.formatMessage(m.statusDraft)
      : intl.formatMessage(m.statusPublished, {
          date: published
            ? intl.formatDate(published.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
            : '',
        })
    : intl.formatMessage(m.statusNone);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-4">
        <p role="status" className="grow text-sm text-slate-700">
          {dirty ? [status, intl.formatMessage(m.unsaved)].join(' ') : status}
        </p>
        {data.path && data.publishedLocales.length ? (
          <Link
            to={localePath(lang, data.path)}
            className="text-sm font-semibold text-teal-700 hover:underline"
          >
            {intl.formatMessage(m.viewPage)}
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClass} onClick={() => setPreviewing(!previewing)}>
          {intl.formatMessage(previewing ? m.edit : m.preview)}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={busy} onClick={onSave}>
          {intl.formatMessage(saving ? m.saving : m.saveDraft)}
        </button>
        <button type="button" className={primaryButtonClass} disabled={busy} onClick={onPublish}>
          {intl.formatMessage(m.publish)}
        </button>
        {data.publishedRevisionId ? (
          <button type="button" className={secondaryButtonClass} disabled={busy} onClick={onUnpublish}>
            {intl.formatMessage(m.unpublish)}
          </button>
        ) : null}
      </div>
      {previewing ? (
        <section
          aria-label={intl.formatMessage(m.preview)}
          className="space-y-4 rounded-2xl border-2 border-dashed border-teal-300 p-6"
        >
          <p className="text-sm font-semibold text-teal-800">{intl.formatMessage(m.previewNote)}</p>
          <ContentView words={{ ...draftInput(form), parts: draftInput(form) }} locale={lang} />
        </section>
      ) : (
        <DocumentEditor form={form} problems={problems} onChange={change} />
      )}
      <section aria-labelledby="content-revisions" className="space-y-3">
        <h2 id="content-revisions" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(m.revisions)}
        </h2>
        {revisions.length ? (
          <ol className="space-y-2">
            {revisions.map((revision) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2"
              >
                <span className="grow text-sm text-slate-700" dir="auto">
                  {intl.formatMessage(m.revision, {
                    title: revision.title,
                    date: intl.formatDate(revision.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    author: revision.author?.displayName ?? '',
                  })}
                  {revision.id === data.publishedRevisionId ? (
                    <span className="ms-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                      {intl.formatMessage(m.current)}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => {
                    setForm(formOf(revision));
                    setDirty(true);
                    setPreviewing(false);
                  }}
                >
                  {intl.formatMessage(m.restore)}
                </button>
                {revision.id !== data.publishedRevisionId ? (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={busy}
                    onClick={() => publishRevision(revision.id)}
                  >
                    {intl.formatMessage(m.publishRevision)}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{intl.formatMessage(m.noRevisions)}</p>
        )}
        <MoreButton
          pages={{ hasNext, isLoadingNext, loadNext }}
          count={20}
          label={intl.formatMessage(m.moreRevisions)}
        />
      </section>
    </div>
  );
}
