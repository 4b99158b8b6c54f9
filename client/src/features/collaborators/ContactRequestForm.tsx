import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { loginPath } from '../../shared/accounts/redirect';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { contactMessages as m } from './messages';

const ContactRequestFields = lazy(() =>
  import('./ContactRequestFields').then((module) => ({ default: module.ContactRequestFields })),
);

interface ContactRequestFormProps {
  collaboratorId: string;
  name: string;
  /** Null for a visitor. */
  viewer: { readonly registered?: boolean | null } | null | undefined;
  viewerIsOwner: boolean;
  /** The profile's address, to come back to after signing in. */
  path: string;
}

/**
 * A collaborator's "contact": a signed-in person writes what they need (subject, message, a budget in the
 * language's currency, a deadline on the reader's calendar) and sends it; a visitor is sent to sign in first; the
 * owner is pointed to their editor.
 */
export function ContactRequestForm({
  collaboratorId,
  name,
  viewer,
  viewerIsOwner,
  path,
}: ContactRequestFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const title = intl.formatMessage(m.title, { name });
  const wrap = (children: React.ReactNode) => (
    <section aria-labelledby={`${formId}-title`} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={`${formId}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );

  if (viewerIsOwner)
    return wrap(
      <p className="flex flex-wrap gap-x-1.5 text-sm text-slate-700">
        <span>{intl.formatMessage(m.own)}</span>
        <Link
          to={localePath(locale, '/panel/collaborator')}
          className="font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(m.edit)}
        </Link>
      </p>,
    );
  if (!viewer?.registered)
    return wrap(
      <Link to={loginPath(locale, path)} className={primaryButtonClass}>
        {intl.formatMessage(m.signIn)}
      </Link>,
    );
  if (sent)
    return wrap(
      <>
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          {intl.formatMessage(m.sent)}
        </p>
        <Link to={localePath(locale, '/panel/requests?box=sent')} className={secondaryButtonClass}>
          {intl.formatMessage(m.myRequests)}
        </Link>
      </>,
    );
  if (!open)
    return wrap(
      <>
        <p className="text-sm text-slate-600">{intl.formatMessage(m.intro)}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButtonClass} onClick={() => setOpen(true)}>
            {intl.formatMessage(m.open)}
          </button>
          <Link
            to={localePath(locale, `/panel/contracts/new?to=${encodeURIComponent(collaboratorId)}`)}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(m.proposeContract)}
          </Link>
        </div>
      </>,
    );

  return wrap(
    <Suspense fallback={null}>
      <ContactRequestFields
        to={{ collaboratorId }}
        onSent={() => setSent(true)}
        onCancel={() => setOpen(false)}
      />
    </Suspense>,
  );
}
