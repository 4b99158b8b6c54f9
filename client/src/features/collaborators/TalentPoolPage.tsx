import { talentPoolLimits } from '@platform/rules/resumes';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  useFragment,
  useLazyLoadQuery,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { TalentPoolPageEntry_resume$key } from '../../__generated__/TalentPoolPageEntry_resume.graphql';
import type { TalentPoolPageQuery } from '../../__generated__/TalentPoolPageQuery.graphql';
import type { TalentPoolPageResultsQuery } from '../../__generated__/TalentPoolPageResultsQuery.graphql';
import type { TalentPoolPageResumeQuery } from '../../__generated__/TalentPoolPageResumeQuery.graphql';
import type { TalentPoolPage_results$key } from '../../__generated__/TalentPoolPage_results.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PanelPage } from '../../app/PanelPage';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { ResumeView } from '../../shared/resumes/ResumeView';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { talentPoolMessages as m } from './talentPool/messages';
import {
  readTalentPoolSearch,
  talentPoolFilter,
  talentPoolParams,
  type TalentPoolSearch,
} from './talentPoolSearch';

const ContactRequestFields = lazy(() =>
  import('./ContactRequestFields').then((module) => ({ default: module.ContactRequestFields })),
);

export interface TalentPoolPageLoaderData {
  queryRef: PreloadedQuery<TalentPoolPageQuery>;
}

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';

/** The whole résumé, read when the employer opens it; null once its owner took it out of the pool. */
function WholeResume({ id, locale }: { id: string; locale: string }) {
  const intl = useIntl();
  const { talentPoolResume } = useLazyLoadQuery<TalentPoolPageResumeQuery>(
    graphql`
      query TalentPoolPageResumeQuery($id: ID!, $locale: String) {
        talentPoolResume(id: $id) {
          document(locale: $locale) {
            ...ResumeView_document
          }
        }
      }
    `,
    { id, locale },
  );
  return talentPoolResume?.document ? (
    <ResumeView document={talentPoolResume.document} withheldFor="pool" />
  ) : (
    <p className="text-sm text-slate-600">{intl.formatMessage(m.gone)}</p>
  );
}

