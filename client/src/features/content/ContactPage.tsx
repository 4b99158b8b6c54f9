import {
  contactSubjects,
  contentLimits,
  supportReplyMinutes,
  workingHours,
} from '@platform/rules/content-limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import type { ContactPageReportMutation } from '../../__generated__/ContactPageReportMutation.graphql';
import type { ContactPageSendMutation } from '../../__generated__/ContactPageSendMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { validate } from '../../ui/fieldErrors';
import { ChoiceField, ContactInput, MessageInput } from './Field';
import { formRules } from './formRules';
import { SendingForm, SentNote, useSendingForm } from './sendingForm';
import { contactMessages as m, contactSubjectMessages } from './messages';
import { supportEmail, supportPhoneDisplay } from './supportContact';

export interface ContactPageLoaderData {
  queryRef: PreloadedQuery<ContactPageQuery>;
}

type Subject = (typeof contactSubjects)[number];

/** The subject a link chose (`?subject=partnership`, as premium support's link does), if it is one. */
function subjectOf(params: URLSearchParams): Subject | '' {
  const subject = params.get('subject')?.toUpperCase();
  return contactSubjects.find((s) => s === subject) ?? '';
}

/** A report from an error page (§8): `?report=<the failing path>&status=<its status>`. */
function reportOf(params: URLSearchParams): { path: string; status: number } | null {
  const path = params.get('report');
  const status = Number(params.get('status'));
  if (!path?.startsWith('/') || path.length > contentLimits.pathMax) return null;
  return { path, status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 404 };
}

