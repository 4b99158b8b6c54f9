import { formatMoney } from '@platform/rules/money';
import { Suspense } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { CollaboratorPageQuery } from '../../__generated__/CollaboratorPageQuery.graphql';
import { JsonLd } from '../../app/JsonLd';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { usePageUrl } from '../../app/site';
import { Avatar } from '../../ui/Avatar';
import { ContactRequestForm } from './ContactRequestForm';
import { Availability, ExpertiseBadges } from './ProfileFacts';
import { profileJsonLd } from './profileJsonLd';
import { VerifiedSkills } from './VerifiedSkills';
import { directoryMessages, profileMessages as m, reviewMessages, roleMessages } from './messages';
import { PositionsList } from './PositionsList';
import { ProfileProjects } from './ProfileProjects';
import { ProfileReviews } from './ProfileReviews';
import { languageName } from './spokenLanguages';

/** A measured time to answer, in the unit that reads best: minutes, hours, or days. */
function responseTime(intl: IntlShape, minutes: number) {
  if (minutes < 60) return intl.formatMessage(reviewMessages.withinMinutes, { count: Math.max(1, minutes) });
  if (minutes < 48 * 60)
    return intl.formatMessage(reviewMessages.withinHours, { count: Math.round(minutes / 60) });
  return intl.formatMessage(reviewMessages.withinDays, { count: Math.round(minutes / 1_440) });
}

export interface CollaboratorPageLoaderData {
  queryRef: PreloadedQuery<CollaboratorPageQuery>;
}

