import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ResumeView_document$key } from '../../__generated__/ResumeView_document.graphql';
import { formatPhone } from '@platform/rules/phone';
import { useLocale } from '../../app/LocaleContext';
import { resumeViewMessages as m } from './messages';
import { formatMonthKey } from '../../i18n/months';

const levels = ['BASIC', 'CONVERSATIONAL', 'FLUENT', 'NATIVE'] as const;
type Level = (typeof levels)[number];

/** Parts of one line (a title, an organization, a place), those given, with a middle dot between them. */
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid-page space-y-2">
      <h3 className="border-b border-slate-200 pb-1 text-base font-bold text-teal-800">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A résumé in one language as it reads to others: on its printed page, beside an application, and as its owner's
 * preview. Months are shown in the reader's calendar (Jalali in Persian); everything is plain text. With the
 * identity withheld, the name, contact and links are not there, and the page says why.
 */
export function ResumeView({
  document: key,
  withheldFor = 'application',
}: {
  document: ResumeView_document$key;
  /** Why the identity is withheld: an application sent hiding it, or the talent pool. */
  withheldFor?: 'application' | 'pool';
}) {
  const intl = useIntl();
  const locale = useLocale();
  const d = useFragment(
    graphql`
      fragment ResumeView_document on ResumeDocument {
        locale
        identityWithheld
        fullName
        headline
        email
        phone
        place
        summary
        experience {
          title
          organization
          place
          start
          end
          description
        }
        education {
          school
          degree
          field
          start
          end
        }
        skills
        languages {
          name
          level
        }
        projects {
          title
          url
          description
        }
        links {
          label
          url
        }
        certificates {
          code
          testTitle
          scoreBand
        }
      }
    `,
    key,
  );
  const month = (value: string) => formatMonthKey(intl, value);
  const span = (start: string, end: string | null | undefined) =>
    `${month(start)} – ${end ? month(end) : intl.formatMessage(m.present)}`;
  const level = (value: string) =>
    (levels as readonly string[]).includes(value) ? intl.formatMessage(m[value as Level]) : value;
  const contact = [d.email, d.phone ? formatPhone(d.phone, locale).text : null, d.place].filter(Boolean);
  const bidi = d.locale === 'fa' ? 'rtl' : 'ltr';

  return (
    <article lang={d.locale} dir={bidi} className="space-y-5 text-start text-slate-800" data-resume>
      <header className="space-y-1">
        <h2 className="text-2xl font-bold text-slate-900">
          {d.fullName ? <bdi>{d.fullName}</bdi> : intl.formatMessage(m.anonymous)}
        </h2>
        {d.headline ? <p className="text-lg text-slate-700">{d.headline}</p> : null}
        {contact.length ? (
          <p className="flex flex-wrap gap-x-4 text-sm text-slate-600">
            {contact.map((c) => (
              <bdi key={c}>{c}</bdi>
            ))}
          </p>
        ) : null}
        {d.identityWithheld ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {intl.formatMessage(withheldFor === 'pool' ? m.inPool : m.identityWithheld)}
          </p>
        ) : null}
      </header>
      {d.summary ? (
        <Section title={intl.formatMessage(m.summary)}>
          <p className="whitespace-pre-line">{d.summary}</p>
        </Section>
      ) : null}
      {d.experience.length ? (
        <Section title={intl.formatMessage(m.experience)}>
          <ul className="space-y-3">
            {d.experience.map((e, i) => (
              <li key={i} className="break-inside-avoid">
                <p className="font-semibold text-slate-900">{joined(e.title, e.organization, e.place)}</p>
                <p className="text-sm text-slate-500">{span(e.start, e.end)}</p>
                {e.description ? <p className="mt-1 whitespace-pre-line text-sm">{e.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.education.length ? (
        <Section title={intl.formatMessage(m.education)}>
          <ul className="space-y-2">
            {d.education.map((e, i) => (
              <li key={i}>
                <p className="font-semibold text-slate-900">{joined(e.degree, e.field, e.school)}</p>
                <p className="text-sm text-slate-500">{span(e.start, e.end)}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.skills.length ? (
        <Section title={intl.formatMessage(m.skills)}>
          <ul className="flex flex-wrap gap-2">
            {d.skills.map((s) => (
              <li key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm">
                <bdi>{s}</bdi>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.certificates.length ? (
        <Section title={intl.formatMessage(m.certificates)}>
          <ul className="space-y-1 text-sm">
            {d.certificates.map((c, i) => (
              <li key={c.code ?? i}>
                {intl.formatMessage(m.certificate, { test: c.testTitle, band: c.scoreBand })}
                {c.code ? (
                  <span className="ms-2 text-slate-500" dir="ltr">
                    {c.code}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.languages.length ? (
        <Section title={intl.formatMessage(m.languages)}>
          <ul className="flex flex-wrap gap-x-4 text-sm">
            {d.languages.map((l) => (
              <li key={l.name}>
                {intl.formatMessage(m.languageLevel, { name: l.name, level: level(l.level) })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.projects.length ? (
        <Section title={intl.formatMessage(m.projects)}>
          <ul className="space-y-2 text-sm">
            {d.projects.map((p, i) => (
              <li key={i}>
                <p className="font-semibold text-slate-900">{p.title}</p>
                {p.url ? (
                  <a href={p.url} rel="nofollow noopener noreferrer" dir="ltr" className="text-teal-800">
                    {p.url}
                  </a>
                ) : null}
                {p.description ? <p className="whitespace-pre-line">{p.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.links.length ? (
        <Section title={intl.formatMessage(m.links)}>
          <ul className="space-y-1 text-sm">
            {d.links.map((l) => (
              <li key={l.url} className="flex flex-wrap gap-x-2">
                <span>{l.label}</span>
                <a href={l.url} rel="nofollow noopener noreferrer" dir="ltr" className="text-teal-800">
                  {l.url}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}
