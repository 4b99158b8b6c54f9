import { contractLimits as C } from '@platform/rules/contracts-limits';
import { toAsciiDigits } from '@platform/rules/digits';
import { currencyOf, formatMoney, fromRials, toRials } from '@platform/rules/money';
import { Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router';
import type { ProposeContractPageMutation } from '../../../__generated__/ProposeContractPageMutation.graphql';
import type { ProposeContractPageQuery } from '../../../__generated__/ProposeContractPageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { RegistrationRequired } from '../../../app/RegistrationRequired';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';
import { inputClass } from '../../../ui/FormTextField';
import { PageHeader } from '../../../ui/PageHeader';
import { TextAreaField } from '../../../ui/TextAreaField';
import { contractMessages as m } from './messages';

export interface ProposeContractPageLoaderData {
  queryRef: PreloadedQuery<ProposeContractPageQuery>;
}

interface Row {
  key: number;
  title: string;
  amount: string;
}

/** The address's collaborator (`?to=`, a Collaborator id): the page it is read from. */
export const collaboratorOf = (search: URLSearchParams) => (search.get('to') ?? '').slice(0, 200);

/**
 * The query's variables from the address: the collaborator, the contact request the proposal comes from
 * (`?request=`, a ContactRequest id), whose words fill the form in, and the project open to collaborators it is
 * about (`?project=`, a PortfolioProject id).
 */
export function proposalVariables(search: URLSearchParams) {
  const to = collaboratorOf(search);
  const request = (search.get('request') ?? '').slice(0, 200);
  const project = (search.get('project') ?? '').slice(0, 200);
  return {
    to,
    request: request || to,
    cites: request !== '',
    project: project || to,
    about: project !== '',
  };
}

export function Proposal({ queryRef }: ProposeContractPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const data = usePreloadedQuery<ProposeContractPageQuery>(
    graphql`
      query ProposeContractPageQuery(
        $to: ID!
        $request: ID!
        $cites: Boolean!
        $project: ID!
        $about: Boolean!
      ) {
        viewer {
          registered
        }
        node(id: $to) {
          ... on Collaborator {
            id
            displayName
            viewerIsOwner
          }
        }
        request: node(id: $request) @include(if: $cites) {
          ... on ContactRequest {
            id
            subject
            message
            budgetRials
          }
        }
        project: node(id: $project) @include(if: $about) {
          ... on PortfolioProject {
            id
            collaborating
            readerWords {
              title
            }
          }
        }
      }
    `,
    queryRef,
  );
  // A request the proposal comes from fills the form in: its subject, its message, its budget as one milestone.
  const request = data.request?.id ? data.request : null;
  // A project open to collaborators the proposal is about names the work.
  const project = data.project?.id && data.project.collaborating ? data.project : null;
  const projectTitle = project?.readerWords?.title ?? '';
  const [title, setTitle] = useState(request?.subject ?? projectTitle);
  const [scope, setScope] = useState(request?.message ?? '');
  const [rows, setRows] = useState<Row[]>([
    {
      key: 1,
      title: '',
      amount: request?.budgetRials ? intl.formatNumber(fromRials(request.budgetRials, locale)) : '',
    },
  ]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [propose, proposing] = useMutation<ProposeContractPageMutation>(graphql`
    mutation ProposeContractPageMutation($input: ProposeContractInput!) {
      proposeContract(input: $input) {
        __typename
        ... on MutationProposeContractSuccess {
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
        ... on BaseError {
          code
        }
      }
    }
  `);
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const collaborator = data.node?.id ? data.node : null;
  if (!collaborator)
    return <EmptyState title={intl.formatMessage(m.propose)} text={intl.formatMessage(m.notFound)} />;
  if (collaborator.viewerIsOwner)
    return <EmptyState title={intl.formatMessage(m.propose)} text={intl.formatMessage(m.ownProfile)} />;

  const money = (rials: number) => formatMoney(rials, locale);
  const words = (value: string, min: number, max: number) => {
    const length = value.trim().length;
    return length === 0
      ? intl.formatMessage(m.required)
      : length < min
        ? intl.formatMessage(m.tooShort, { min })
        : length > max
          ? intl.formatMessage(m.tooLong, { max })
          : null;
  };
  const rialsOf = (amount: string) => {
    const typed = Number(toAsciiDigits(amount).replace(/[^\d]/g, '') || 'NaN');
    return Number.isFinite(typed) ? toRials(typed, locale) : NaN;
  };
  const range = intl.formatMessage(m.amountRange, {
    min: money(C.milestoneMinRials),
    max: money(C.milestoneMaxRials),
  });
  const submit = () => {
    const found: Record<string, string> = {};
    const put = (path: string, problem: string | null) => {
      if (problem) found[path] = problem;
    };
    put('title', words(title, 3, C.titleMax));
    put('scope', words(scope, C.scopeMin, C.scopeMax));
    rows.forEach((row, index) => {
      put(`milestones.${index}.title`, words(row.title, 1, C.titleMax));
      const rials = rialsOf(row.amount);
      put(
        `milestones.${index}.amountRials`,
        Number.isFinite(rials) && rials >= C.milestoneMinRials && rials <= C.milestoneMaxRials ? null : range,
      );
    });
    setProblems(found);
    if (Object.keys(found).length) return;
    propose({
      variables: {
        input: {
          collaboratorId: collaborator.id!,
          fromRequest: request?.id ?? null,
          aboutProject: project?.id ?? null,
          title: title.trim(),
          scope: scope.trim(),
          milestones: rows.map((row) => ({ title: row.title.trim(), amountRials: rialsOf(row.amount) })),
        },
      },
      onCompleted: ({ proposeContract: r }) => {
        if (r.__typename === 'MutationProposeContractSuccess') {
          toast.success(intl.formatMessage(m.proposed));
          return void navigate(localePath(locale, '/panel/contracts'));
        }
        const refused = (path: string) => r.fields?.some((f) => f.path === path);
        toast.error(
          intl.formatMessage(
            r.code === 'OWN_PROFILE'
              ? m.ownProfile
              : refused('input.fromRequest')
                ? m.requestNotCited
                : refused('input.aboutProject')
                  ? m.projectNotCited
                  : m.failed,
          ),
        );
      },
      onError: () => toast.error(intl.formatMessage(m.failed)),
    });
  };
  const setRow = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const currency = intl.formatMessage(currencyOf(locale) === 'TOMAN' ? m.toman : m.irr);
  // A problem's own id, said with its field (`aria-describedby`): never a field's id.
  const problemId = (path: string) => `${id}-problem-${path.replaceAll('.', '-')}`;
  const describedBy = (path: string) =>
    problems[path] ? { 'aria-invalid': true, 'aria-describedby': problemId(path) } : {};
  const problemOf = (path: string) =>
    problems[path] ? (
      <p id={problemId(path)} role="alert" className="text-sm font-medium text-red-700">
        {problems[path]}
      </p>
    ) : null;
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-bold text-slate-900" dir="auto">
        {intl.formatMessage(m.proposeTo, { name: collaborator.displayName ?? '' })}
      </h2>
      <p className="text-sm text-slate-600">{intl.formatMessage(m.proposeHint)}</p>
      {request ? (
        <p className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          {intl.formatMessage(m.fromRequest, { subject: request.subject ?? '' })}
        </p>
      ) : null}
      {project ? (
        <p className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          {intl.formatMessage(m.aboutProject, { title: projectTitle })}
        </p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="block text-sm font-semibold text-slate-800">
          {intl.formatMessage(m.titleLabel)}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={C.titleMax}
          dir="auto"
          onChange={(e) => setTitle(e.target.value)}
          {...describedBy('title')}
          className={inputClass}
        />
        {problemOf('title')}
      </div>
      <TextAreaField
        id={`${id}-scope`}
        label={intl.formatMessage(m.scopeLabel)}
        value={scope}
        onChange={setScope}
        rows={5}
        maxLength={C.scopeMax}
        problem={problems.scope ?? null}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{intl.formatMessage(m.milestones)}</legend>
        {rows.map((row, index) => {
          const n = intl.formatNumber(index + 1);
          return (
            <div key={row.key} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor={`${id}-m${row.key}`} className="block text-sm font-semibold text-slate-800">
                  {intl.formatMessage(m.milestoneTitle, { n })}
                </label>
                <input
                  id={`${id}-m${row.key}`}
                  value={row.title}
                  maxLength={C.titleMax}
                  dir="auto"
                  onChange={(e) => setRow(row.key, { title: e.target.value })}
                  {...describedBy(`milestones.${index}.title`)}
                  className={inputClass}
                />
                {problemOf(`milestones.${index}.title`)}
              </div>
              <div className="space-y-1">
                <label htmlFor={`${id}-a${row.key}`} className="block text-sm font-semibold text-slate-800">
                  {intl.formatMessage(m.milestoneAmount, { n, currency })}
                </label>
                <input
                  id={`${id}-a${row.key}`}
                  value={row.amount}
                  inputMode="numeric"
                  dir="ltr"
                  onChange={(e) => setRow(row.key, { amount: e.target.value })}
                  {...describedBy(`milestones.${index}.amountRials`)}
                  className={inputClass}
                />
                {problemOf(`milestones.${index}.amountRials`)}
              </div>
              {rows.length > 1 ? (
                <button
                  type="button"
                  className={`${secondaryButtonClass} sm:col-span-2 sm:justify-self-start`}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  {intl.formatMessage(m.removeMilestone, { n })}
                </button>
              ) : null}
            </div>
          );
        })}
        {rows.length < C.milestonesMax ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() =>
              setRows((current) => [
                ...current,
                { key: Math.max(...current.map((r) => r.key)) + 1, title: '', amount: '' },
              ])
            }
          >
            {intl.formatMessage(m.addMilestone)}
          </button>
        ) : null}
      </fieldset>
      <button type="submit" className={primaryButtonClass} disabled={proposing}>
        {intl.formatMessage(m.sendProposal)}
      </button>
    </form>
  );
}

/**
 * /panel/contracts/new?to={collaborator}: a client's proposal of custom work in milestones to a collaborator, from
 * a contact request (`&request=`) or about a project open to collaborators (`&project=`).
 */
export function ProposeContractPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as ProposeContractPageLoaderData;
  const title = intl.formatMessage(m.propose);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.proposeHint)} noindex />
      <PageHeader title={title} />
      <Suspense fallback={<PageSpinner />}>
        <Proposal queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
