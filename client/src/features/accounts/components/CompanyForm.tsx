import { updateCompanyRules } from '@platform/rules/accounts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { CompanyForm_company$key } from '../../../__generated__/CompanyForm_company.graphql';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { fieldErrorText } from '../fieldErrors';
import { companyMessages, profileMessages } from '../messages';
import { useUpdateCompanyMutation } from '../mutations/useUpdateCompanyMutation';
import { primaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { ImagePicker, imageInput, type ImageChoice } from './ImagePicker';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The employer's company profile; the first save creates it and links it to the employer. */
export function CompanyForm({ company }: { company: CompanyForm_company$key | null }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CompanyForm_company on Company {
        name
        website
        logoUrl
        about
      }
    `,
    company,
  );
  const [values, setValues] = useState({
    name: data?.name ?? '',
    website: data?.website ?? '',
    about: data?.about ?? '',
  });
  const [logo, setLogo] = useState<ImageChoice>({ kind: 'unchanged' });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [commit, isPending] = useUpdateCompanyMutation();
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: fieldErrorText(intl, errors[name]),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const logoUpload = imageInput(logo);
    const input = {
      name: values.name.trim(),
      website: orNull(values.website),
      ...(logoUpload !== undefined ? { logoUpload } : {}),
      about: orNull(values.about),
    };
    const problems = validate(updateCompanyRules, input);
    setErrors(problems ?? {});
    if (problems) {
      toast.error(intl.formatMessage(profileMessages.fixErrors));
      return;
    }
    commit({
      variables: { input },
      onCompleted: ({ updateCompany: result }) => {
        if (result.__typename === 'MutationUpdateCompanySuccess') {
          setLogo({ kind: 'unchanged' });
          toast.success(intl.formatMessage(companyMessages.saved));
        } else if (result.__typename === 'ValidationError') {
          setErrors(serverFieldErrors(result.problems));
          toast.error(intl.formatMessage(profileMessages.fixErrors));
        } else {
          toast.error(intl.formatMessage(companyMessages.saveError));
        }
      },
      onError: () => void toast.error(intl.formatMessage(companyMessages.saveError)),
    });
  }

  return (
    <section
      aria-labelledby="profile-company"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="profile-company" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(companyMessages.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(companyMessages.intro)}</p>
      <Form onSubmit={submit} validationBehavior="aria" className="mt-6 grid gap-5 md:grid-cols-2">
        <FormTextField
          {...field('name')}
          label={intl.formatMessage(companyMessages.name)}
          autoComplete="organization"
        />
        <FormTextField
          {...field('website')}
          type="url"
          dir="ltr"
          label={intl.formatMessage(companyMessages.website)}
        />
        <div className="md:col-span-2">
          <ImagePicker
            label={intl.formatMessage(companyMessages.logo)}
            name={values.name || '?'}
            savedUrl={data?.logoUrl ?? null}
            choice={logo}
            onChoice={(choice) => {
              setLogo(choice);
              setErrors(({ logoUpload: _, ...others }) => others);
            }}
            onUploadingChange={setUploading}
            error={fieldErrorText(intl, errors.logoUpload)}
            shape="square"
          />
        </div>
        <div className="md:col-span-2">
          <FormTextField {...field('about')} multiline label={intl.formatMessage(companyMessages.about)} />
        </div>
        <div className="md:col-span-2">
          <Button type="submit" isDisabled={isPending || uploading} className={primaryButtonClass}>
            {intl.formatMessage(isPending ? profileMessages.saving : companyMessages.save)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
