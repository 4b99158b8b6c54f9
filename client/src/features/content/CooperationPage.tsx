import { cooperationReviewHours, cooperationTypes } from '@platform/rules/content-limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { CooperationPageMutation } from '../../__generated__/CooperationPageMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { validate } from '../../ui/fieldErrors';
import { ChoiceField, ContactInput, MessageInput } from './Field';
import { formRules } from './formRules';
import { cooperationMessages as m, cooperationTypeMessages } from './messages';
import { SendingForm, useSendingForm } from './sendingForm';

type CooperationType = (typeof cooperationTypes)[number];

/** The request once it was sent: its tracking code and when its review is promised by. */
interface Sent {
  trackingCode: string;
  reviewBy: string;
}

/**
 * §2, §3, §4: a cooperation request, answered with a tracking code and the promised review time. The form is idle,
 * submitting (the button says sending), sent (the code), or in error (the line above the form says why).
 */
export function CooperationPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const form = useSendingForm({
    initial: {
      fullName: '',
      phone: '',
      email: '',
      // A link may choose the kind (`?type=consultation`, as premium support's does).
      cooperationType: cooperationTypes.find((type) => type === params.get('type')?.toUpperCase()) ?? '',
      message: '',
    },
    rules: formRules,
    failed: m.error,
  });
  const { values } = form;
  const [sent, setSent] = useState<Sent | null>(null);
  const [commit] = useMutation<CooperationPageMutation>(graphql`
    mutation CooperationPageMutation($input: CooperationRequestInput!) {
      requestCooperation(input: $input) {
        __typename
        ... on MutationRequestCooperationSuccess {
          data {
            trackingCode
            reviewBy
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
  const title = intl.formatMessage(m.title);

  function send() {
    const { captcha, honeypot } = form.antiBot();
    commit({
      variables: {
        input: {
          ...values,
          cooperationType: values.cooperationType as CooperationType,
          captcha,
          website: honeypot,
        },
      },
      onCompleted: ({ requestCooperation: result }) =>
        form.answered(result, () => {
          if (result.__typename === 'MutationRequestCooperationSuccess') setSent(result.data);
          toast.success(intl.formatMessage(m.success));
        }),
      onError: () => form.fail(),
    });
  }

  const statusPath = (code: string) =>
    `${localePath(locale, '/cooperation/status')}?${new URLSearchParams({ code })}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.description)} />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">
          {intl.formatMessage(m.intro, { hours: intl.formatNumber(cooperationReviewHours) })}
        </p>
      </header>
      {sent ? (
        <section role="status" className="rounded-2xl border border-teal-200 bg-teal-50 p-6">
          <p className="text-lg font-bold text-teal-900">{intl.formatMessage(m.success)}</p>
          <p className="mt-4 text-sm font-semibold text-slate-700">{intl.formatMessage(m.codeLabel)}</p>
          <p
            dir="ltr"
            className="mt-1 text-start font-mono text-3xl font-black tracking-widest text-slate-900"
            data-tracking-code
          >
            {sent.trackingCode}
          </p>
          <p className="mt-3 text-sm text-slate-700">{intl.formatMessage(m.codeHint)}</p>
          <p className="mt-2 text-sm text-slate-700">
            {intl.formatMessage(m.reviewBy, {
              date: intl.formatDate(sent.reviewBy, {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: 'Asia/Tehran',
              }),
            })}
          </p>
          <Link to={statusPath(sent.trackingCode)} className={`${primaryButtonClass} mt-5`}>
            {intl.formatMessage(m.statusLink)}
          </Link>
        </section>
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <SendingForm
            form={form}
            check={(rules) =>
              validate(rules.cooperationRules, {
                ...values,
                cooperationType: values.cooperationType || undefined,
              })
            }
            send={send}
            labels={m}
            honeypot={{ id: 'coop-website' }}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <ContactInput
                kind="name"
                id="coop-name"
                label={intl.formatMessage(m.fullName)}
                {...form.bind('fullName')}
              />
              <ContactInput
                kind="phone"
                id="coop-phone"
                label={intl.formatMessage(m.phone)}
                {...form.bind('phone')}
              />
              <ContactInput
                kind="email"
                id="coop-email"
                label={intl.formatMessage(m.email)}
                {...form.bind('email')}
              />
              <ChoiceField
                id="coop-type"
                label={intl.formatMessage(m.type)}
                placeholder={intl.formatMessage(m.chooseType)}
                options={cooperationTypes.map((type) => ({
                  value: type,
                  label: intl.formatMessage(cooperationTypeMessages[type]),
                }))}
                {...form.bind('cooperationType')}
              />
            </div>
            <MessageInput id="coop-message" label={intl.formatMessage(m.message)} {...form.bind('message')} />
          </SendingForm>
        </section>
      )}
    </div>
  );
}
