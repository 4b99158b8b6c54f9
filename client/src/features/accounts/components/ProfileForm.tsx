import { updateProfileRules } from '@platform/rules/accounts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FieldError, Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { ProfileForm_user$key } from '../../../__generated__/ProfileForm_user.graphql';
import { directionOf, isLocale, LOCALES, type Locale } from '../../../app/locale';
import { languageMessages } from '../../../app/messages';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { fieldErrorText } from '../fieldErrors';
import { profileMessages } from '../messages';
import { useUpdateProfileMutation } from '../mutations/useUpdateProfileMutation';
import { primaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { ImagePicker, imageInput, type ImageChoice } from './ImagePicker';
import { RoleBadges } from './RoleBadges';

export function ProfileForm({ user }: { user: ProfileForm_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        fullName
        displayName
        email
        avatarUrl
        preferredLanguage
        roles
      }
    `,
    user,
  );
  const [fullName, setFullName] = useState(data.fullName ?? data.displayName);
  const [avatar, setAvatar] = useState<ImageChoice>({ kind: 'unchanged' });
  const [uploading, setUploading] = useState(false);
  const [language, setLanguage] = useState<Locale | null>(
    isLocale(data.preferredLanguage) ? data.preferredLanguage : null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [commit, isPending] = useUpdateProfileMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const avatarUpload = imageInput(avatar);
    const input = {
      fullName,
      ...(avatarUpload !== undefined ? { avatarUpload } : {}),
      ...(language ? { preferredLanguage: language } : {}),
    };
    const problems = validate(updateProfileRules, input);
    setErrors(problems ?? {});
    if (problems) {
      toast.error(intl.formatMessage(profileMessages.fixErrors));
      return;
    }
    commit({
      variables: { input: { ...input, fullName: fullName.trim() } },
      onCompleted: ({ updateProfile: result }) => {
        if (result.__typename === 'MutationUpdateProfileSuccess') {
          setAvatar({ kind: 'unchanged' });
          toast.success(intl.formatMessage(profileMessages.saved));
        } else if (result.__typename === 'ValidationError') {
          setErrors(serverFieldErrors(result.problems));
          toast.error(intl.formatMessage(profileMessages.fixErrors));
        } else {
          toast.error(intl.formatMessage(profileMessages.saveError));
        }
      },
      onError: () => void toast.error(intl.formatMessage(profileMessages.saveError)),
    });
  }

  return (
    <section
      aria-labelledby="profile-personal"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="profile-personal" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(profileMessages.personal)}
      </h2>
      <Form onSubmit={submit} validationBehavior="aria" className="mt-6 grid gap-6 md:grid-cols-[auto_1fr]">
        <ImagePicker
          label={intl.formatMessage(profileMessages.avatar)}
          name={fullName || data.displayName}
          savedUrl={data.avatarUrl ?? null}
          choice={avatar}
          onChoice={(choice) => {
            setAvatar(choice);
            setErrors(({ avatarUpload: _, ...others }) => others);
          }}
          onUploadingChange={setUploading}
          error={fieldErrorText(intl, errors.avatarUpload)}
          orientation="vertical"
        />
        <div className="space-y-5">
          <FormTextField
            name="fullName"
            label={intl.formatMessage(profileMessages.fullName)}
            value={fullName}
            onChange={setFullName}
            error={fieldErrorText(intl, errors.fullName)}
            autoComplete="name"
          />
          <FormTextField
            name="email"
            type="email"
            dir="ltr"
            label={intl.formatMessage(profileMessages.email)}
            value={data.email ?? intl.formatMessage(profileMessages.noEmail)}
            onChange={() => undefined}
            isReadOnly
            description={intl.formatMessage(profileMessages.emailHint)}
          />
          <RadioGroup
            name="preferredLanguage"
            value={language}
            onChange={(value) => setLanguage(isLocale(value) ? value : null)}
            isInvalid={!!errors.preferredLanguage}
            validationBehavior="aria"
            className="flex flex-col gap-2"
          >
            <Label className="text-sm font-semibold text-slate-800">
              {intl.formatMessage(profileMessages.language)}
            </Label>
            <div className="flex flex-wrap gap-2">
              {LOCALES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  lang={option}
                  dir={directionOf(option)}
                  className="cursor-pointer rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 transition hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 selected:border-teal-700 selected:bg-teal-700 selected:text-white"
                >
                  {intl.formatMessage(languageMessages[option])}
                </Radio>
              ))}
            </div>
            <Text slot="description" className="text-xs text-slate-500">
              {intl.formatMessage(profileMessages.languageHint)}
            </Text>
            <FieldError className="text-sm font-medium text-red-700">
              {fieldErrorText(intl, errors.preferredLanguage)}
            </FieldError>
          </RadioGroup>
          <div className="space-y-2">
            <p className="text-sm font-semibold text-slate-800">
              {intl.formatMessage(profileMessages.roles)}
            </p>
            {data.roles?.length ? (
              <RoleBadges roles={data.roles} />
            ) : (
              <p className="text-sm text-slate-500">{intl.formatMessage(profileMessages.noRoles)}</p>
            )}
          </div>
          <Button type="submit" isDisabled={isPending || uploading} className={primaryButtonClass}>
            {intl.formatMessage(isPending ? profileMessages.saving : profileMessages.save)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
