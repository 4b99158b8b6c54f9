import { applyToJobRules } from '@platform/rules/jobs';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, Link, Text } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from 'react-toastify/unstyled';
import { formatLocalizedText } from '../../../i18n/translate';
import { TransportError } from '../../../relay/transportErrors';
import type { ApplyForm_job$key } from '../../../__generated__/ApplyForm_job.graphql';
import type { ApplyForm_viewer$key } from '../../../__generated__/ApplyForm_viewer.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { trackingIds } from '../../../app/visitor';
import { localePath } from '../../../app/locale';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { Checkbox } from '../../../ui/Checkbox';
import { FormTextField } from '../../../ui/FormTextField';
import { revealForm, useFocusFirstInvalid, useRevealOnShow } from '../../../ui/formFocus';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { applicationErrorText, hasMissingField } from '../applicationErrors';
import { applyAvailability } from '../applyAvailability';
import { applyMessages } from '../messages';
import { applicationStatusMessages } from '../../../shared/jobs/messages';
import { parseAmount, toRials, usesToman } from '../../../shared/jobs/money';
import { myApplicationsConnection, useApplyToJobMutation } from '../mutations/useApplyToJobMutation';
import type { ApplyPanel } from '../useApplyPanel';

const panelClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

interface ApplyFormProps {
  job: ApplyForm_job$key;
  viewer: ApplyForm_viewer$key | null | undefined;
  /** Shared with the page's shortcuts to the form (`useApplyPanel`). */
  panel: ApplyPanel;
}

/** §4, §5: the "apply now" button, the application form and its confirmation. */
export function ApplyForm({ job, viewer, panel }: ApplyFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ApplyForm_job on Job {
        id
        status
        isExpired
        permanent
        viewerApplication {
          status
          submittedAt
        }
      }
    `,
    job,
  );
  const user = useFragment(
    graphql`
      fragment ApplyForm_viewer on User {
        fullName
        displayName
        email
      }
    `,
    viewer,
  );
  const { stage, setStage, openForm, revealRequest } = panel;
  const [fullName, setFullName] = useState(user?.fullName ?? user?.displayName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [contractDays, setContractDays] = useState('');
  const [salary, setSalary] = useState('');
  const [coverLetter, setCoverLetter] = useState('');
  const [hideIdentity, setHideIdentity] = useState(false);
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

  // The signed-in applicant's application, read back by the apply mutation too.
  const applied = data.viewerApplication
    ? intl.formatMessage(applyMessages.appliedOn, {
        date: intl.formatDate(data.viewerApplication.submittedAt, { dateStyle: 'long' }),
        status: intl.formatMessage(
          applicationStatusMessages[
            data.viewerApplication.status as keyof typeof applicationStatusMessages
          ] ?? applicationStatusMessages.SUBMITTED,
        ),
      })
    : null;

  if (stage === 'sent') {
    return (
      <section
        aria-labelledby="apply-success"
        role="status"
        className={`${panelClass} border-teal-300 bg-teal-50`}
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
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href={localePath(locale, '/jobs')} className={primaryButtonClass}>
            {intl.formatMessage(applyMessages.backToJobs)}
          </Link>
          {user ? (
            <Link href={localePath(locale, '/panel/jobs/my-applications')} className={secondaryButtonClass}>
              {intl.formatMessage(applyMessages.trackApplications)}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  const availability = applyAvailability({
    status: data.status,
    isExpired: data.isExpired,
    permanent: data.permanent,
    applied: applied !== null,
  });

  if (availability === 'applied') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={panelClass}>
        <p className="font-semibold text-teal-800">{applied}</p>
      </section>
    );
  }

  // The employer previewing a draft: nobody else can see it, and it takes no applications yet.
  if (availability === 'draft') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={panelClass}>
        <p className="text-slate-700">{intl.formatMessage(applyMessages.draft)}</p>
      </section>
    );
  }

  if (availability === 'closed') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={panelClass}>
        <p className="text-slate-700">{intl.formatMessage(applyMessages.closed)}</p>
      </section>
    );
  }

  if (stage === 'button') {
    return (
      <section aria-label={intl.formatMessage(applyMessages.title)} className={panelClass}>
        <Button onPress={openForm} className={`${primaryButtonClass} w-full justify-center`}>
          {intl.formatMessage(applyMessages.applyNow)}
        </Button>
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
      requestedSalaryRials: amount === null ? null : toRials(amount, locale, 'application'),
      hideIdentity,
    };
    const problems = validate(applyToJobRules, values);
    if (problems) {
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
          setStage('sent');
        } else if (result.__typename === 'ValidationError') {
          showProblems(serverFieldErrors(result.fields));
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
  return (
    <section ref={formRef} aria-labelledby="apply-title" className={`${panelClass} scroll-mt-4`}>
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
            usesToman(locale, 'application') ? applyMessages.salaryToman : applyMessages.salaryRials,
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
