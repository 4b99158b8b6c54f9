import { useIntl } from 'react-intl';
import { Form, useLoaderData, useNavigation } from 'react-router';
import { HttpStatus } from '../../app/httpStatus';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { primaryButtonClass } from '../../ui/buttons';
import type { LookupOutcome } from './lookup';
import { lookupMessages } from './messages';

/** How a code looks, as the field's placeholder (the same in every language). */
const codeShape = 'XXXXX-XXXXX-XXXXX-XXXXX';

const problems = {
  empty: lookupMessages.empty,
  invalid: lookupMessages.invalid,
  unknown: lookupMessages.unknown,
} as const;

/**
 * `/certificates`: anyone types a certificate's code (as printed, with or without dashes, in Persian or Latin
 * digits) and is sent on to its page; a code no certificate has is answered here, with 404. A plain GET form, so
 * it works before the page's script has loaded.
 */
export function CertificateLookupPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { typed, outcome } = useLoaderData() as LookupOutcome;
  const navigation = useNavigation();
  const problem = outcome === 'idle' ? null : problems[outcome];
  const title = intl.formatMessage(lookupMessages.title);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageMeta
        page={intl.formatMessage(lookupMessages.documentTitle)}
        description={intl.formatMessage(lookupMessages.description)}
      />
      {problem && outcome !== 'empty' ? <HttpStatus code={404} /> : null}
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
        <p className="text-slate-600">{intl.formatMessage(lookupMessages.intro)}</p>
      </header>
      <Form
        method="get"
        action={localePath(locale, '/certificates')}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="space-y-1.5">
          <label htmlFor="certificate-code" className="block font-semibold text-slate-800">
            {intl.formatMessage(lookupMessages.label)}
          </label>
          <input
            id="certificate-code"
            name="code"
            defaultValue={typed ?? ''}
            key={typed ?? ''}
            dir="ltr"
            required
            maxLength={100}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={codeShape}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'certificate-code-problem' : 'certificate-code-hint'}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center font-mono text-lg tracking-wider text-slate-900 placeholder:text-slate-400 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 aria-invalid:border-red-500"
          />
          {problem ? (
            <p id="certificate-code-problem" role="alert" className="text-sm font-medium text-red-700">
              {intl.formatMessage(problem)}
            </p>
          ) : (
            <p id="certificate-code-hint" className="text-sm text-slate-500">
              {intl.formatMessage(lookupMessages.hint)}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={`${primaryButtonClass} w-full`}
          disabled={navigation.state !== 'idle'}
        >
          {intl.formatMessage(lookupMessages.submit)}
        </button>
      </Form>
    </div>
  );
}
