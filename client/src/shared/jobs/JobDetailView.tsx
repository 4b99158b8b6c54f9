import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ExperienceLevel, JobType } from '../../__generated__/JobCard_job.graphql';
import { useLocale } from '../../app/LocaleContext';
import { directionOf, isLocale, localePath } from '../../app/locale';
import { languageNameMessages } from '../../app/messages';
import { PageMeta } from '../../app/PageMeta';
import { formatSalary, type SalaryAmounts } from './formatSalary';
import { experienceLevelLabel, jobTypeLabel } from './JobBadges';
import { jobDetailMessages, jobCardMessages, jobTestMessages } from './messages';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 ps-5 text-slate-700 marker:text-teal-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className="text-slate-400">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-4 shrink-0',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function BuildingIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function WalletIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14.5h2" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** What a job page shows about the job itself; the employer's preview shows the same from the form's values. */
export interface JobContent {
  title: string;
  language: string;
  companyName: string;
  /** Named in the page's language. */
  place: { name: string };
  type: string;
  experienceLevel: string;
  skills: readonly string[];
  description: string;
  requirements: readonly string[];
  responsibilities: readonly string[];
  education?: string | null;
  benefits: readonly string[];
  postedAt: string;
  expiresAt: string | null | undefined;
  isExpired: boolean;
  permanent: boolean;
  salary: SalaryAmounts | null | undefined;
}

const skillClass = 'rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800';

interface JobDetailViewProps {
  job: JobContent;
  /** The apply form, or in a preview a note standing in for it. */
  apply: ReactNode;
  /** On narrow screens, where the apply panel comes after the ad: a way to it at the top, and one at the end. */
  applyShortcut?: ReactNode;
  applyBar?: ReactNode;
  applicants?: ReactNode;
  /** The talent tests the job asks applicants to take (`JobTestList`); none when it asks for none. */
  tests?: ReactNode;
  /** A preview inside the employer's editor: no document title, breadcrumb or expiry notice. */
  preview?: boolean;
}

