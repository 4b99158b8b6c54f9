import { formatMoney } from '@platform/rules/money';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  commitMutation,
  graphql,
  useMutation,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { ProjectPageLikeMutation } from '../../__generated__/ProjectPageLikeMutation.graphql';
import type { ProjectPageQuery } from '../../__generated__/ProjectPageQuery.graphql';
import type { ProjectPageUnlikeMutation } from '../../__generated__/ProjectPageUnlikeMutation.graphql';
import type { ProjectPageViewMutation } from '../../__generated__/ProjectPageViewMutation.graphql';
import { JsonLd } from '../../app/JsonLd';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { usePageUrl } from '../../app/site';
import { loginPath } from '../../shared/accounts/redirect';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { BuyOffer } from './BuyOffer';
import { Gallery } from './Gallery';
import {
  categoryMessages,
  industryMessages,
  licenceMessages,
  portfolioMessages,
  projectMessages as m,
  purchaseMessages,
  roleMessages,
  stateMessages,
} from './messages';
import { ProjectCard } from './ProjectCard';
import { ProjectReviews } from './ProjectReviews';
import { projectJsonLd } from './projectJsonLd';
import { formatMonthKey } from '../../i18n/months';

export interface ProjectPageLoaderData {
  queryRef: PreloadedQuery<ProjectPageQuery>;
}

const label = <K extends string>(messages: Record<K, { id: string }>, value: string) =>
  messages[value as K] ?? { id: value, defaultMessage: value };

/** Likes the project for the signed-in, or asks a visitor to sign in; the count either way. */
function LikeButton({
  id,
  likes,
  liked,
  signedIn,
}: {
  id: string;
  likes: number;
  liked: boolean;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [like, liking] = useMutation<ProjectPageLikeMutation>(graphql`
    mutation ProjectPageLikeMutation($id: ID!) {
      likePortfolioProject(id: $id) {
        ... on MutationLikePortfolioProjectSuccess {
          data {
            id
            likes
            viewerLikes
          }
        }
      }
    }
  `);
  const [unlike, unliking] = useMutation<ProjectPageUnlikeMutation>(graphql`
    mutation ProjectPageUnlikeMutation($id: ID!) {
      unlikePortfolioProject(id: $id) {
        ... on MutationUnlikePortfolioProjectSuccess {
          data {
            id
            likes
            viewerLikes
          }
        }
      }
    }
  `);
  const count = intl.formatMessage(portfolioMessages.likes, { count: likes });
  if (!signedIn)
    return (
      <Link to={loginPath(locale, pathname)} className={secondaryButtonClass}>
        <span>{intl.formatMessage(m.signInToLike)}</span>
        <span className="ms-2 opacity-75">{count}</span>
      </Link>
    );
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={liking || unliking}
      onClick={() => (liked ? unlike : like)({ variables: { id } })}
      className={liked ? primaryButtonClass : secondaryButtonClass}
    >
      <span>{intl.formatMessage(liked ? m.liked : m.like)}</span>
      <span className="ms-2 opacity-75">{count}</span>
    </button>
  );
}

const viewMutation = graphql`
  mutation ProjectPageViewMutation($id: ID!) {
    viewPortfolioProject(id: $id) {
      __typename
    }
  }
`;

/**
 * Counts the reader's view once the page is shown in a browser (a server's render counts nothing). Committed
 * without `useMutation`, whose in-flight state would render the whole page again, twice, for an answer it does not
 * show.
 */
function useCountedView(id: string, published: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (published)
      commitMutation<ProjectPageViewMutation>(environment, {
        mutation: viewMutation,
        variables: { id },
        onError: () => {},
      });
  }, [environment, id, published]);
}