function Profile({ queryRef }: CollaboratorPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const url = usePageUrl();
  const { collaborator: c, viewer } = usePreloadedQuery<CollaboratorPageQuery>(
    graphql`
      query CollaboratorPageQuery($slug: String!) {
        viewer {
          registered
        }
        collaborator(slug: $slug) {
          id
          path
          viewerIsOwner
          displayName
          owner {
            avatarUrl
          }
          expertise
          skills
          roles
          experience {
            title
            organization
            place
            start
            end
            description
          }
          yearsOfExperience
          hourlyRateRials
          projectRateRials
          availability
          remote
          place {
            name
          }
          languages
          updatedAt
          readerWords {
            locale
            headline
            bio
            projectNotes
          }
          certificates {
            testTitle
            path
            issuedAt
          }
          ratingAverage
          reviewsCount
          completedProjects
          successRate
          responseMinutes
          responseRate
          ...VerifiedSkills_collaborator
          ...ProfileReviews_collaborator
          ...ProfileProjects_collaborator
        }
      }
    `,
    queryRef,
  );
  if (!c) return <NotFoundPage />;
  const words = c.readerWords;
  const facts: [string, string][] = [
    [intl.formatMessage(m.experience), intl.formatMessage(m.experienceYears, { years: c.yearsOfExperience })],
    [
      intl.formatMessage(m.hourlyRate),
      c.hourlyRateRials == null
        ? intl.formatMessage(directoryMessages.noRate)
        : formatMoney(c.hourlyRateRials, locale),
    ],
    ...(c.projectRateRials == null
      ? []
      : [[intl.formatMessage(m.projectRate), formatMoney(c.projectRateRials, locale)] as [string, string]]),
    [
      intl.formatMessage(m.workPlace),
      // Its city, and whether it works remotely too; with neither, on site.
      [c.place?.name, c.remote || !c.place ? intl.formatMessage(c.remote ? m.remoteYes : m.remoteNo) : null]
        .filter(Boolean)
        .join(' · '),
    ],
    [
      intl.formatMessage(reviewMessages.rating),
      c.ratingAverage == null
        ? intl.formatMessage(reviewMessages.noneShort)
        : intl.formatMessage(reviewMessages.summary, {
            rating: intl.formatNumber(c.ratingAverage, { maximumFractionDigits: 1 }),
            count: c.reviewsCount,
          }),
    ],
    [intl.formatMessage(reviewMessages.completedProjects), intl.formatNumber(c.completedProjects)],
    ...(c.successRate == null
      ? []
      : [
          [
            intl.formatMessage(reviewMessages.successRate),
            intl.formatNumber(c.successRate / 100, { style: 'percent' }),
          ] as [string, string],
        ]),
    ...(c.responseMinutes == null || c.responseRate == null
      ? []
      : [
          [
            intl.formatMessage(reviewMessages.responds),
            `${responseTime(intl, c.responseMinutes)} · ${intl.formatMessage(reviewMessages.answers, {
              rate: intl.formatNumber(c.responseRate / 100, { style: 'percent' }),
            })}`,
          ] as [string, string],
        ]),
    ...(c.languages.length
      ? [
          [
            intl.formatMessage(m.languages),
            intl.formatList(
              c.languages.map((code) => languageName(locale, code)),
              { type: 'unit' },
            ),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <PageMeta
        page={c.displayName}
        description={[words?.headline, words?.bio].filter(Boolean).join(' — ') || c.displayName}
      />
      <JsonLd
        data={profileJsonLd({
          url,
          name: c.displayName,
          headline: words?.headline ?? null,
          bio: words?.bio ?? null,
          skills: c.skills,
          languages: c.languages,
          city: c.place?.name ?? null,
          updatedAt: c.updatedAt,
          positions: c.experience,
          credentials: c.certificates.map((certificate) => ({
            name: certificate.testTitle,
            url: new URL(localePath(locale, certificate.path), url).href,
            issuedAt: certificate.issuedAt,
          })),
        })}
      />
      <nav>
        <Link
          to={localePath(locale, '/collaborators')}
          className="text-sm font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(m.backToDirectory)}
        </Link>
      </nav>
      <header className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-4">
            <Avatar name={c.displayName} url={c.owner.avatarUrl} size="lg" />
            <h1 className="text-3xl font-bold text-slate-900">{c.displayName}</h1>
          </div>
          <Availability value={c.availability} />
        </div>
        {words ? (
          <p lang={words.locale} dir="auto" className="text-lg text-slate-700">
            {words.headline}
          </p>
        ) : null}
        <ExpertiseBadges values={c.expertise} />
        {c.roles.length ? (
          <p className="text-sm text-slate-600">
            {intl.formatMessage(m.roles, {
              roles: intl.formatList(
                c.roles.flatMap((role) =>
                  role in roleMessages
                    ? [intl.formatMessage(roleMessages[role as keyof typeof roleMessages])]
                    : [],
                ),
              ),
            })}
          </p>
        ) : null}
        {words && words.locale !== locale ? (
          <p className="text-sm text-slate-500">{intl.formatMessage(m.otherLanguage)}</p>
        ) : null}
      </header>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <VerifiedSkills collaborator={c} />
          {words?.bio ? (
            <section
              aria-labelledby="profile-about"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="profile-about" className="text-xl font-bold text-slate-900">
                {intl.formatMessage(m.about)}
              </h2>
              <p lang={words.locale} dir="auto" className="mt-3 whitespace-pre-line text-slate-700">
                {words.bio}
              </p>
            </section>
          ) : null}
          {c.experience.length ? (
            <section
              aria-labelledby="profile-positions"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="profile-positions" className="text-xl font-bold text-slate-900">
                {intl.formatMessage(m.positions)}
              </h2>
              <PositionsList positions={c.experience} />
            </section>
          ) : null}
          <ProfileProjects collaborator={c} />
          {words?.projectNotes ? (
            <section
              aria-labelledby="profile-project-notes"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="profile-project-notes" className="text-xl font-bold text-slate-900">
                {intl.formatMessage(m.projectNotes)}
              </h2>
              <p lang={words.locale} dir="auto" className="mt-3 whitespace-pre-line text-slate-700">
                {words.projectNotes}
              </p>
            </section>
          ) : null}
          {c.skills.length ? (
            <section
              aria-labelledby="profile-skills"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="profile-skills" className="text-xl font-bold text-slate-900">
                {intl.formatMessage(m.skills)}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {c.skills.map((skill) => (
                  <li key={skill} dir="auto">
                    {/* The jobs asking for the skill, matched by the shared taxonomy. */}
                    <Link
                      to={`${localePath(locale, '/jobs')}?${new URLSearchParams({ skill })}`}
                      title={intl.formatMessage(m.skillJobs, { skill })}
                      className="block rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-800 outline-none hover:bg-teal-50 hover:text-teal-900 focus-visible:ring-2 focus-visible:ring-teal-600"
                    >
                      {skill}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ProfileReviews collaborator={c} signedIn={Boolean(viewer?.registered)} />
        </div>
        <section
          aria-labelledby="profile-details"
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="profile-details" className="text-xl font-bold text-slate-900">
            {intl.formatMessage(m.details)}
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="font-semibold text-slate-600">{term}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-slate-500">
            {intl.formatMessage(m.updated, { date: intl.formatDate(c.updatedAt, { dateStyle: 'long' }) })}
          </p>
        </section>
      </div>
      <ContactRequestForm
        collaboratorId={c.id}
        name={c.displayName}
        viewer={viewer}
        viewerIsOwner={c.viewerIsOwner}
        path={c.path}
      />
    </article>
  );
}

/** /collaborators/{slug}: a published collaborator's profile. */
export function CollaboratorPage() {
  const { queryRef } = useLoaderData() as CollaboratorPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Profile queryRef={queryRef} />
    </Suspense>
  );
}
