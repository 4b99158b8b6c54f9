import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CourseSignUpFormMutation } from '../../__generated__/CourseSignUpFormMutation.graphql';
import { toast } from '../../app/toast';
import { validate } from '../../ui/fieldErrors';
import { ChoiceField, ContactInput, MessageInput } from './Field';
import { formRules } from './formRules';
import { courseSignUpMessages as m } from './messages';
import { SendingForm, SentNote, useSendingForm } from './sendingForm';

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
  const form = useSendingForm({
    initial: {
      courseId: courses.length === 1 ? courses[0]!.id : '',
      name: '',
      email: '',
      phone: '',
      message: '',
    },
    rules: formRules,
    failed: m.failed,
  });
  const { values } = form;
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

  function send() {
    const course = courses.find((c) => c.id === values.courseId)?.title ?? '';
    const { captcha, honeypot } = form.antiBot();
    commit({
      variables: { input: { ...values, message: values.message || null, captcha, website: honeypot } },
      onCompleted: ({ signUpForCourse: result }) => {
        if (result.__typename === 'NotFoundError') {
          form.captcha.renew();
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
        form.setValues((v) => ({ ...v, courseId: '', message: '' }));
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
    <SendingForm
      form={form}
      check={(rules) => validate(rules.courseSignUpRules, { ...values, message: values.message || null })}
      send={send}
      labels={m}
      honeypot={{ id: `${id}-website` }}
      label={intl.formatMessage(m.title)}
    >
      <ChoiceField
        id={`${id}-course`}
        label={intl.formatMessage(m.course)}
        placeholder={intl.formatMessage(m.chooseCourse)}
        options={courses.map((course) => ({ value: course.id, label: course.title }))}
        {...form.bind('courseId')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInput
          kind="name"
          id={`${id}-name`}
          label={intl.formatMessage(m.name)}
          {...form.bind('name')}
        />
        <ContactInput
          kind="email"
          id={`${id}-email`}
          label={intl.formatMessage(m.email)}
          {...form.bind('email')}
        />
        <ContactInput
          kind="phone"
          id={`${id}-phone`}
          label={intl.formatMessage(m.phone)}
          {...form.bind('phone')}
        />
      </div>
      <MessageInput id={`${id}-message`} label={intl.formatMessage(m.message)} {...form.bind('message')} />
    </SendingForm>
  );
}
