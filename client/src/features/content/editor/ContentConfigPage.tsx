import { contentItemLimits as L, kindsWithService } from '@platform/rules/content-items';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useNavigate, useParams, useRevalidator } from 'react-router';
import type {
  ContentConfigPageQuery,
  ContentKind,
} from '../../../__generated__/ContentConfigPageQuery.graphql';
import type { ContentConfigPageCreateMutation } from '../../../__generated__/ContentConfigPageCreateMutation.graphql';
import type { ContentConfigPageUpdateMutation } from '../../../__generated__/ContentConfigPageUpdateMutation.graphql';
import type { ContentConfigPage_settings$key } from '../../../__generated__/ContentConfigPage_settings.graphql';
import { HttpStatus } from '../../../app/httpStatus';
import { useLocale } from '../../../app/LocaleContext';
import { isLocale, LOCALES, localePath, type Locale } from '../../../app/locale';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { RegistrationRequired } from '../../../app/RegistrationRequired';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { PageHeader } from '../../../ui/PageHeader';
import { fieldClass } from '../Field';
import { languageNames } from '../items/messages';
import { ContentEditor } from './ContentEditor';
import { editorProblem, problemsByPath, type EditorProblem } from './documentForm';
import { contentKindMessages, editorMessages as m, editorProblemMessages } from './messages';

export type ConfigScope = 'about' | 'development';

export interface ContentConfigPageLoaderData {
  queryRef: PreloadedQuery<ContentConfigPageQuery>;
}

/** The kinds the development services' settings list, in the order they are listed. */
const developmentKinds = ['PAGE', 'SERVICE', 'ARTICLE', 'FEATURE', 'COURSE'] as const;

/** Which item a config page edits: the about page, or the one chosen in the development settings' address. */
export function configTarget(
  scope: ConfigScope,
  params: URLSearchParams,
): { kind: ContentKind; slug: string } {
  if (scope === 'about') return { kind: 'PAGE', slug: 'about' };
  const kind = params.get('kind');
  const slug = params.get('slug')?.slice(0, L.slugMax);
  return developmentKinds.includes(kind as never) && slug
    ? { kind: kind as ContentKind, slug }
    : { kind: 'PAGE', slug: 'services' };
}

