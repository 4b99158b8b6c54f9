import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CourseSignUpFormMutation } from '../../__generated__/CourseSignUpFormMutation.graphql';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { validate } from '../../ui/fieldErrors';
import { CaptchaNote } from './CaptchaNote';
import { ChoiceField, ContactInput, Honeypot, MessageInput } from './Field';
import { formRules } from './formRules';
import { courseSignUpMessages as m } from './messages';
import { FormAlert, SentNote, useSendingForm } from './sendingForm';
import { useCaptcha } from './useCaptcha';

/** A course the form offers: its `ContentItem` global ID and its title in the page's language. */
export interface CourseChoice {
  id: string;
  title: string;
}

/**
 * Signing up for a coding course (§1): the course (chosen already when only one is offered), name, e-mail, phone
 * and an optional message; a visitor's captcha and the honeypot as on the other forms. The sign-up is stored in
 * the admins' inbox and confirmed by e-mail; the form then says so.
 */
export function CourseSignUpForm({ courses }: { courses: readonly CourseChoice[] }) {
  const intl = useIntl();
  const id = useId();
  const captcha = useCaptcha();
  const [values, setValues] = useState({
    courseId: courses.length === 1 ? courses[0]!.id : '',
    name: '',
    email: '',
    phone: '',
    message: '',
  });
  const [website, setWebsite] = useState('');
  const form = useSendingForm({ rules: formRules, captcha, failed: m.failed });
  const { errorOf } = form;
  /** The course's title once the sign-up was sent. */
  const [sent, setSent] = useState<string | null>(null);
  const [commit] = useMutation<CourseSignUpFormMutation>(graphql`
    mutation CourseSignUpFormMutation($input: CourseSignUpInput!) {
      signUpForCourse(input: $input) {
        __typename
        ... on MutationSignUpForCourseSuccess {
          data {
            receivedAt
          }
        }
        ... on NotFoundError {
          message
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = form.check((rules) =>
      validate(rules.courseSignUpRules, { ...values, message: values.message || null }),
    );
    if (!(await checked)) return;
    const course = courses.find((c) => c.id === values.courseId)?.title ?? '';
    commit({
      variables: {
        input: {
          ...values,
          message: values.message || null,
          captcha: captcha.solution,
          website: website || null,
        },
      },
      onCompleted: ({ signUpForCourse: result }) => {
        if (result.__typename === 'NotFoundError') {
          captcha.renew();
          return form.fail(intl.formatMessage(m.notFound));
        }
        form.answered(result, () => {
          setSent(course);
          toast.success(intl.formatMessage(m.sent, { course }));
        });
      },
      onError: () => form.fail(),
    });
  }

  if (courses.length === 0) {
    return <p className="text-slate-600">{intl.formatMessage(m.noCourses)}</p>;
  }

  if (sent !== null) {
    const another = {
      label: intl.formatMessage(m.another),
      onClick: () => {
        setValues((v) => ({ ...v, courseId: '', message: '' }));
        setSent(null);
      },
    };
    return (
      <SentNote another={courses.length > 1 ? another : undefined}>
        {intl.formatMessage(m.sent, { course: sent })}
      </SentNote>
    );
  }

  return (
    <form
      onSubmit={submit}
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      noValidate
      className="space-y-5"
      aria-label={intl.formatMessage(m.title)}
    >
      <FormAlert message={form.formError} />
      <ChoiceField
        id={`${id}-course`}
        name="courseId"
        label={intl.formatMessage(m.course)}
        error={errorOf('courseId')}
        value={values.courseId}
        onChange={set('courseId')}
        placeholder={intl.formatMessage(m.chooseCourse)}
        options={courses.map((course) => ({ value: course.id, label: course.title }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInput
          kind="name"
          id={`${id}-name`}
          name="name"
          label={intl.formatMessage(m.name)}
          error={errorOf('name')}
          value={values.name}
          onChange={set('name')}
        />
        <ContactInput
          kind="email"
          id={`${id}-email`}
          name="email"
          label={intl.formatMessage(m.email)}
          error={errorOf('email')}
          value={values.email}
          onChange={set('email')}
        />
        <ContactInput
          kind="phone"
          id={`${id}-phone`}
          name="phone"
          label={intl.formatMessage(m.phone)}
          error={errorOf('phone')}
          value={values.phone}
          onChange={set('phone')}
        />
      </div>
      <MessageInput
        id={`${id}-message`}
        name="message"
        label={intl.formatMessage(m.message)}
        error={errorOf('message')}
        value={values.message}
        onChange={set('message')}
      />
      <Honeypot id={`${id}-website`} value={website} onChange={setWebsite} />
      <CaptchaNote captcha={captcha} />
      <button type="submit" disabled={form.sending} className={primaryButtonClass}>
        {intl.formatMessage(form.sending ? m.sending : m.send)}
      </button>
    </form>
  );
}
