import { messagingLimits, reportMessageRules, reportReasons } from '@platform/rules/messaging';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, FieldError, Form, Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { Modal } from '../../../ui/Modal';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { reportMessages } from '../messages';
import { messagingErrorText } from '../messagingErrors';
import { useReportMessageMutation } from '../mutations/useReportMessageMutation';

type Reason = (typeof reportReasons)[number];

/** Reporting someone else's message to the admins: a reason and a description, checked with the shared rules. */
export function ReportDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState<Reason | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [commit, isPending] = useReportMessageMutation();

  function showProblems(problems: FieldErrors) {
    setErrors(problems);
    // A problem with the message itself (your own, already reported) has no field to go to.
    const other = problems.messageId;
    setFormError(other ? messagingErrorText(intl, other)! : intl.formatMessage(reportMessages.fixErrors));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { reason, description };
    const problems = validate(reportMessageRules, values);
    if (problems) return showProblems(problems);
    setErrors({});
    setFormError(null);
    const parsed = reportMessageRules.parse(values);
    const failed = () => setFormError(intl.formatMessage(reportMessages.error));
    commit({
      variables: { input: { messageId, ...parsed } },
      onCompleted: ({ reportMessage: result }) => {
        if (result.__typename === 'MutationReportMessageSuccess') setSent(true);
        else if (result.__typename === 'ValidationError') showProblems(serverFieldErrors(result.problems));
        else if (result.__typename === 'ConflictError') setFormError(messagingErrorText(intl, result.code)!);
        else failed();
      },
      onError: failed,
    });
  }

  return (
    <Modal
      size="lg"
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!isPending}
    >
      <Dialog className="outline-none">
        {sent ? (
          <div role="status" className="space-y-3">
            <Heading slot="title" className="text-lg font-bold text-slate-900">
              {intl.formatMessage(reportMessages.sentTitle)}
            </Heading>
            <p className="text-slate-700">{intl.formatMessage(reportMessages.sentMessage)}</p>
            <div className="flex justify-end">
              <Button autoFocus onPress={onClose} className={primaryButtonClass}>
                {intl.formatMessage(reportMessages.close)}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <Heading slot="title" className="text-lg font-bold text-slate-900">
              {intl.formatMessage(reportMessages.title)}
            </Heading>
            <p className="mt-2 text-sm text-slate-600">{intl.formatMessage(reportMessages.intro)}</p>
            <Form onSubmit={submit} validationBehavior="aria" className="mt-5 space-y-5">
              {formError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
                >
                  {formError}
                </p>
              ) : null}
              <RadioGroup
                value={reason}
                onChange={(value) => {
                  setReason(value as Reason);
                  setFormError(null);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
                isInvalid={!!errors.reason}
                validationBehavior="aria"
                className="flex flex-col gap-2"
              >
                <Label className="text-sm font-semibold text-slate-800">
                  {intl.formatMessage(reportMessages.reason)}
                </Label>
                {reportReasons.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    className="group flex cursor-pointer items-center gap-2 text-sm text-slate-800"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-5 place-items-center rounded-full border-2 border-slate-400 group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-teal-600 group-data-selected:border-teal-700"
                    >
                      <span className="hidden size-2.5 rounded-full bg-teal-700 group-data-selected:block" />
                    </span>
                    {intl.formatMessage(reportMessages[value])}
                  </Radio>
                ))}
                <FieldError className="text-sm font-medium text-red-700">
                  {messagingErrorText(intl, errors.reason)}
                </FieldError>
              </RadioGroup>
              <FormTextField
                name="description"
                multiline
                dir="auto"
                label={intl.formatMessage(reportMessages.description)}
                description={intl.formatMessage(reportMessages.descriptionHint, {
                  min: intl.formatNumber(messagingLimits.reportDescriptionMin),
                })}
                value={description}
                onChange={(value) => {
                  setDescription(value);
                  setFormError(null);
                  setErrors((current) => ({ ...current, description: undefined }));
                }}
                error={messagingErrorText(intl, errors.description)}
              />
              <div className="flex flex-wrap justify-end gap-3">
                <Button onPress={onClose} isDisabled={isPending} className={secondaryButtonClass}>
                  {intl.formatMessage(reportMessages.cancel)}
                </Button>
                <Button type="submit" isDisabled={isPending} className={primaryButtonClass}>
                  {intl.formatMessage(isPending ? reportMessages.submitting : reportMessages.submit)}
                </Button>
              </div>
            </Form>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
