import {
  evaluateResumeRules,
  resumeChecklist,
  resumeEvaluationLimits,
  resumeVerdicts,
  type ResumeChecklistItem,
  type ResumeVerdict,
} from '@platform/rules/resumes';
import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  useFragment,
  useLazyLoadQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AdminResumesPageEvaluateMutation } from '../../__generated__/AdminResumesPageEvaluateMutation.graphql';
import type { AdminResumesPageQuery } from '../../__generated__/AdminResumesPageQuery.graphql';
import type { AdminResumesPageResumeQuery } from '../../__generated__/AdminResumesPageResumeQuery.graphql';
import type { AdminResumesPage_list$key } from '../../__generated__/AdminResumesPage_list.graphql';
import type { AdminResumesPage_resume$key } from '../../__generated__/AdminResumesPage_resume.graphql';
import { PanelPage } from '../../app/PanelPage';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { toast } from '../../app/toast';
import { ResumeFileLink } from '../../shared/resumes/ResumeFileLink';
import { ResumeView } from '../../shared/resumes/ResumeView';
import { evaluationStateOf, evaluationStates as states } from './addresses';
import { AdminList, AdminsOnly } from '../../ui/AdminList';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { serverFieldErrors, validate, type FieldErrors } from '../../ui/fieldErrors';
import { FilterTabs } from '../../ui/FilterTabs';
import { resumeAdminMessages as m, resumeChecklistMessages } from './messages';

export interface AdminResumesPageLoaderData {
  queryRef: PreloadedQuery<AdminResumesPageQuery>;
}

/** The résumé itself, read when an admin opens it. */
function ResumeBody({ id }: { id: string }) {
  const { node } = useLazyLoadQuery<AdminResumesPageResumeQuery>(
    graphql`
      query AdminResumesPageResumeQuery($id: ID!) {
        node(id: $id) {
          ... on Resume {
            file {
              ...ResumeFileLink_file
            }
            firstDocument {
              ...ResumeView_document
            }
          }
        }
      }
    `,
    { id },
  );
  return (
    <div className="space-y-4">
      {node?.file ? <ResumeFileLink file={node.file} /> : null}
      {node?.firstDocument ? <ResumeView document={node.firstDocument} /> : null}
    </div>
  );
}

