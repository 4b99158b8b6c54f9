import { portfolioLimits as L, portfolioLocales } from '@platform/rules/portfolio-limits';
import { useIntl } from 'react-intl';
import { languageNameMessages } from '../../../app/messages';
import { useLocale } from '../../../app/LocaleContext';
import { controlProps, Field, fieldClass, legendClass, Problem, sectionClass } from './formParts';
import { editorMessages as m } from './messages';
import type { WordsLocale, WordsValues } from './projectForm';

const fields = [
  { key: 'title', max: L.titleMax, rows: 0 },
  { key: 'summary', max: L.summaryMax, rows: 2 },
  { key: 'description', max: L.descriptionMax, rows: 6 },
  { key: 'developerNotes', max: L.notesMax, rows: 4 },
  { key: 'challenges', max: L.notesMax, rows: 4 },
] as const satisfies readonly { key: keyof WordsValues; max: number; rows: number }[];

/**
 * A project's words in each language, the reader's own first; a language left empty is not sent. The rules name a
 * language's words by its place among those `sent` (`words.1.title`), so a problem is shown by the language it
 * belongs to.
 */
export function WordsEditor({
  words,
  onChange,
  sent,
  errorOf,
}: {
  words: Record<WordsLocale, WordsValues>;
  onChange: (words: Record<WordsLocale, WordsValues>) => void;
  sent: readonly WordsLocale[];
  errorOf: (field: string) => string | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const locales = [locale, ...portfolioLocales.filter((l) => l !== locale)];
  return (
    <>
      <p className="text-sm text-slate-600">{intl.formatMessage(m.wordsHint)}</p>
      <Problem field="words" text={errorOf('words')} />
      {locales.map((l) => {
        const at = sent.indexOf(l);
        const problemOf = (key: keyof WordsValues) => (at < 0 ? undefined : errorOf(`words.${at}.${key}`));
        return (
          <fieldset key={l} className={sectionClass}>
            <legend className={legendClass}>
              {intl.formatMessage(m.wordsIn, { language: intl.formatMessage(languageNameMessages[l]) })}
            </legend>
            {fields.map(({ key, max, rows }) => {
              const field = `words.${l}.${key}`;
              const error = problemOf(key);
              const props = {
                name: field,
                lang: l,
                dir: l === 'fa' ? ('rtl' as const) : ('ltr' as const),
                value: words[l][key],
                maxLength: max,
                className: fieldClass,
                ...controlProps(field, error),
              };
              const change = (text: string) => onChange({ ...words, [l]: { ...words[l], [key]: text } });
              return (
                <Field key={key} field={field} label={intl.formatMessage(m[key])} error={error}>
                  {rows ? (
                    <textarea rows={rows} onChange={(e) => change(e.target.value)} {...props} />
                  ) : (
                    <input onChange={(e) => change(e.target.value)} {...props} />
                  )}
                </Field>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