function Project({ queryRef }: ProjectPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const url = usePageUrl();
  const { portfolioProject: p, viewer } = usePreloadedQuery<ProjectPageQuery>(
    graphql`
      query ProjectPageQuery($slug: String!) {
        viewer {
          registered
        }
        portfolioProject(slug: $slug) {
          id
          path
          state
          industry
          categories
          technologies
          clientName
          priceRials
          startedOn
          completedOn
          forSale
          demoUrl
          hasDemoCredentials
          demoCredentials {
            username
            password
          }
          offers {
            licence
            priceRials
            includesSource
            includesSetup
            supportMonths
            inspectionDays
          }
          collaborating
          confidential
          evaluatedAt
          evaluationNote
          views
          likes
          viewerLikes
          viewerIsOwner
          visibility
          publishedAt
          updatedAt
          readerWords {
            locale
            title
            summary
            description
            developerNotes
            challenges
          }
          pictures {
            url
            thumbUrl
            width
            height
            caption
          }
          team {
            role
            collaborator {
              id
              displayName
              path
              viewerIsOwner
            }
          }
          related {
            id
            ...ProjectCard_project
          }
          feedback {
            reviewsCount
            ratingAverage
          }
          ...ProjectReviews_project
        }
      }
    `,
    queryRef,
  );
  const shown = p?.visibility === null || p?.visibility === 'PUBLISHED';
  useCountedView(p?.id ?? '', Boolean(p) && shown && !p?.confidential);
  if (!p) return <NotFoundPage />;
  const words = p.readerWords;
  const title = words?.title ?? '';
  const month = (value: string) => formatMonthKey(intl, value);
  const team = p.team.flatMap((member) =>
    member.collaborator ? [{ ...member, collaborator: member.collaborator }] : [],
  );
  const facts: [string, string][] = [
    ...(p.clientName ? [[intl.formatMessage(m.client), p.clientName] as [string, string]] : []),
    [intl.formatMessage(m.industry), intl.formatMessage(label(industryMessages, p.industry))],
    [
      intl.formatMessage(m.categories),
      intl.formatList(
        p.categories.map((c) => intl.formatMessage(label(categoryMessages, c))),
        { type: 'unit' },
      ),
    ],
    [intl.formatMessage(m.state), intl.formatMessage(label(stateMessages, p.state))],
    ...(p.startedOn
      ? [
          [
            intl.formatMessage(m.period),
            intl.formatMessage(m.fromTo, {
              start: month(p.startedOn),
              end: p.completedOn ? month(p.completedOn) : intl.formatMessage(m.ongoing),
            }),
          ] as [string, string],
        ]
      : []),
    ...(p.priceRials != null
      ? [[intl.formatMessage(m.price), formatMoney(p.priceRials, locale)] as [string, string]]
      : []),
  ];
  const texts: [string, string | null | undefined][] = [
    [intl.formatMessage(m.description), words?.description],
    [intl.formatMessage(m.developerNotes), words?.developerNotes],
    [intl.formatMessage(m.challenges), words?.challenges],
  ];
  const absolute = (path: string) => new URL(path, url).href;
  return (
    <article className="mx-auto max-w-5xl space-y-6">
      <PageMeta page={title} description={words?.summary ?? title} type="article" noindex={p.confidential} />
      {p.confidential ? null : (
        <JsonLd
          data={projectJsonLd({
            url,
            name: title,
            description: words?.summary ?? title,
            language: words?.locale ?? locale,
            images: p.pictures.map((picture) => absolute(picture.url)),
            technologies: p.technologies,
            team: team.map((member) => ({
              name: member.collaborator.displayName,
              url: absolute(localePath(locale, member.collaborator.path)),
            })),
            publishedAt: p.publishedAt ?? null,
            updatedAt: p.updatedAt,
            offers: p.forSale ? p.offers.map((o) => ({ licence: o.licence, priceRials: o.priceRials })) : [],
            rating:
              p.feedback.ratingAverage != null
                ? { average: p.feedback.ratingAverage, count: p.feedback.reviewsCount }
                : null,
          })}
        />
      )}
      <nav>
        <Link
          to={localePath(locale, '/portfolio')}
          className="text-sm font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(m.back)}
        </Link>
      </nav>
      {shown ? null : (
        <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {intl.formatMessage(m.draft)}
        </p>
      )}
      {p.confidential ? (
        <section
          aria-label={intl.formatMessage(m.privateProject)}
          className="space-y-2 rounded-2xl border border-teal-200 bg-teal-50 px-5 py-4 text-sm text-teal-950"
        >
          <p className="font-semibold">{intl.formatMessage(m.privateProject)}</p>
          <p>
            {p.evaluatedAt
              ? intl.formatMessage(m.evaluated, {
                  date: intl.formatDate(p.evaluatedAt, { dateStyle: 'long' }),
                })
              : intl.formatMessage(m.notEvaluated)}
          </p>
          {p.evaluationNote ? (
            <blockquote dir="auto" className="border-s-4 border-teal-600 ps-3 whitespace-pre-line">
              {p.evaluationNote}
            </blockquote>
          ) : null}
        </section>
      ) : null}
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900" lang={words?.locale} dir="auto">
          {title}
        </h1>
        {words ? (
          <p className="text-lg text-slate-700" lang={words.locale} dir="auto">
            {words.summary}
          </p>
        ) : null}
        {words && words.locale !== locale ? (
          <p className="text-sm text-slate-500">
            {intl.formatMessage(m.writtenIn, {
              language:
                new Intl.DisplayNames([locale], { type: 'language' }).of(words.locale) ?? words.locale,
            })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {p.demoUrl ? (
            <a
              href={p.demoUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={primaryButtonClass}
            >
              {intl.formatMessage(m.openDemo)}
            </a>
          ) : null}
          <LikeButton
            id={p.id}
            likes={p.likes}
            liked={p.viewerLikes}
            signedIn={Boolean(viewer?.registered)}
          />
          <span className="text-sm text-slate-500">
            {intl.formatMessage(portfolioMessages.views, { count: p.views })}
          </span>
        </div>
        {p.demoCredentials ? (
          <dl
            aria-label={intl.formatMessage(m.demoSignIn)}
            className="flex flex-wrap gap-x-6 gap-y-1 text-sm"
          >
            <div className="flex gap-2">
              <dt className="text-slate-500">{intl.formatMessage(m.demoUser)}</dt>
              <dd dir="ltr" className="font-mono text-slate-900">
                {p.demoCredentials.username}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500">{intl.formatMessage(m.demoPassword)}</dt>
              <dd dir="ltr" className="font-mono text-slate-900">
                {p.demoCredentials.password}
              </dd>
            </div>
          </dl>
        ) : p.hasDemoCredentials ? (
          <p className="text-sm text-slate-500">{intl.formatMessage(m.signInForDemo)}</p>
        ) : null}
      </header>
      {p.pictures.length ? <Gallery pictures={p.pictures} title={title} /> : null}
      {p.forSale && p.offers.length ? (
        <section
          aria-labelledby="project-offers"
          className="rounded-2xl border border-amber-200 bg-amber-50/60 p-6"
        >
          <h2 id="project-offers" className="text-xl font-bold text-slate-900">
            {intl.formatMessage(m.offers)}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {p.offers.map((offer) => (
              <li key={offer.licence} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {intl.formatMessage(label(licenceMessages, offer.licence))}
                </p>
                <p className="text-2xl font-bold text-teal-800">{formatMoney(offer.priceRials, locale)}</p>
                <ul className="space-y-1 text-sm text-slate-700">
                  {offer.includesSource ? <li>{intl.formatMessage(m.source)}</li> : null}
                  {offer.includesSetup ? <li>{intl.formatMessage(m.setup)}</li> : null}
                  <li>{intl.formatMessage(m.support, { count: offer.supportMonths })}</li>
                </ul>
                <BuyOffer
                  projectId={p.id}
                  licence={offer.licence}
                  priceRials={offer.priceRials}
                  signedIn={viewer !== null}
                  owner={p.viewerIsOwner}
                />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            {intl.formatMessage(purchaseMessages.escrowNote, {
              days: intl.formatNumber(p.offers[0]!.inspectionDays),
            })}
          </p>
          <Link
            to={`${localePath(locale, '/contact')}?subject=other#contact-form`}
            className={`${secondaryButtonClass} mt-3`}
          >
            {intl.formatMessage(purchaseMessages.askInstead)}
          </Link>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {texts.map(([heading, text]) =>
            text ? (
              <section key={heading} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
                <p lang={words?.locale} dir="auto" className="mt-3 whitespace-pre-line text-slate-700">
                  {text}
                </p>
              </section>
            ) : null,
          )}
          {p.collaborating ? (
            <p className="rounded-lg bg-teal-50 px-4 py-3 text-sm text-teal-900">
              {intl.formatMessage(m.collaborating)}
            </p>
          ) : null}
          <ProjectReviews project={p} />
        </div>
        <aside className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(m.facts)}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="flex flex-wrap justify-between gap-2">
                  <dt className="text-slate-500">{term}</dt>
                  <dd dir="auto" className="font-semibold text-slate-900">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {p.technologies.length ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-700">
                  {intl.formatMessage(m.technologies)}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {p.technologies.map((name) => (
                    <li key={name}>
                      <Link
                        to={`${localePath(locale, '/portfolio')}?${new URLSearchParams({ technology: name })}`}
                        dir="auto"
                        className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 hover:bg-teal-50"
                      >
                        {name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          {team.length ? (
            <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(m.team)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {team.map((member) => (
                  <li key={member.collaborator.id} className="flex flex-wrap justify-between gap-2">
                    <Link
                      to={localePath(locale, member.collaborator.path)}
                      className="font-semibold text-teal-800 hover:underline"
                    >
                      {member.collaborator.displayName}
                    </Link>
                    <span className="text-slate-500">
                      {intl.formatMessage(label(roleMessages, member.role))}
                    </span>
                    {/* Open to collaborators: anyone but the member proposes them work on it, in milestones. */}
                    {p.collaborating && !member.collaborator.viewerIsOwner ? (
                      <Link
                        to={localePath(
                          locale,
                          `/panel/contracts/new?to=${encodeURIComponent(member.collaborator.id)}&project=${encodeURIComponent(p.id)}`,
                        )}
                        aria-label={intl.formatMessage(m.proposeToMember, {
                          name: member.collaborator.displayName,
                        })}
                        className="w-full text-xs font-semibold text-teal-800 hover:underline"
                      >
                        {intl.formatMessage(m.proposeContract)}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      {p.related.length ? (
        <section className="space-y-4">
          <h2 className="text-xl font-bold text-slate-900">{intl.formatMessage(m.related)}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {p.related.map((related) => (
              <ProjectCard key={related.id} project={related} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** /portfolio/{slug}: a project with its gallery, facts, team and related projects (§3). */
export function ProjectPage() {
  const { queryRef } = useLoaderData() as ProjectPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Project queryRef={queryRef} />
    </Suspense>
  );
}