function EvaluationForm({ id, done }: { id: string; done: () => void }) {
  const intl = useIntl();
  const [verdict, setVerdict] = useState<ResumeVerdict>('COMPLETE');
  const [checklist, setChecklist] = useState<ResumeChecklistItem[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [commit, saving] = useMutation<AdminResumesPageEvaluateMutation>(graphql`
    mutation AdminResumesPageEvaluateMutation($input: EvaluateResumeInput!) {
      evaluateResume(input: $input) {
        __typename
        ... on MutationEvaluateResumeSuccess {
          data {
            ...AdminResumesPage_resume
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
  const failed = () => toast.error(intl.formatMessage(m.failed));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const evaluation = { verdict, checklist, note: note.trim() || null };
    const problems = validate(evaluateResumeRules, evaluation);
    if (problems) return setErrors(problems);
    setErrors({});
    commit({
      variables: { input: { resumeId: id, ...evaluation } },
      onCompleted: ({ evaluateResume: result }) => {
        if (result.__typename === 'ValidationError') return setErrors(serverFieldErrors(result.problems));
        if (result.__typename !== 'MutationEvaluateResumeSuccess') return failed();
        toast.success(intl.formatMessage(m.saved));
        done();
      },
      onError: failed,
    });
  }
  const noteError = errors.note === 'NOTE_REQUIRED' ? m.noteRequired : errors.note ? m.noteTooLong : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 border-t border-slate-200 pt-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{intl.formatMessage(m.verdict)}</legend>
        <div className="flex flex-wrap gap-3">
          {resumeVerdicts.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`verdict-${id}`}
                checked={verdict === value}
                onChange={() => {
                  setVerdict(value);
                  setErrors({});
                }}
              />
              {intl.formatMessage(m[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {intl.formatMessage(m.checklist)}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {resumeChecklist.map((item) => (
            <label key={item} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={checklist.includes(item)}
                onChange={(e) =>
                  setChecklist(e.target.checked ? [...checklist, item] : checklist.filter((i) => i !== item))
                }
              />
              {intl.formatMessage(resumeChecklistMessages[item])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.note)}
        <textarea
          name="note"
          rows={3}
          maxLength={resumeEvaluationLimits.noteMax}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors({});
          }}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `note-${id}-error` : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      {noteError ? (
        <p id={`note-${id}-error`} className="text-sm font-medium text-red-700">
          {intl.formatMessage(noteError)}
        </p>
      ) : null}
      <button type="submit" disabled={saving} className={primaryButtonClass}>
        {intl.formatMessage(m.save)}
      </button>
    </form>
  );
}

function ResumeRow({ resume }: { resume: AdminResumesPage_resume$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminResumesPage_resume on Resume {
        id
        locales
        updatedAt
        firstDocument {
          fullName
          headline
        }
        evaluation {
          verdict
          evaluatedAt
          changedSince
        }
      }
    `,
    resume,
  );
  const [open, setOpen] = useState(false);
  const headingId = `resume-${data.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            <bdi>{data.firstDocument?.fullName}</bdi>
          </h2>
          {data.firstDocument?.headline ? (
            <p className="text-slate-600">{data.firstDocument.headline}</p>
          ) : null}
          <p className="text-sm text-slate-500">
            <time dateTime={data.updatedAt}>{intl.formatDate(data.updatedAt, { dateStyle: 'long' })}</time>
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {intl.formatMessage(data.evaluation ? m[data.evaluation.verdict as ResumeVerdict] : m.PENDING)}
        </span>
      </div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className={secondaryButtonClass}
      >
        {intl.formatMessage(m.read)}
      </button>
      {open ? (
        <Suspense fallback={<PageSpinner />}>
          <ResumeBody id={data.id} />
          <EvaluationForm id={data.id} done={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

function ResumeList({ query }: { query: AdminResumesPage_list$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminResumesPage_list on Query
      @refetchable(queryName: "AdminResumesPageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        resumesToEvaluate(state: $state, first: $count, after: $cursor)
          @connection(key: "AdminResumesPage_resumesToEvaluate", filters: ["state"]) {
          totalCount
          edges {
            node {
              id
              ...AdminResumesPage_resume
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.resumesToEvaluate;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={m}
      row={(node) => <ResumeRow resume={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(resumeEvaluationLimits.page)}
    />
  );
}

function Resumes({ queryRef }: AdminResumesPageLoaderData) {
  const data = usePreloadedQuery<AdminResumesPageQuery>(
    graphql`
      query AdminResumesPageQuery($admin: Boolean!, $state: ResumeEvaluationState) {
        viewer {
          registered
        }
        ...AdminResumesPage_list @include(if: $admin) @alias(as: "list")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.list) return <AdminsOnly text={m.adminsOnly} />;
  return <ResumeList query={data.list} />;
}

/** /panel/admin/resumes: the résumés people wrote, to read and evaluate (admins). */
export function AdminResumesPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminResumesPageLoaderData;
  const [params] = useSearchParams();
  const current = evaluationStateOf(params);
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage
      title={title}
      intro={intl.formatMessage(m.intro)}
      controls={
        <FilterTabs
          label={intl.formatMessage(m.state)}
          current={current ?? 'all'}
          tabs={[null, ...states].map((state) => ({
            key: state ?? 'all',
            to: state ? `?state=${state}` : '?',
            label: intl.formatMessage(state ? m[state] : m.all),
          }))}
        />
      }
    >
      <Resumes queryRef={queryRef} />
    </PanelPage>
  );
}
