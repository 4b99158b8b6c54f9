import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import CertificatePageQuery, {
  type CertificatePageQuery as CertificatePageQueryType,
} from '../../__generated__/CertificatePageQuery.graphql';
import type { Locale } from '../../app/locale';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import testsEn from '../../i18n/lang/tests/en.json';
import testsFa from '../../i18n/lang/tests/fa.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Certificate } from './CertificatePage';
import { linkedInAddUrl } from './components/CertificateActions';

const code = 'ABCDE-FGHJK-MNPQR-STVWX';

function renderCertificate(locale: 'en' | 'fa', revokedAt: string | null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<CertificatePageQueryType>(environment, CertificatePageQuery, { code });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Certificate: () => ({
        code,
        status: revokedAt ? 'REVOKED' : 'VALID',
        issuedAt: '2026-03-21T09:00:00.000Z',
        revokedAt,
        testTitle: 'Logic at work',
        testSlug: 'logic',
        holder: { displayName: 'Mina' },
      }),
    }),
  );
  const messages: Record<string, Record<string, string>> = {
    en: { ...en, ...testsEn },
    fa: { ...fa, ...testsFa },
  };
  return renderWithProviders(
    <I18nProvider locale={locale as Locale} messages={messages[locale]!}>
      <Suspense>
        <Certificate queryRef={queryRef} />
      </Suspense>
    </I18nProvider>,
    { locale, environment, path: `/${locale}/certificates/${code}` },
  );
}

describe('a certificate’s public page', () => {
  it('offers a valid certificate’s PDF in the page’s language, its link and LinkedIn', async () => {
    renderCertificate('fa', null);
    expect(await screen.findByRole('status')).toHaveTextContent('این گواهی‌نامه معتبر است');
    expect(screen.getByRole('link', { name: 'دریافت PDF' })).toHaveAttribute(
      'href',
      `/certificates/${code}.pdf?lang=fa`,
    );
    expect(screen.getByRole('button', { name: 'رونوشت پیوند' })).toBeInTheDocument();
    const linkedIn = new URL(
      screen.getByRole('link', { name: 'افزودن به نمایهٔ لینکدین' }).getAttribute('href')!,
    );
    expect(linkedIn.searchParams.get('certId')).toBe(code);
    expect(linkedIn.searchParams.get('organizationName')).toBe('کارنما');
    expect(linkedIn.searchParams.get('issueYear')).toBe('2026');
  });

  it('says a revoked certificate is revoked, since when, and offers no download', async () => {
    renderCertificate('en', '2026-04-01T10:00:00.000Z');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This certificate has been revokedRevoked on April 1, 2026.',
    );
    expect(screen.queryByRole('link', { name: 'Download as PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.getByText('A revoked certificate cannot be downloaded or shared.')).toBeInTheDocument();
  });
});

describe('linkedInAddUrl', () => {
  it('fills in LinkedIn’s certification form', () => {
    const url = new URL(
      linkedInAddUrl({
        code,
        url: `https://karnama.example/en/certificates/${code}`,
        testTitle: 'Logic at work',
        issuedAt: '2026-03-21T09:00:00.000Z',
        organizationName: 'Karnama',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Logic at work',
      organizationName: 'Karnama',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: `https://karnama.example/en/certificates/${code}`,
      certId: code,
    });
  });
});