function Config({
  queryRef,
  scope,
  lang,
}: ContentConfigPageLoaderData & { scope: ConfigScope; lang: Locale }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ContentConfigPageQuery>(
    graphql`
      query ContentConfigPageQuery(
        $admin: Boolean!
        $listing: Boolean!
        $kind: ContentKind!
        $slug: String!
        $lang: String!
      ) {
        viewer {
          id
          registered
        }
        item: contentItem(kind: $kind, slug: $slug) @include(if: $admin) {
          id
          kind
          slug
          ...ContentConfigPage_settings
          ...ContentEditor_item @arguments(lang: $lang)
        }
        pages: contentItems(kind: PAGE, unpublished: true, first: 50) @include(if: $listing) {
          ...ContentConfigPage_list @relay(mask: false)
        }
        services: contentItems(kind: SERVICE, unpublished: true, first: 50) @include(if: $listing) {
          ...ContentConfigPage_list @relay(mask: false)
        }
        articles: contentItems(kind: ARTICLE, unpublished: true, first: 50) @include(if: $listing) {
          ...ContentConfigPage_list @relay(mask: false)
        }
        features: contentItems(kind: FEATURE, unpublished: true, first: 50) @include(if: $listing) {
          ...ContentConfigPage_list @relay(mask: false)
        }
        courses: contentItems(kind: COURSE, unpublished: true, first: 50) @include(if: $listing) {
          ...ContentConfigPage_list @relay(mask: false)
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (data.item === undefined)
    return (
      <>
        <HttpStatus code={403} />
        <p className="rounded-xl bg-white p-6 text-slate-700">{intl.formatMessage(m.notAdmin)}</p>
      </>
    );
  const lists = [data.pages, data.services, data.articles, data.features, data.courses];
  const services = (data.services?.edges ?? []).map((e) => e.node);
  return (
    <div className={scope === 'development' ? 'grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}>
      {scope === 'development' ? (
        <aside className="space-y-6">
          <nav aria-label={intl.formatMessage(m.items)} className="space-y-4">
            {developmentKinds.map((kind, i) => (
              <div key={kind}>
                <h2 className="text-sm font-bold text-slate-500">
                  {intl.formatMessage(contentKindMessages[kind])}
                </h2>
                <ul className="mt-1 space-y-1">
                  {(lists[i]?.edges ?? []).map(({ node }) => (
                    <li key={node.id}>
                      <Link
                        to={`?kind=${kind}&slug=${node.slug}`}
                        aria-current={data.item?.id === node.id ? 'page' : undefined}
                        className="text-sm text-teal-800 hover:underline aria-[current=page]:font-bold"
                      >
                        <span dir="auto">{node.document?.title ?? node.slug}</span>
                        {node.publishedLocales.length ? null : (
                          <span className="ms-1 text-xs text-slate-500">
                            {intl.formatMessage(m.unpublishedItem)}
                          </span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <NewItemForm services={services} />
        </aside>
      ) : null}
      <div className="space-y-8">
        {data.item && scope === 'development' ? (
          <ItemSettings
            key={data.item.id}
            item={data.item}
            features={(data.features?.edges ?? []).map((e) => e.node)}
          />
        ) : null}
        {data.item ? (
          <ContentEditor key={`${data.item.id}-${lang}`} item={data.item} lang={lang} />
        ) : (
          <CreatePage scope={scope} />
        )}
      </div>
    </div>
  );
}

/** Where an item stands among its siblings, and a feature's importance and related features. */
function ItemSettings({
  item,
  features,
}: {
  item: ContentConfigPage_settings$key;
  features: readonly { id: string; slug: string; document?: { title: string } | null }[];
}) {
  const intl = useIntl();
  const id = useId();
  const data = useFragment(
    graphql`
      fragment ContentConfigPage_settings on ContentItem {
        id
        kind
        position
        importance
        related {
          id
        }
      }
    `,
    item,
  );
  const [position, setPosition] = useState(String(data.position));
  const [importance, setImportance] = useState(String(data.importance ?? 5));
  const [related, setRelated] = useState<string[]>(data.related.map((r) => r.id));
  const [problems, setProblems] = useState<Record<string, EditorProblem>>({});
  const [update, updating] = useMutation<ContentConfigPageUpdateMutation>(graphql`
    mutation ContentConfigPageUpdateMutation($input: UpdateContentItemInput!) {
      updateContentItem(input: $input) {
        __typename
        ... on MutationUpdateContentItemSuccess {
          data {
            ...ContentConfigPage_settings
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
  const feature = data.kind === 'FEATURE';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({
      variables: {
        input: {
          id: data.id,
          position: Number(position),
          ...(feature ? { importance: Number(importance), relatedIds: related } : {}),
        },
      },
      onCompleted: ({ updateContentItem: result }) => {
        if (result.__typename === 'MutationUpdateContentItemSuccess') {
          setProblems({});
          toast.success(intl.formatMessage(m.itemSaved));
        } else if (result.__typename === 'ValidationError') setProblems(problemsByPath(result.fields ?? []));
        else toast.error(intl.formatMessage(m.failed));
      },
      onError: () => toast.error(intl.formatMessage(m.failed)),
    });
  };
  const problem = (path: string) =>
    problems[path] ? (
      <p className="text-sm font-medium text-red-700">
        {intl.formatMessage(editorProblemMessages[problems[path].kind], {
          max: intl.formatNumber(problems[path].max ?? 0),
        })}
      </p>
    ) : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-position`} className="text-sm font-semibold text-slate-800">
          {intl.formatMessage(m.position)}
        </label>
        <input
          id={`${id}-position`}
          type="number"
          min={0}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          className={`${fieldClass} w-28`}
        />
        {problem('position')}
      </div>
      {feature ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-importance`} className="text-sm font-semibold text-slate-800">
              {intl.formatMessage(m.importance)}
            </label>
            <input
              id={`${id}-importance`}
              type="number"
              min={1}
              max={10}
              value={importance}
              onChange={(e) => setImportance(e.target.value)}
              className={`${fieldClass} w-28`}
            />
            {problem('importance')}
          </div>
          <fieldset className="grow">
            <legend className="text-sm font-semibold text-slate-800">
              {intl.formatMessage(m.relatedFeatures)}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {features
                .filter((f) => f.id !== data.id)
                .map((f) => (
                  <label key={f.id} className="flex items-center gap-1.5 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      checked={related.includes(f.id)}
                      onChange={(e) =>
                        setRelated(e.target.checked ? [...related, f.id] : related.filter((r) => r !== f.id))
                      }
                    />
                    <span dir="auto">{f.document?.title ?? f.slug}</span>
                  </label>
                ))}
            </div>
            {problem('relatedIds')}
          </fieldset>
        </>
      ) : null}
      <button type="submit" className={primaryButtonClass} disabled={updating}>
        {intl.formatMessage(m.itemSettings)}
      </button>
    </form>
  );
}

