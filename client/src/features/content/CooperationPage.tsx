import { cooperationReviewHours, cooperationTypes } from '@platform/rules/content-limits';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { CooperationPageMutation } from '../../__generated__/CooperationPageMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { serverFieldErrors, validate } from '../../ui/fieldErrors';
import { CaptchaNote } from './CaptchaNote';
import { ChoiceField, ContactInput, Honeypot, MessageInput } from './Field';
import { useFormProblems } from './formProblems';
import { formRules, prepareFormRules } from './formRules';
import { cooperationMessages as m, cooperationTypeMessages } from './messages';
import { useCaptcha } from './useCaptcha';

type CooperationType = (typeof cooperationTypes)[number];

/** The state of the form (§4): idle, submitting (the button says sending), success with a code, or error. */
type Stage =
  | { name: 'idle' }
  | { name: 'submitting' }
  | { name: 'success'; trackingCode: string; reviewBy: string }
  | { name: 'error' };

/** §2, §3, §4: a cooperation request, answered with a tracking code and the promised review time. */
export function CooperationPage() {
  const intl = useIntl();
  const locale = useLocale();
  const captcha = useCaptcha();
  const [params] = useSearchParams();
  const [values, setValues] = useState({
    fullName: '',
    phone: '',
    email: '',
    // A link may choose the kind (`?type=consultation`, as premium support's does).
    cooperationType: cooperationTypes.find((type) => type === params.get('type')?.toUpperCase()) ?? '',
    message: '',
  });
  const [website, setWebsite] = useState('');
  const { formError, setFormError, errorOf, show: showProblems, clear } = useFormProblems(captcha);
  const prepare = () => {
    prepareFormRules();
    captcha.start();
  };
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
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
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function failed() {
    const message = intl.formatMessage(m.error);
    setFormError(message);
    toast.error(message);
    setStage({ name: 'error' });
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
    const problems = validate(rules.cooperationRules, {
      ...values,
      cooperationType: values.cooperationType || undefined,
    });
    const refused =
      problems ??
      (captcha.status !== 'skipped' && !captcha.solution ? { captcha: 'CAPTCHA_REQUIRED' } : null);
    if (refused) {
      setStage({ name: 'idle' });
      return showProblems(refused);
    }
    clear();
    commit({
      variables: {
        input: {
          ...values,
          cooperationType: values.cooperationType as CooperationType,
          captcha: captcha.solution,
          website: website || null,
        },
      },
      onCompleted: ({ requestCooperation: result }) => {
        captcha.renew();
        if (result.__typename === 'MutationRequestCooperationSuccess') {
          setStage({ name: 'success', ...result.data });
          toast.success(intl.formatMessage(m.success));
        } else if (result.__typename === 'ValidationError') {
          setStage({ name: 'idle' });
          showProblems(serverFieldErrors(result.problems));
        } else failed();
      },
      onError: failed,
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
      {stage.name === 'success' ? (
        <section role="status" className="rounded-2xl border border-teal-200 bg-teal-50 p-6">
          <p className="text-lg font-bold text-teal-900">{intl.formatMessage(m.success)}</p>
          <p className="mt-4 text-sm font-semibold text-slate-700">{intl.formatMessage(m.codeLabel)}</p>
          <p
            dir="ltr"
            className="mt-1 text-start font-mono text-3xl font-black tracking-widest text-slate-900"
            data-tracking-code
          >
            {stage.trackingCode}
          </p>
          <p className="mt-3 text-sm text-slate-700">{intl.formatMessage(m.codeHint)}</p>
          <p className="mt-2 text-sm text-slate-700">
            {intl.formatMessage(m.reviewBy, {
              date: intl.formatDate(stage.reviewBy, {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: 'Asia/Tehran',
              }),
            })}
          </p>
          <Link to={statusPath(stage.trackingCode)} className={`${primaryButtonClass} mt-5`}>
            {intl.formatMessage(m.statusLink)}
          </Link>
        </section>
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <form onSubmit={submit} onFocus={prepare} onPointerDown={prepare} noValidate className="space-y-5">
            {formError ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
              >
                {formError}
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <ContactInput
                kind="name"
                id="coop-name"
                name="fullName"
                label={intl.formatMessage(m.fullName)}
                error={errorOf('fullName')}
                value={values.fullName}
                onChange={set('fullName')}
              />
              <ContactInput
                kind="phone"
                id="coop-phone"
                name="phone"
                label={intl.formatMessage(m.phone)}
                error={errorOf('phone')}
                value={values.phone}
                onChange={set('phone')}
              />
              <ContactInput
                kind="email"
                id="coop-email"
                name="email"
                label={intl.formatMessage(m.email)}
                error={errorOf('email')}
                value={values.email}
                onChange={set('email')}
              />
              <ChoiceField
                id="coop-type"
                name="cooperationType"
                label={intl.formatMessage(m.type)}
                error={errorOf('cooperationType')}
                value={values.cooperationType}
                onChange={set('cooperationType')}
                placeholder={intl.formatMessage(m.chooseType)}
                options={cooperationTypes.map((type) => ({
                  value: type,
                  label: intl.formatMessage(cooperationTypeMessages[type]),
                }))}
              />
            </div>
            <MessageInput
              id="coop-message"
              name="message"
              label={intl.formatMessage(m.message)}
              error={errorOf('message')}
              value={values.message}
              onChange={set('message')}
            />
            <Honeypot id="coop-website" value={website} onChange={setWebsite} />
            <CaptchaNote captcha={captcha} />
            <button type="submit" disabled={stage.name === 'submitting'} className={primaryButtonClass}>
              {intl.formatMessage(stage.name === 'submitting' ? m.sending : m.send)}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
