import { completeRegistrationRules } from '@platform/rules/accounts';
import { currentTerms } from '@platform/rules/terms-version';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { RegistrationForm_user$key } from '../../../__generated__/RegistrationForm_user.graphql';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { fieldErrorText } from '../fieldErrors';
import { registrationMessages } from '../messages';
import { useCompleteRegistrationMutation } from '../mutations/useCompleteRegistrationMutation';
import { primaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { Checkbox } from '../../../ui/Checkbox';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { termsPublishedOn } from '../../../shared/terms/published';

/**
 * A name worth suggesting: Google's profile name. Accounts without one get the e-mail's local part or a
 * generated handle as display name, which is no one's full name.
 */
function suggestedName(displayName: string, email: string | null | undefined): string {
  const local = email?.split('@')[0];
  return displayName === local ? '' : displayName;
}

/** The registration step after the first sign-in (§5): the full name is required. */
export function RegistrationForm({
  user,
  onRegistered,
}: {
  user: RegistrationForm_user$key;
  onRegistered: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment RegistrationForm_user on User {
        displayName
        email
      }
    `,
    user,
  );
  const [fullName, setFullName] = useState(() => suggestedName(data.displayName, data.email));
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, isPending] = useCompleteRegistrationMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const termsVersion = acceptsTerms ? currentTerms.version : undefined;
    const problems = validate(completeRegistrationRules, { fullName, termsVersion });
    setErrors(problems ?? {});
    if (problems) return;
    commit({
      variables: { input: { fullName: fullName.trim(), termsVersion } },
      onCompleted: ({ completeRegistration: result }) => {
        if (result.__typename === 'MutationCompleteRegistrationSuccess') {
          toast.success(intl.formatMessage(registrationMessages.done));
          onRegistered();
        } else if (result.__typename === 'ValidationError') {
          setErrors(serverFieldErrors(result.problems));
        } else {
          setFormError(intl.formatMessage(registrationMessages.error));
        }
      },
      onError: () => setFormError(intl.formatMessage(registrationMessages.error)),
    });
  }

  return (
    <section aria-labelledby="registration-title" className="space-y-5">
      <header className="space-y-2">
        <h1 id="registration-title" className="text-2xl font-extrabold text-slate-900">
          {intl.formatMessage(registrationMessages.title)}
        </h1>
        <p className="text-slate-600">{intl.formatMessage(registrationMessages.intro)}</p>
      </header>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Form onSubmit={submit} validationBehavior="aria" className="space-y-5">
        <FormTextField
          name="fullName"
          label={intl.formatMessage(registrationMessages.fullName)}
          value={fullName}
          onChange={setFullName}
          error={fieldErrorText(intl, errors.fullName)}
          autoComplete="name"
        />
        <div className="space-y-1.5">
          <Checkbox
            name="termsVersion"
            isSelected={acceptsTerms}
            onChange={setAcceptsTerms}
            isInvalid={!!errors.termsVersion}
            aria-describedby={errors.termsVersion ? 'registration-terms-error' : undefined}
          >
            {intl.formatMessage(registrationMessages.acceptTerms)}
          </Checkbox>
          <a
            href={localePath(locale, '/terms')}
            target="_blank"
            rel="noopener"
            className="block text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
          >
            {intl.formatMessage(registrationMessages.readTerms, {
              version: intl.formatNumber(currentTerms.version),
              date: intl.formatDate(termsPublishedOn, { dateStyle: 'long', timeZone: 'Asia/Tehran' }),
            })}
          </a>
          {errors.termsVersion ? (
            <p id="registration-terms-error" role="alert" className="text-sm font-medium text-red-700">
              {fieldErrorText(intl, errors.termsVersion)}
            </p>
          ) : null}
        </div>
        <Button type="submit" isDisabled={isPending} className={primaryButtonClass}>
          {intl.formatMessage(isPending ? registrationMessages.submitting : registrationMessages.submit)}
        </Button>
      </Form>
    </section>
  );
}