/** What every list of the development settings selects. */
export const contentConfigList = graphql`
  fragment ContentConfigPage_list on QueryContentItemsConnection {
    edges {
      node {
        id
        slug
        publishedLocales
        document {
          title
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation ContentConfigPageCreateMutation($input: CreateContentItemInput!) {
    createContentItem(input: $input) {
      __typename
      ... on MutationCreateContentItemSuccess {
        data {
          id
          kind
          slug
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
`;

/** The about page (or the services overview) before anyone wrote it: the first save creates it. */
function CreatePage({ scope }: { scope: ConfigScope }) {
  const intl = useIntl();
  const { revalidate } = useRevalidator();
  const [create, creating] = useMutation<ContentConfigPageCreateMutation>(createMutation);
  return (
    <button
      type="button"
      className={primaryButtonClass}
      disabled={creating}
      onClick={() =>
        create({
          variables: { input: { kind: 'PAGE', slug: scope === 'about' ? 'about' : 'services' } },
          onCompleted: () => void revalidate(),
          onError: () => toast.error(intl.formatMessage(m.failed)),
        })
      }
    >
      {intl.formatMessage(m.create)}
    </button>
  );
}

function NewItemForm({ services }: { services: readonly { id: string; slug: string }[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [kind, setKind] = useState<ContentKind>('SERVICE');
  const [slug, setSlug] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [importance, setImportance] = useState('5');
  const [problems, setProblems] = useState<Record<string, EditorProblem>>({});
  const [create, creating] = useMutation<ContentConfigPageCreateMutation>(createMutation);
  const needsService = kindsWithService.includes(kind as (typeof kindsWithService)[number]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create({
      variables: {
        input: {
          kind,
          slug: slug.trim(),
          serviceId: needsService ? serviceId || null : null,
          importance: kind === 'FEATURE' ? Number(importance) : null,
        },
      },
      onCompleted: ({ createContentItem: result }) => {
        if (result.__typename === 'MutationCreateContentItemSuccess' && result.data) {
          setProblems({});
          toast.success(intl.formatMessage(m.created));
          navigate(`?kind=${result.data.kind}&slug=${result.data.slug}`);
        } else if (result.__typename === 'ValidationError') setProblems(problemsByPath(result.fields ?? []));
        else if (result.__typename !== '%other' && 'code' in result && result.code === 'SLUG_TAKEN')
          setProblems({ slug: editorProblem('SLUG_TAKEN') });
        else toast.error(intl.formatMessage(m.failed));
      },
      onError: () => toast.error(intl.formatMessage(m.failed)),
    });
  };
  const problem = (path: string) => {
    const found = problems[path];
    if (!found) return null;
    return (
      <p className="text-sm font-medium text-red-700">
        {found.kind === 'INVALID' && path === 'slug'
          ? intl.formatMessage(m.slugTaken)
          : intl.formatMessage(editorProblemMessages[found.kind], { max: intl.formatNumber(found.max ?? 0) })}
      </p>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-bold text-slate-900">{intl.formatMessage(m.newItem)}</h2>
      <label htmlFor={`${id}-kind`} className="block text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.kind)}
      </label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(e) => setKind(e.target.value as ContentKind)}
        className={fieldClass}
      >
        {(['SERVICE', 'ARTICLE', 'FEATURE', 'COURSE'] as const).map((k) => (
          <option key={k} value={k}>
            {intl.formatMessage(contentKindMessages[k])}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-slug`} className="block text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.slug)}
      </label>
      <input
        id={`${id}-slug`}
        dir="ltr"
        value={slug}
        maxLength={L.slugMax}
        onChange={(e) => setSlug(e.target.value)}
        className={fieldClass}
      />
      {problem('slug')}
      {needsService ? (
        <>
          <label htmlFor={`${id}-service`} className="block text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.service)}
          </label>
          <select
            id={`${id}-service`}
            value={serviceId}
            onChange={(e) => setServiceId(e.target.value)}
            className={fieldClass}
          >
            <option value="" />
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.slug}
              </option>
            ))}
          </select>
          {problem('serviceId')}
        </>
      ) : null}
      {kind === 'FEATURE' ? (
        <>
          <label htmlFor={`${id}-importance`} className="block text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.importance)}
          </label>
          <input
            id={`${id}-importance`}
            type="number"
            min={1}
            max={10}
            value={importance}
            onChange={(e) => setImportance(e.target.value)}
            className={fieldClass}
          />
          {problem('importance')}
        </>
      ) : null}
      <button type="submit" className={primaryButtonClass} disabled={creating}>
        {intl.formatMessage(m.create)}
      </button>
    </form>
  );
}

/**
 * `/about/config/{fa|en|az}` and `/services/development/config/{fa|en|az}`: the admins' editor of one language's
 * words of the about page, or of the development services' pages (the overview, services, articles, features and
 * courses). Visitors are sent to sign in; others are answered 403. Never indexed.
 */
export function ContentConfigPage({ scope }: { scope: ConfigScope }) {
  const intl = useIntl();
  const locale = useLocale();
  const { lang } = useParams();
  const { search } = useLocation();
  const { queryRef } = useLoaderData() as ContentConfigPageLoaderData;
  if (!isLocale(lang)) return <NotFoundPage />;
  const title = intl.formatMessage(scope === 'about' ? m.aboutTitle : m.developmentTitle);
  const base = scope === 'about' ? '/about/config' : '/services/development/config';
  return (
    <div className="space-y-6">
      <PageMeta noindex page={title} description={intl.formatMessage(m.description)} />
      <PageHeader
        title={title}
        intro={intl.formatMessage(m.editing, { language: intl.formatMessage(languageNames[lang]) })}
      />
      <nav aria-label={intl.formatMessage(m.otherLanguages)} className="flex gap-3 text-sm">
        {LOCALES.map((other) => (
          <Link
            key={other}
            to={`${localePath(locale, `${base}/${other}`)}${search}`}
            aria-current={other === lang ? 'page' : undefined}
            className="rounded-full border border-slate-300 px-3 py-1 font-semibold text-slate-700 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
          >
            {intl.formatMessage(languageNames[other])}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<PageSpinner />}>
        <Config queryRef={queryRef} scope={scope} lang={lang} />
      </Suspense>
    </div>
  );
}
