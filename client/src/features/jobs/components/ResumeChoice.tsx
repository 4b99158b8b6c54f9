import type { ResumeLocale } from '@platform/rules/resumes';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Text } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ResumeChoiceQuery } from '../../../__generated__/ResumeChoiceQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { languageNameMessages } from '../../../app/messages';
import { Checkbox } from '../../../ui/Checkbox';
import { applyResumeMessages as m } from '../../../shared/resumes/messages';

interface ResumeChoiceProps {
  /** The language to send the résumé in, or null not to send it. */
  value: ResumeLocale | null;
  onChange: (value: ResumeLocale | null) => void;
}

function Choice({ value, onChange }: ResumeChoiceProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { myResume } = useLazyLoadQuery<ResumeChoiceQuery>(
    graphql`
      query ResumeChoiceQuery {
        myResume {
          locales
          file {
            name
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const written = (myResume?.locales ?? []) as ResumeLocale[];
  const file = myResume?.file;
  // A résumé of an uploaded PDF alone is sent as the PDF, in the page's language.
  const locales = written.length || !file ? written : [locale as ResumeLocale];
  if (!locales.length)
    return (
      <Link
        to={localePath(locale, '/panel/resume')}
        className="text-sm font-semibold text-teal-700 hover:underline"
      >
        {intl.formatMessage(m.build)}
      </Link>
    );
  // Preferably in the page's language, else the first the résumé is written in.
  const preferred = locales.includes(locale as ResumeLocale) ? (locale as ResumeLocale) : locales[0]!;
  return (
    <div className="space-y-2">
      <Checkbox
        isSelected={value !== null}
        onChange={(send) => onChange(send ? preferred : null)}
        aria-describedby="apply-resume-hint"
      >
        {written.length || !file
          ? intl.formatMessage(m.send)
          : intl.formatMessage(m.sendFile, { name: file.name })}
      </Checkbox>
      {value !== null && locales.length > 1 ? (
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          {intl.formatMessage(m.language)}
          <select
            name="resumeLocale"
            value={value}
            onChange={(e) => onChange(e.target.value as ResumeLocale)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1"
          >
            {locales.map((l) => (
              <option key={l} value={l}>
                {intl.formatMessage(languageNameMessages[l])}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Text id="apply-resume-hint" className="block text-xs text-slate-500">
        {intl.formatMessage(m.hint)}
      </Text>
    </div>
  );
}

/**
 * A signed-in applicant's choice to send their résumé with the application (a snapshot of it, in one of the
 * languages it is written in, with its PDF if it has one; or the PDF alone), or the way to build one. Asked for once the form is open.
 */
export function ResumeChoice(props: ResumeChoiceProps) {
  return (
    <Suspense fallback={null}>
      <Choice {...props} />
    </Suspense>
  );
}
