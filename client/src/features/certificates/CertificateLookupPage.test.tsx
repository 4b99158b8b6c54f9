import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/lang/en.json';
import testsEn from '../../i18n/lang/tests/en.json';
import fa from '../../i18n/lang/fa.json';
import testsFa from '../../i18n/lang/tests/fa.json';
import { HttpStatusContext } from '../../app/httpStatus';
import { CertificateLookupPage } from './CertificateLookupPage';
import { lookUpCertificate } from './lookup';

const environment = createMockEnvironment();
vi.mock('../../relay/environment', () => ({ environmentOf: () => environment }));

/** The lookup route at `url`, its loader asking the mock graph, which has only the certificate `existing`. */
function renderLookup(url: string, locale: 'en' | 'fa' = 'en', existing = 'ABCDE-FGHJK-MNPQR-STVWX') {
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        certificate: operation.request.variables.code === existing ? { __typename: 'Certificate' } : null,
      }),
    }),
  );
  const statuses: number[] = [];
  const router = createMemoryRouter(
    [
      {
        path: `/${locale}/certificates`,
        loader: (args) => lookUpCertificate(locale, args),
        element: (
          <I18nProvider
            locale={locale}
            messages={locale === 'fa' ? { ...fa, ...testsFa } : { ...en, ...testsEn }}
          >
            <HttpStatusContext value={(status) => statuses.push(status)}>
              <CertificateLookupPage />
            </HttpStatusContext>
          </I18nProvider>
        ),
      },
      { path: `/${locale}/certificates/:code`, element: <p>certificate page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, statuses };
}

describe('the certificate lookup', () => {
  it('sends a code as typed, in lower case with spaces, on to its certificate’s page', async () => {
    const typed = encodeURIComponent(' abcde fghjk mnpqr stvwx ');
    const { router } = renderLookup(`/en/certificates?code=${typed}`);
    expect(await screen.findByText('certificate page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/certificates/ABCDE-FGHJK-MNPQR-STVWX');
  });

  it('says on the form that no certificate has a code, with 404, keeping what was typed', async () => {
    const { statuses } = renderLookup(
      `/fa/certificates?code=${encodeURIComponent('۱۲۳۴۵-۶۷۸۹۰-ABCDE-FGHJK')}`,
      'fa',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('هیچ گواهی‌نامه‌ای این کد را ندارد.');
    expect(screen.getByLabelText('کد گواهی‌نامه')).toHaveValue('۱۲۳۴۵-۶۷۸۹۰-ABCDE-FGHJK');
    expect(statuses).toContain(404);
  });

  it('says what a code looks like when the text is none, without asking the graph', async () => {
    const before = environment.mock.getAllOperations().length;
    const { statuses } = renderLookup('/en/certificates?code=hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a certificate code');
    expect(statuses).toContain(404);
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });

  it('shows the empty form, with its hint and no status, before anything is typed', async () => {
    const { statuses } = renderLookup('/en/certificates');
    expect(await screen.findByRole('heading', { name: 'Check a certificate' })).toBeInTheDocument();
    expect(screen.getByText(/Twenty letters and digits/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(statuses).toEqual([]);
  });
});