function Entry({ resume, language }: { resume: TalentPoolPageEntry_resume$key; language: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const r = useFragment(
    graphql`
      fragment TalentPoolPageEntry_resume on TalentPoolResume
      @argumentDefinitions(locale: { type: "String" }) {
        id
        evaluatedAt
        document(locale: $locale) {
          locale
          headline
          place
          skills
          languages {
            name
          }
          certificates {
            testTitle
          }
        }
      }
    `,
    resume,
  );
  const [reading, setReading] = useState(false);
  const [contact, setContact] = useState<'closed' | 'open' | 'sent'>('closed');
  const d = r.document;
  const headline = d?.headline || intl.formatMessage(m.untitled);
  return (
    <article
      aria-labelledby={`${id}-headline`}
      data-talent-pool-resume
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="space-y-1">
        <h2 id={`${id}-headline`} className="text-lg font-bold text-slate-900" dir="auto">
          {headline}
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {d?.place ? <span dir="auto">{d.place}</span> : null}
          {d?.languages.length ? <span dir="auto">{d.languages.map((l) => l.name).join('، ')}</span> : null}
          <span>
            {intl.formatMessage(m.evaluated, { date: intl.formatDate(r.evaluatedAt, { dateStyle: 'long' }) })}
          </span>
          {d?.certificates.length ? (
            <span className="font-semibold text-emerald-800">
              {intl.formatMessage(m.verifiedSkills, { count: d.certificates.length })}
            </span>
          ) : null}
        </p>
      </div>
      {d?.skills.length ? (
        <ul className="flex flex-wrap gap-2">
          {d.skills.map((skill) => (
            <li key={skill} dir="auto" className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          aria-expanded={reading}
          onClick={() => setReading((was) => !was)}
          className={secondaryButtonClass}
        >
          {intl.formatMessage(reading ? m.hide : m.read)}
        </button>
        {contact === 'closed' ? (
          <button type="button" onClick={() => setContact('open')} className={primaryButtonClass}>
            {intl.formatMessage(m.contact)}
          </button>
        ) : null}
      </div>
      {reading ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <Suspense fallback={<PageSpinner />}>
            <WholeResume id={r.id} locale={d?.locale ?? language} />
          </Suspense>
        </div>
      ) : null}
      {contact === 'open' ? (
        <Suspense fallback={<PageSpinner />}>
          <ContactRequestFields
            to={{ resumeId: r.id }}
            onSent={() => setContact('sent')}
            onCancel={() => setContact('closed')}
          />
        </Suspense>
      ) : null}
      {contact === 'sent' ? (
        <div className="space-y-3">
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
            {intl.formatMessage(m.sent)}
          </p>
          <Link to={localePath(locale, '/panel/requests?box=sent')} className={secondaryButtonClass}>
            {intl.formatMessage(m.myRequests)}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

function Results({ search }: { search: TalentPoolSearch }) {
  const intl = useIntl();
  const locale = useLocale();
  const language = search.locale || locale;
  const query = useLazyLoadQuery<TalentPoolPageResultsQuery>(
    graphql`
      query TalentPoolPageResultsQuery($filter: TalentPoolFilter, $locale: String) {
        ...TalentPoolPage_results
      }
    `,
    { filter: talentPoolFilter(search), locale: language },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment TalentPoolPage_results on Query
      @refetchable(queryName: "TalentPoolPageResultsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        talentPool(filter: $filter, first: $count, after: $cursor)
          @connection(key: "TalentPoolPage_talentPool", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...TalentPoolPageEntry_resume @arguments(locale: $locale)
            }
          }
        }
      }
    `,
    query as TalentPoolPage_results$key,
  );
  const { edges, totalCount } = data.talentPool;
  if (edges.length === 0) return <EmptyState text={intl.formatMessage(m.empty)} />;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-600">
        {intl.formatMessage(m.count, { count: totalCount })}
      </p>
      <ul className="space-y-4">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <Entry resume={node} language={language} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <button
            type="button"
            disabled={isLoadingNext}
            onClick={() => loadNext(talentPoolLimits.page)}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(isLoadingNext ? m.loadingMore : m.loadMore)}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function SearchForm({ search }: { search: TalentPoolSearch }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const [values, setValues] = useState(search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(talentPoolParams(values));
  }
  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <label className={labelClass}>
        {intl.formatMessage(m.query)}
        <input
          type="search"
          name="q"
          value={values.query}
          maxLength={talentPoolLimits.searchMax}
          placeholder={intl.formatMessage(m.queryHint)}
          onChange={(e) => setValues({ ...values, query: e.target.value })}
          dir="auto"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.skill)}
        <input
          name="skill"
          value={values.skill}
          maxLength={40}
          onChange={(e) => setValues({ ...values, skill: e.target.value })}
          dir="auto"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.language)}
        <select
          name="lang"
          value={values.locale}
          onChange={(e) => setValues({ ...values, locale: e.target.value as TalentPoolSearch['locale'] })}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyLanguage)}</option>
          <option value="fa">{intl.formatMessage(m.fa)}</option>
          <option value="en">{intl.formatMessage(m.en)}</option>
          <option value="az">{intl.formatMessage(m.az)}</option>
        </select>
      </label>
      <button type="submit" className={primaryButtonClass}>
        {intl.formatMessage(m.search)}
      </button>
    </form>
  );
}

function Pool({ queryRef }: TalentPoolPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { viewer } = usePreloadedQuery<TalentPoolPageQuery>(
    graphql`
      query TalentPoolPageQuery {
        viewer {
          registered
          roles
          company {
            verified
          }
        }
      }
    `,
    queryRef,
  );
  if (!viewer?.registered) return <RegistrationRequired />;
  const admin = viewer.roles?.includes('ADMIN') === true;
  if (!admin && !viewer.roles?.includes('EMPLOYER'))
    return <EmptyState text={intl.formatMessage(m.employersOnly)} />;
  if (!admin && !viewer.company?.verified)
    return (
      <div className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <p className="text-amber-900">{intl.formatMessage(m.notVerified)}</p>
        <Link to={localePath(locale, '/panel/profile')} className={primaryButtonClass}>
          {intl.formatMessage(m.verify)}
        </Link>
      </div>
    );
  const search = readTalentPoolSearch(params);
  return (
    <div className="space-y-6">
      <SearchForm key={params.toString()} search={search} />
      <Suspense fallback={<PageSpinner />}>
        <Results search={search} />
      </Suspense>
    </div>
  );
}

/** /panel/talent-pool: employers of a verified company search the evaluated résumés people opened to them. */
export function TalentPoolPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as TalentPoolPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.intro)}>
      <Pool queryRef={queryRef} />
    </PanelPage>
  );
}