/** The public job page's layout, for a job from the API or one still being written. */
export function JobDetailView({
  job: data,
  apply,
  applyShortcut,
  applyBar,
  applicants,
  tests,
  preview = false,
}: JobDetailViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const ad = { lang: data.language, dir: directionOf(data.language) } as const;
  const typeLabel = jobTypeLabel(data.type as JobType);
  const levelLabel = experienceLevelLabel(data.experienceLevel as ExperienceLevel);
  const formatDate = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  const salary = formatSalary(intl, locale, data.salary);
  const notSpecified = intl.formatMessage(jobDetailMessages.notSpecified);
  const adInOtherLanguage = isLocale(data.language) && data.language !== locale;

  const keyInfo: { label: string; value: ReactNode; fromAd?: boolean }[] = [
    {
      label: intl.formatMessage(jobDetailMessages.type),
      value: typeLabel ? intl.formatMessage(typeLabel) : null,
    },
    {
      label: intl.formatMessage(jobDetailMessages.level),
      value: levelLabel ? intl.formatMessage(levelLabel) : null,
    },
    { label: intl.formatMessage(jobDetailMessages.location), value: data.place.name },
    {
      label: intl.formatMessage(jobDetailMessages.salary),
      value: salary,
    },
    {
      label: intl.formatMessage(jobDetailMessages.posted),
      value: <time dateTime={data.postedAt}>{formatDate(data.postedAt)}</time>,
    },
    {
      label: intl.formatMessage(jobDetailMessages.expires),
      value:
        data.permanent || !data.expiresAt ? (
          intl.formatMessage(jobDetailMessages.noExpiry)
        ) : (
          <time dateTime={data.expiresAt}>{formatDate(data.expiresAt)}</time>
        ),
    },
    {
      label: intl.formatMessage(jobDetailMessages.education),
      value: data.education ?? notSpecified,
      fromAd: !!data.education,
    },
  ];

  return (
    <article className="space-y-6">
      {preview ? null : (
        <PageMeta
          type="article"
          page={intl.formatMessage(jobDetailMessages.documentTitle, {
            title: data.title,
            company: data.companyName,
          })}
          description={data.description}
        />
      )}
      {preview ? null : (
        <nav aria-label={intl.formatMessage(jobDetailMessages.breadcrumb)}>
          <Link
            to={localePath(locale, '/jobs')}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor">
              <path d="M12.7 4.3 7 10l5.7 5.7 1.4-1.4L9.8 10l4.3-4.3z" />
            </svg>
            {intl.formatMessage(jobDetailMessages.backToJobs)}
          </Link>
        </nav>
      )}

      {!preview && data.isExpired && !data.permanent ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{intl.formatMessage(jobDetailMessages.expiredTitle)}</p>
          <p className="mt-1 text-sm">{intl.formatMessage(jobDetailMessages.expiredMessage)}</p>
        </div>
      ) : null}

      <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 {...ad} className="text-start text-2xl leading-snug font-extrabold text-slate-900 sm:text-3xl">
          {data.title}
        </h1>
        {/* The facts a reader decides on, before the ad: at the top on every screen. */}
        <ul className="mt-4 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
          <Fact icon={<BuildingIcon />}>
            <bdi {...ad} className="font-semibold text-slate-800">
              {data.companyName}
            </bdi>
          </Fact>
          <Fact icon={<PinIcon />}>
            <bdi lang={locale}>{data.place.name}</bdi>
          </Fact>
          {typeLabel ? <Fact icon={<ClockIcon />}>{intl.formatMessage(typeLabel)}</Fact> : null}
          <Fact icon={<WalletIcon />}>
            <span className="sr-only">{intl.formatMessage(jobDetailMessages.salary)} </span>
            {salary}
          </Fact>
          <Fact icon={<CalendarIcon />}>
            <time dateTime={data.postedAt}>
              {intl.formatMessage(jobCardMessages.postedOn, { date: formatDate(data.postedAt) })}
            </time>
          </Fact>
        </ul>
        {data.permanent || adInOtherLanguage ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
            {data.permanent ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 font-medium text-amber-800">
                {intl.formatMessage(jobCardMessages.permanent)}
              </span>
            ) : null}
            {adInOtherLanguage && isLocale(data.language) ? (
              <span className="text-slate-500">
                {intl.formatMessage(jobDetailMessages.adLanguage, {
                  language: intl.formatMessage(languageNameMessages[data.language]),
                })}
              </span>
            ) : null}
          </div>
        ) : null}
        {applyShortcut}
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section id="job-description" title={intl.formatMessage(jobDetailMessages.description)}>
            <div {...ad} className="space-y-3 text-start leading-8 text-slate-700">
              {data.description
                .split(/\n{2,}|\n/)
                .filter((paragraph) => paragraph.trim() !== '')
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </div>
          </Section>
          {data.responsibilities.length > 0 ? (
            <Section id="job-responsibilities" title={intl.formatMessage(jobDetailMessages.responsibilities)}>
              <div {...ad} className="text-start leading-8">
                <BulletList items={data.responsibilities} />
              </div>
            </Section>
          ) : null}
          {data.requirements.length > 0 ? (
            <Section id="job-requirements" title={intl.formatMessage(jobDetailMessages.requirements)}>
              <div {...ad} className="text-start leading-8">
                <BulletList items={data.requirements} />
              </div>
            </Section>
          ) : null}
          {data.skills.length > 0 ? (
            <Section id="job-skills" title={intl.formatMessage(jobDetailMessages.skills)}>
              <ul {...ad} className="flex flex-wrap gap-2">
                {data.skills.map((skill) => (
                  <li key={skill}>
                    {preview ? (
                      <span className={skillClass}>{skill}</span>
                    ) : (
                      // The skill leads to the collaborators who know it, matched by the shared taxonomy.
                      <Link
                        to={`${localePath(locale, '/collaborators')}?${new URLSearchParams({ skill })}`}
                        title={intl.formatMessage(jobDetailMessages.skillPeople, { skill })}
                        className={`${skillClass} block outline-none hover:bg-teal-50 hover:text-teal-900 focus-visible:ring-2 focus-visible:ring-teal-600`}
                      >
                        {skill}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {tests ? (
            <Section id="job-tests" title={intl.formatMessage(jobTestMessages.title)}>
              <p className="mb-4 text-sm text-slate-600">{intl.formatMessage(jobTestMessages.intro)}</p>
              {tests}
            </Section>
          ) : null}
          {applicants}
        </div>

        <aside className="space-y-6">
          {apply}
          <Section id="job-key-info" title={intl.formatMessage(jobDetailMessages.keyInfo)}>
            <dl className="divide-y divide-slate-100">
              {keyInfo.map((row) => (
                <div key={row.label} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                  <dt className="text-xs font-medium text-slate-500">{row.label}</dt>
                  <dd className="font-semibold text-slate-800">
                    {row.fromAd ? <span {...ad}>{row.value}</span> : (row.value ?? notSpecified)}
                  </dd>
                </div>
              ))}
            </dl>
          </Section>
          {data.benefits.length > 0 ? (
            <Section id="job-benefits" title={intl.formatMessage(jobDetailMessages.benefits)}>
              <div {...ad} className="text-start">
                <BulletList items={data.benefits} />
              </div>
            </Section>
          ) : null}
        </aside>
      </div>
      {applyBar}
    </article>
  );
}
