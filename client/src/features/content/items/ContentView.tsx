import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { directionOf, isLocale } from '../../../app/locale';
import { contentPageMessages as m, figureMessages, languageNames } from './messages';

export type Figure = keyof typeof figureMessages;

/** One language's words of a content item, as a page shows them: published, or a draft in the editor's preview. */
export interface ContentWords {
  title: string;
  summary: string;
  parts: {
    readonly sections: readonly { readonly heading: string; readonly body: string }[];
    readonly faq: readonly { readonly question: string; readonly answer: string }[];
    readonly claims: readonly {
      readonly value: string;
      readonly label: string;
      readonly figure?: string | null;
    }[];
    readonly steps: readonly { readonly title: string; readonly text: string }[];
  };
}

/** What pages select of a document's parts; spread unmasked, so that a draft in the editor's preview fits too. */
export const contentViewParts = graphql`
  fragment ContentView_parts on ContentParts {
    sections {
      heading
      body
    }
    faq {
      question
      answer
    }
    claims {
      value
      label
      figure
    }
    steps {
      title
      text
    }
  }
`;

/** Paragraphs of plain text, split by blank lines; single line breaks stay. Never HTML. */
export function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, i) => (
      <p key={i} className="leading-8 whitespace-pre-line text-slate-800">
        {paragraph}
      </p>
    ));
}

/** Says which language a page is shown in when the reader's has no words yet. */
export function FallbackNote({ shown, wanted }: { shown: string; wanted: string }) {
  const intl = useIntl();
  if (shown === wanted || !isLocale(shown) || !isLocale(wanted)) return null;
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      {intl.formatMessage(m.fallback, {
        shown: intl.formatMessage(languageNames[shown]),
        wanted: intl.formatMessage(languageNames[wanted]),
      })}
    </p>
  );
}

const sectionTitle = 'text-xl font-bold text-slate-900';

/**
 * A content item's words: the heading, the summary, then its sections, claims (each beside the figure the product
 * measures, when it names one), steps and questions. `locale` is the words' language: when it is not the page's,
 * the words say so to browsers and screen readers.
 */
export function ContentView({
  words,
  locale,
  figures = {},
  meta,
  children,
}: {
  words: ContentWords;
  locale: string;
  figures?: Partial<Record<Figure, number>>;
  /** Under the summary: dates, a service's link. */
  meta?: ReactNode;
  /** After the sections, before the questions. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { sections, claims, steps, faq } = words.parts;
  return (
    <div lang={locale} dir={directionOf(locale)} className="space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold text-slate-900">{words.title}</h1>
        <p className="text-lg text-slate-700">{words.summary}</p>
        {meta}
      </header>
      {sections.map((section, i) => (
        <section key={i} className="space-y-3">
          {section.heading ? <h2 className={sectionTitle}>{section.heading}</h2> : null}
          <Paragraphs text={section.body} />
        </section>
      ))}
      {claims.length ? (
        <section aria-labelledby="content-claims" className="space-y-4">
          <h2 id="content-claims" className={sectionTitle}>
            {intl.formatMessage(m.claimsTitle)}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {claims.map((claim, i) => {
              const figure = claim.figure && claim.figure in figureMessages ? (claim.figure as Figure) : null;
              const measured = figure === null ? undefined : figures[figure];
              return (
                <li key={i} className="rounded-xl border border-slate-200 bg-white p-5">
                  <p className="text-3xl font-extrabold text-teal-700">{claim.value}</p>
                  <p className="mt-1 font-semibold text-slate-800">{claim.label}</p>
                  {figure && measured !== undefined ? (
                    <p className="mt-2 text-sm text-slate-600">
                      {intl.formatMessage(m.measured, {
                        value: intl.formatMessage(figureMessages[figure], { count: measured }),
                      })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {children}
      {steps.length ? (
        <section aria-labelledby="content-steps" className="space-y-4">
          <h2 id="content-steps" className={sectionTitle}>
            {intl.formatMessage(m.stepsTitle)}
          </h2>
          <ol className="space-y-3">
            {steps.map((step, i) => (
              <li key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
                >
                  {intl.formatNumber(i + 1)}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  {step.text ? <p className="text-slate-700">{step.text}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {faq.length ? (
        <section aria-labelledby="content-faq" className="space-y-3">
          <h2 id="content-faq" className={sectionTitle}>
            {intl.formatMessage(m.faqTitle)}
          </h2>
          {faq.map((entry, i) => (
            <details key={i} className="rounded-xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold text-slate-900">{entry.question}</summary>
              <div className="mt-2">
                <Paragraphs text={entry.answer} />
              </div>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