/** §2, §4, §9: contact details, support's measured status, reply times, the form (or a problem report), the FAQ. */
export function ContactPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { queryRef } = useLoaderData() as ContactPageLoaderData;
  const { supportStatus } = usePreloadedQuery<ContactPageQuery>(
    graphql`
      query ContactPageQuery {
        supportStatus {
          online
          minutesSinceSeen
          workingHours
        }
      }
    `,
    queryRef,
  );
  const [params] = useSearchParams();
  const report = reportOf(params);
  const title = intl.formatMessage(report ? m.reportTitle : m.title);
  const phone = supportPhoneDisplay(locale);
  const faq = [1, 2, 3, 4] as const;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageMeta page={title} description={intl.formatMessage(m.description)} noindex={report !== null} />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{intl.formatMessage(report ? m.reportIntro : m.intro)}</p>
      </header>
      <TrustBadges />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          id="contact-form"
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
            {intl.formatMessage(report ? m.reportTitle : m.formTitle)}
          </h2>
          <ContactForm key={subjectOf(params)} report={report} subject={subjectOf(params)} />
        </section>
        <aside className="space-y-6">
          <section
            aria-labelledby="support-status"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 id="support-status" className="font-bold text-slate-900">
              {intl.formatMessage(m.statusTitle)}
            </h2>
            <p
              className="mt-2 flex items-center gap-2 font-semibold"
              data-support={supportStatus.online ? 'online' : 'offline'}
            >
              <span
                aria-hidden="true"
                className={`inline-block h-3 w-3 rounded-full ${supportStatus.online ? 'bg-green-600' : 'bg-slate-400'}`}
              />
              {intl.formatMessage(supportStatus.online ? m.online : m.offline)}
            </p>
            {supportStatus.online ? null : (
              <p className="mt-1 text-sm text-slate-600">
                {supportStatus.minutesSinceSeen == null
                  ? intl.formatMessage(m.neverSeen)
                  : intl.formatMessage(m.lastSeen, {
                      minutes: intl.formatNumber(supportStatus.minutesSinceSeen),
                    })}
              </p>
            )}
            {supportStatus.workingHours ? null : (
              <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(m.outsideHours)}</p>
            )}
          </section>
          <section aria-labelledby="reply-times" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="reply-times" className="font-bold text-slate-900">
              {intl.formatMessage(m.replyTitle)}
            </h2>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
              <li>
                {intl.formatMessage(m.replyWithin, {
                  hours: intl.formatNumber(supportReplyMinutes.within / 60),
                })}
              </li>
              <li>
                {intl.formatMessage(m.replyUsually, {
                  minutes: intl.formatNumber(supportReplyMinutes.usually),
                })}
              </li>
            </ul>
          </section>
          <section
            aria-labelledby="contact-info"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 id="contact-info" className="font-bold text-slate-900">
              {intl.formatMessage(m.infoTitle)}
            </h2>
            <dl className="mt-2 space-y-2 text-sm">
              <div>
                <dt className="font-semibold text-slate-800">{intl.formatMessage(m.emailLabel)}</dt>
                <dd>
                  <a href={`mailto:${supportEmail}`} dir="ltr" className="text-teal-800 hover:underline">
                    {supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">{intl.formatMessage(m.phoneLabel)}</dt>
                <dd>
                  <a href={phone.href} dir="ltr" className="text-teal-800 hover:underline">
                    {phone.text}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">{intl.formatMessage(m.hoursLabel)}</dt>
                <dd className="text-slate-700">
                  {intl.formatMessage(m.hoursValue, {
                    from: intl.formatNumber(workingHours.opens),
                    to: intl.formatNumber(workingHours.closes),
                  })}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">{intl.formatMessage(m.addressLabel)}</dt>
                <dd className="text-slate-700">{intl.formatMessage(m.addressValue)}</dd>
              </div>
            </dl>
            <Link
              to={localePath(locale, '/cooperation')}
              className="mt-4 inline-block font-semibold text-teal-800 hover:underline"
            >
              {intl.formatMessage(m.cooperationLink)}
            </Link>
          </section>
        </aside>
      </div>
      {report ? null : <PremiumSupport />}
      <section aria-labelledby="faq-title" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="faq-title" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(m.faqTitle)}
        </h2>
        <div className="mt-4 space-y-3">
          {faq.map((n) => (
            <details key={n} className="rounded-lg border border-slate-100 p-3">
              <summary className="cursor-pointer font-semibold text-slate-800">
                {intl.formatMessage(m[`faq${n}q`])}
              </summary>
              <p className="mt-2 text-slate-700">{intl.formatMessage(m[`faq${n}a`])}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * Trust badges (§3), each something the product does: the reply time of §9, the working hours, the message stored
 * before the answer says received, the self-hosted captcha, and who reads it.
 */
function TrustBadges() {
  const intl = useIntl();
  const badges = [
    {
      key: 'reply',
      icon: 'M12 6v6l4 2M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
      text: intl.formatMessage(m.trustReply, { hours: intl.formatNumber(supportReplyMinutes.within / 60) }),
    },
    {
      key: 'hours',
      icon: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
      text: intl.formatMessage(m.hoursValue, {
        from: intl.formatNumber(workingHours.opens),
        to: intl.formatNumber(workingHours.closes),
      }),
    },
    { key: 'stored', icon: 'M5 12l5 5L20 7', text: intl.formatMessage(m.trustStored) },
    {
      key: 'captcha',
      icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
      text: intl.formatMessage(m.trustCaptcha),
    },
    {
      key: 'private',
      icon: 'M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5z',
      text: intl.formatMessage(m.trustPrivate),
    },
  ];
  return (
    <section aria-labelledby="trust-title">
      <h2 id="trust-title" className="sr-only">
        {intl.formatMessage(m.trustTitle)}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {badges.map((badge) => (
          <li
            key={badge.key}
            data-trust={badge.key}
            className="flex items-start gap-2 rounded-xl border border-teal-100 bg-teal-50/60 p-3 text-sm font-medium text-teal-950"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 h-5 w-5 shrink-0 fill-none stroke-teal-700 stroke-2"
            >
              <path d={badge.icon} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{badge.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Premium support (§3): what it offers and how to ask for it, with no price: the ask opens the form with the
 * subject partnership chosen, or a consultation request.
 */
function PremiumSupport() {
  const intl = useIntl();
  const locale = useLocale();
  const hours = intl.formatNumber(supportReplyMinutes.within / 60);
  return (
    <section
      aria-labelledby="premium-title"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-6"
      data-premium-support
    >
      <h2 id="premium-title" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(m.premiumTitle)}
      </h2>
      <p className="mt-2 text-slate-700">{intl.formatMessage(m.premiumIntro)}</p>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
        <li>{intl.formatMessage(m.premiumContact)}</li>
        <li>{intl.formatMessage(m.premiumPriority)}</li>
        <li>{intl.formatMessage(m.premiumFaster, { hours })}</li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">{intl.formatMessage(m.premiumHow)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link
          to={`${localePath(locale, '/contact')}?subject=partnership#contact-form`}
          className={primaryButtonClass}
        >
          {intl.formatMessage(m.premiumAsk)}
        </Link>
        <Link
          to={`${localePath(locale, '/cooperation')}?type=consultation`}
          className="font-semibold text-teal-800 hover:underline"
        >
          {intl.formatMessage(m.premiumConsultation)}
        </Link>
      </div>
    </section>
  );
}

function ContactForm({
  report,
  subject,
}: {
  report: { path: string; status: number } | null;
  subject: Subject | '';
}) {
  const intl = useIntl();
  const form = useSendingForm({
    initial: { name: '', email: '', phone: '', subject: report ? 'SUPPORT' : subject, message: '' },
    rules: formRules,
    failed: m.failed,
  });
  const { values } = form;
  const [sent, setSent] = useState(false);
  const [sendMessage] = useMutation<ContactPageSendMutation>(graphql`
    mutation ContactPageSendMutation($input: ContactMessageInput!) {
      sendContactMessage(input: $input) {
        __typename
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
  const [sendReport] = useMutation<ContactPageReportMutation>(graphql`
    mutation ContactPageReportMutation($input: ProblemReportInput!) {
      reportProblem(input: $input) {
        __typename
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);

  const fields = { ...values, phone: values.phone || null, subject: values.subject || undefined };

  function send() {
    const { captcha, honeypot } = form.antiBot();
    const antiBot = { captcha, website: honeypot };
    const done = (result: Parameters<typeof form.answered>[0]) =>
      form.answered(result, () => {
        setSent(true);
        toast.success(intl.formatMessage(report ? m.reportSent : m.sent));
      });
    if (report) {
      sendReport({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            phone: values.phone || null,
            message: values.message,
            failingPath: report.path,
            failingStatus: report.status,
            ...antiBot,
          },
        },
        onCompleted: ({ reportProblem }) => done(reportProblem),
        onError: () => form.fail(),
      });
    } else {
      sendMessage({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            phone: values.phone || null,
            subject: values.subject as Subject,
            message: values.message,
            ...antiBot,
          },
        },
        onCompleted: ({ sendContactMessage }) => done(sendContactMessage),
        onError: () => form.fail(),
      });
    }
  }

  if (sent) {
    const another = {
      label: intl.formatMessage(m.sendAnother),
      onClick: () => {
        form.setValues({
          name: values.name,
          email: values.email,
          phone: values.phone,
          subject: '',
          message: '',
        });
        setSent(false);
      },
    };
    return (
      <SentNote className="mt-4" another={report ? undefined : another}>
        {intl.formatMessage(report ? m.reportSent : m.sent)}
      </SentNote>
    );
  }

  return (
    <SendingForm
      form={form}
      check={(rules) =>
        report
          ? validate(rules.errorReportRules, {
              ...fields,
              failingPath: report.path,
              failingStatus: report.status,
            })
          : validate(rules.contactRules, fields)
      }
      send={send}
      labels={m}
      honeypot={{ id: 'contact-website' }}
      className="mt-4 space-y-5"
    >
      {report ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <dt className="font-semibold text-slate-700">{intl.formatMessage(m.failingAddress)}</dt>
          <dd dir="ltr" className="text-start font-mono text-slate-900 break-all">
            {report.path}
          </dd>
          <dt className="font-semibold text-slate-700">{intl.formatMessage(m.failingStatus)}</dt>
          <dd className="text-slate-900">{intl.formatNumber(report.status, { useGrouping: false })}</dd>
        </dl>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInput
          kind="name"
          id="contact-name"
          label={intl.formatMessage(m.name)}
          {...form.bind('name')}
        />
        <ContactInput
          kind="email"
          id="contact-email"
          label={intl.formatMessage(m.email)}
          {...form.bind('email')}
        />
        <ContactInput
          kind="phone"
          id="contact-phone"
          label={intl.formatMessage(m.phone)}
          {...form.bind('phone')}
        />
        {report ? null : (
          <ChoiceField
            id="contact-subject"
            label={intl.formatMessage(m.subject)}
            placeholder={intl.formatMessage(m.chooseSubject)}
            options={contactSubjects.map((subject) => ({
              value: subject,
              label: intl.formatMessage(contactSubjectMessages[subject]),
            }))}
            {...form.bind('subject')}
          />
        )}
      </div>
      <MessageInput
        id="contact-message"
        label={intl.formatMessage(report ? m.reportMessage : m.message)}
        {...form.bind('message')}
      />
    </SendingForm>
  );
}
