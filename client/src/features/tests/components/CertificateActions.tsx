import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../app/toast';
import type { Locale } from '../../../app/locale';
import { layoutMessages } from '../../../app/messages';
import { secondaryButtonClass } from '../../../ui/buttons';
import { certificateShareMessages as messages } from '../messages';

interface CertificateActionsProps {
  code: string;
  locale: Locale;
  /** The certificate page's address, as shared. */
  url: string;
  testTitle: string;
  issuedAt: string;
}

/**
 * LinkedIn's "add a certification" form, filled in (its documented `startTask=CERTIFICATION_NAME` link), the
 * issuer named as the page's language names the site.
 */
export function linkedInAddUrl({
  code,
  url,
  testTitle,
  issuedAt,
  organizationName,
}: Omit<CertificateActionsProps, 'locale'> & { organizationName: string }) {
  const issued = new Date(issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: testTitle,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: url,
    certId: code,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}

const noChanges = () => () => {};
const browserShares = () => typeof navigator.share === 'function';

/**
 * A valid certificate's PDF (printed by the server from this page), its link to copy, the device's own share sheet
 * where the browser has one (the Web Share API), and LinkedIn's form for adding it to a profile. Not printed.
 */
export function CertificateActions(props: CertificateActionsProps) {
  const intl = useIntl();
  const { code, locale, url, testTitle } = props;
  // Known only in the browser: the server's page renders without the button, and hydration matches it.
  const canShare = useSyncExternalStore(noChanges, browserShares, () => false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(intl.formatMessage(messages.copied));
    } catch {
      toast.error(intl.formatMessage(messages.copyFailed));
    }
  }

  return (
    <section aria-labelledby="certificate-actions" className="space-y-3 print:hidden">
      <h2 id="certificate-actions" className="text-sm font-semibold text-slate-700">
        {intl.formatMessage(messages.actions)}
      </h2>
      <div className="flex flex-wrap gap-3">
        <a
          href={`/certificates/${encodeURIComponent(code)}.pdf?lang=${locale}`}
          download={`karnama-certificate-${code}.pdf`}
          className={secondaryButtonClass}
        >
          {intl.formatMessage(messages.download)}
        </a>
        <button type="button" onClick={() => void copy()} className={secondaryButtonClass}>
          {intl.formatMessage(messages.copyLink)}
        </button>
        {canShare ? (
          <button
            type="button"
            onClick={() => void navigator.share({ title: testTitle, url }).catch(() => {})}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(messages.share)}
          </button>
        ) : null}
        <a
          href={linkedInAddUrl({ ...props, organizationName: intl.formatMessage(layoutMessages.brand) })}
          target="_blank"
          rel="noopener noreferrer"
          className={secondaryButtonClass}
        >
          {intl.formatMessage(messages.linkedIn)}
        </a>
      </div>
    </section>
  );
}
