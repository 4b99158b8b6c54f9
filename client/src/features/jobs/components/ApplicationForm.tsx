import { applyToJobRules } from '@platform/rules/jobs';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, Text } from 'react-aria-components';
import { Link } from 'react-router';
import { toast } from '../../../app/toast';
import { formatLocalizedText } from '../../../i18n/translate';
import { TransportError } from '../../../relay/transportErrors';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApplicationForm_job$key } from '../../../__generated__/ApplicationForm_job.graphql';
import type { ApplicationForm_viewer$key } from '../../../__generated__/ApplicationForm_viewer.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { JobTestList } from '../../../shared/jobs/JobTestList';
import { jobTestMessages } from '../../../shared/jobs/messages';
import { loginPath } from '../../../shared/accounts/redirect';
import { trackingIds } from '../../../app/visitor';
import { localePath } from '../../../app/locale';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { Checkbox } from '../../../ui/Checkbox';
import { FormTextField } from '../../../ui/FormTextField';
import { revealForm, useFocusFirstInvalid, useRevealOnShow } from '../../../ui/formFocus';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { applicationErrorText, hasMissingField } from '../applicationErrors';
import { applyMessages } from '../messages';
import { currencyOf, toRials } from '@platform/rules/money';
import { parseAmount } from '../../../shared/jobs/money';
import { myApplicationsConnection, useApplyToJobMutation } from '../mutations/useApplyToJobMutation';
import { applyPanelClass, type ApplyPanel } from '../useApplyPanel';
import type { ResumeLocale } from '@platform/rules/resumes';
import { ResumeChoice } from './ResumeChoice';

export interface ApplicationFormProps {
  job: ApplicationForm_job$key;
  viewer: ApplicationForm_viewer$key | null | undefined;
  panel: ApplyPanel;
  /** The signed-in applicant's application, in words, once there is one. */
  applied: string | null;
}

