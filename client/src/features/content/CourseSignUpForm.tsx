import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CourseSignUpFormMutation } from '../../__generated__/CourseSignUpFormMutation.graphql';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { serverFieldErrors, validate } from '../../ui/fieldErrors';
import { CaptchaNote } from './CaptchaNote';
import { ChoiceField, ContactInput, Honeypot, MessageInput } from './Field';
import { useFormProblems } from './formProblems';
import { formRules, prepareFormRules } from './formRules';
import { courseSignUpMessages as m } from './messages';
import { useCaptcha } from './useCaptcha';

/** A course the form offers: its `ContentItem` global ID and its title in the page's language. */
export interface CourseChoice {
  id: string;
  title: string;
}

type Stage = { name: 'idle' } | { name: 'submitting' } | { name: 'sent'; course: string };

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
  const { formError, setFormError, errorOf, show: showProblems, clear } = useFormProblems(captcha);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
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
  const prepare = () => {
    prepareFormRules();
    captcha.start();
  };

  function failed(message = intl.formatMessage(m.failed)) {
    setFormError(message);
    toast.error(message);
    setStage({ name: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage.name === 'submitting') return;
    setStage({ name: 'submitting' });
    let rules;
    try {
      rules = await formRules();
    } catch {
      return failed();
    }
    const problems = validate(rules.courseSignUpRules, { ...values, message: values.message || null });
    const refused =
      problems ??
      (captcha.status !== 'skipped' && !captcha.solution ? { captcha: 'CAPTCHA_REQUIRED' } : null);
    if (refused) {
      setStage({ name: 'idle' });
      return showProblems(refused);
    }
    clear();
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
        captcha.renew();
        if (result.__typename === 'MutationSignUpForCourseSuccess') {
          setStage({ name: 'sent', course });
          toast.success(intl.formatMessage(m.sent, { course }));
        } else if (result.__typename === 'ValidationError') {
          setStage({ name: 'idle' });
          showProblems(serverFieldErrors(result.problems));
        } else if (result.__typename === 'NotFoundError') {
          failed(intl.formatMessage(m.notFound));
        } else failed();
      },
      onError: () => failed(),
    });
  }

  if (courses.length === 0) {
    return <p className="text-slate-600">{intl.formatMessage(m.noCourses)}</p>;
  }

  if (stage.name === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-teal-200 bg-teal-50 p-4">
        <p className="font-semibold text-teal-900">{intl.formatMessage(m.sent, { course: stage.course })}</p>
        {courses.length > 1 ? (
          <button
            type="button"
            className="mt-3 font-semibold text-teal-800 underline"
            onClick={() => {
              setValues((v) => ({ ...v, courseId: '', message: '' }));
              setStage({ name: 'idle' });
            }}
          >
            {intl.formatMessage(m.another)}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      onFocus={prepare}
      onPointerDown={prepare}
      noValidate
      className="space-y-5"
      aria-label={intl.formatMessage(m.title)}
    >
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
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
      <button type="submit" disabled={stage.name === 'submitting'} className={primaryButtonClass}>
        {intl.formatMessage(stage.name === 'submitting' ? m.sending : m.send)}
      </button>
    </form>
  );
}