/** The application form and its confirmation, loaded when the reader asks for the form (`ApplyForm`). */
export function ApplicationForm({ job, viewer, panel, applied }: ApplicationFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ApplicationForm_job on Job {
        id
        slug
        tests {
          required
          test {
            id
          }
        }
        ...JobTestList_job
      }
    `,
    job,
  );
  const user = useFragment(
    graphql`
      fragment ApplicationForm_viewer on User {
        fullName
        displayName
        email
      }
    `,
    viewer,
  );
  const { stage, setStage, revealRequest } = panel;
  const [fullName, setFullName] = useState(user?.fullName ?? user?.displayName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [contractDays, setContractDays] = useState('');
  const [salary, setSalary] = useState('');
  const [coverLetter, setCoverLetter] = useState('');
  const [hideIdentity, setHideIdentity] = useState(false);
  const [resumeLocale, setResumeLocale] = useState<ResumeLocale | null>(null);
  const [shareTestResults, setShareTestResults] = useState(false);
  const [sharedTests, setSharedTests] = useState(false);
  const tests = data.tests.filter((t) => t.test);
  const testRequired = tests.some((t) => t.required);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, isPending] = useApplyToJobMutation();
  const [formRef, focusInvalid] = useFocusFirstInvalid<HTMLElement>();
  const successRef = useRevealOnShow<HTMLHeadingElement>();
  // Asked for (here or by a shortcut elsewhere on the page): the form comes to the reader with its first field.
  useEffect(() => {
    if (revealRequest > 0) revealForm(formRef.current);
  }, [revealRequest, formRef]);
  /** A field's message, and the form's own, go away as soon as the field is edited. */
  const edit =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFormError(null);
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };

  if (stage === 'sent') {
    return (
      <section
        aria-labelledby="apply-success"
        role="status"
        className={`${applyPanelClass} border-teal-300 bg-teal-50`}
      >
        <h2
          id="apply-success"
          ref={successRef}
          tabIndex={-1}
          className="text-lg font-bold text-teal-900 outline-none"
        >
          {intl.formatMessage(applyMessages.successTitle)}
        </h2>
        {/* A visitor has no dashboard to follow the application in. */}
        <p className="mt-2 text-teal-900">
          {intl.formatMessage(user ? applyMessages.successMessage : applyMessages.successMessageVisitor)}
        </p>
        {applied ? <p className="mt-2 font-semibold text-teal-900">{applied}</p> : null}
        {sharedTests ? (
          <div className="mt-4 space-y-3">
            <p className="font-semibold text-teal-900">{intl.formatMessage(jobTestMessages.invited)}</p>
            <JobTestList job={data} withStartLinks />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={localePath(locale, '/jobs')} className={primaryButtonClass}>
            {intl.formatMessage(applyMessages.backToJobs)}
          </Link>
          {user ? (
            <Link to={localePath(locale, '/panel/jobs/my-applications')} className={secondaryButtonClass}>
              {intl.formatMessage(applyMessages.trackApplications)}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  function showProblems(problems: FieldErrors) {
    setErrors(problems);
    focusInvalid();
    const message = intl.formatMessage(
      hasMissingField(problems) ? applyMessages.fillRequired : applyMessages.fixErrors,
    );
    setFormError(message);
    toast.error(message);
  }

  function failed(error?: Error) {
    // A failed call has already been told in a toast by the network layer; the form repeats it by the button.
    if (error instanceof TransportError) {
      setFormError(formatLocalizedText(intl, error.description.message));
      return;
    }
    const message = intl.formatMessage(applyMessages.error);
    setFormError(message);
    toast.error(message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = parseAmount(contractDays);
    const amount = parseAmount(salary);
    const values = {
      fullName,
      email,
      phone,
      coverLetter,
      contractDays: days,
      requestedSalaryRials: amount === null ? null : toRials(amount, locale),
      hideIdentity,
      shareTestResults: !!user && tests.length > 0 && shareTestResults,
      resumeLocale: user ? resumeLocale : null,
    };
    // A required test is taken and shared, or the application is not sent (the server says the same).
    const problems = {
      ...validate(applyToJobRules, values),
      ...(testRequired && !shareTestResults ? { shareTestResults: 'TEST_CONSENT_REQUIRED' } : {}),
    };
    if (Object.values(problems).some(Boolean)) {
      showProblems(problems);
      return;
    }
    setErrors({});
    setFormError(null);
    const parsed = applyToJobRules.parse(values);
    commit({
      variables: {
        input: { jobId: data.id, ...parsed, ...trackingIds() },
        connections: [myApplicationsConnection()],
      },
      onCompleted: ({ applyToJob: result }) => {
        if (result.__typename === 'MutationApplyToJobSuccess') {
          setSharedTests(!!user && parsed.shareTestResults);
          setStage('sent');
        } else if (result.__typename === 'ValidationError') {
          showProblems(serverFieldErrors(result.problems));
        } else if (result.__typename === 'ConflictError') {
          const message = intl.formatMessage(applyMessages.alreadyApplied);
          setFormError(message);
          toast.error(message);
        } else if (result.__typename === 'NotFoundError') {
          const message = intl.formatMessage(applyMessages.notOpen);
          setFormError(message);
          toast.error(message);
        } else {
          failed();
        }
      },
      onError: (error) => failed(error),
    });
  }

  const optional = intl.formatMessage(applyMessages.optional);
  // A required test is taken with an account: a visitor signs in first, and comes back here.
  if (!user && testRequired) {
    return (
      <section ref={formRef} aria-labelledby="apply-title" className={`${applyPanelClass} scroll-mt-4`}>
        <h2 id="apply-title" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(applyMessages.title)}
        </h2>
        <p className="mt-3 text-slate-700">{intl.formatMessage(applyMessages.signInForTests)}</p>
        <Link
          to={loginPath(locale, `/jobs/${encodeURIComponent(data.slug)}`)}
          className={`${primaryButtonClass} mt-4`}
        >
          {intl.formatMessage(applyMessages.signIn)}
        </Link>
      </section>
    );
  }
  return (
    <section ref={formRef} aria-labelledby="apply-title" className={`${applyPanelClass} scroll-mt-4`}>
      <h2 id="apply-title" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(applyMessages.title)}
      </h2>
      <Form onSubmit={submit} validationBehavior="aria" className="mt-4 space-y-5">
        {formError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {formError}
          </p>
        ) : null}
        <FormTextField
          name="fullName"
          label={intl.formatMessage(applyMessages.fullName)}
          value={fullName}
          onChange={edit('fullName', setFullName)}
          error={applicationErrorText(intl, errors.fullName)}
          autoComplete="name"
        />
        <FormTextField
          name="email"
          type="email"
          dir="ltr"
          label={intl.formatMessage(applyMessages.email)}
          value={email}
          onChange={edit('email', setEmail)}
          error={applicationErrorText(intl, errors.email)}
          autoComplete="email"
        />
        <FormTextField
          name="phone"
          dir="ltr"
          label={intl.formatMessage(applyMessages.phone)}
          value={phone}
          onChange={edit('phone', setPhone)}
          error={applicationErrorText(intl, errors.phone)}
          description={intl.formatMessage(applyMessages.phoneHint)}
          autoComplete="tel"
        />
        <FormTextField
          name="contractDays"
          dir="ltr"
          label={intl.formatMessage(applyMessages.contractDays)}
          value={contractDays}
          onChange={edit('contractDays', setContractDays)}
          error={applicationErrorText(intl, errors.contractDays)}
          description={optional}
        />
        <FormTextField
          name="requestedSalary"
          dir="ltr"
          label={intl.formatMessage(
            currencyOf(locale) === 'TOMAN' ? applyMessages.salaryToman : applyMessages.salaryRials,
          )}
          value={salary}
          onChange={edit('requestedSalaryRials', setSalary)}
          error={applicationErrorText(intl, errors.requestedSalaryRials)}
          description={optional}
        />
        <FormTextField
          name="coverLetter"
          multiline
          dir="auto"
          label={intl.formatMessage(applyMessages.coverLetter)}
          value={coverLetter}
          onChange={edit('coverLetter', setCoverLetter)}
          error={applicationErrorText(intl, errors.coverLetter)}
        />
        <Checkbox
          isSelected={hideIdentity}
          onChange={edit('hideIdentity', setHideIdentity)}
          aria-describedby="apply-hide-hint"
        >
          {intl.formatMessage(applyMessages.hideIdentity)}
        </Checkbox>
        <Text id="apply-hide-hint" className="-mt-3 block text-xs text-slate-500">
          {intl.formatMessage(applyMessages.hideIdentityHint)}
        </Text>
        {/* A résumé is sent from an account: a visitor has none. */}
        {user ? <ResumeChoice value={resumeLocale} onChange={edit('resumeLocale', setResumeLocale)} /> : null}
        {errors.resumeLocale ? (
          <p className="text-sm font-medium text-red-700">
            {applicationErrorText(intl, errors.resumeLocale)}
          </p>
        ) : null}
        {/* Tests are taken with an account: a visitor has no results to share (a required test asked them to sign in). */}
        {user && tests.length > 0 ? (
          <div className="space-y-2">
            <Checkbox
              isSelected={shareTestResults}
              onChange={edit('shareTestResults', setShareTestResults)}
              isRequired={testRequired}
              isInvalid={!!errors.shareTestResults}
              aria-describedby="apply-share-hint"
            >
              {intl.formatMessage(
                testRequired ? applyMessages.shareTestResultsRequired : applyMessages.shareTestResults,
              )}
            </Checkbox>
            <Text id="apply-share-hint" className="block text-xs text-slate-500">
              {intl.formatMessage(applyMessages.shareTestResultsHint)}
            </Text>
            {errors.shareTestResults ? (
              <p className="text-sm font-medium text-red-700">
                {applicationErrorText(intl, errors.shareTestResults)}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isDisabled={isPending} className={primaryButtonClass}>
            {intl.formatMessage(isPending ? applyMessages.submitting : applyMessages.submit)}
          </Button>
          <Button
            onPress={() => setStage('button')}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {intl.formatMessage(applyMessages.cancel)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
