import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { AriaProviders } from '../app/AriaProviders';
import type { Locale } from '../app/locale';
import { I18nProvider } from '../i18n/I18nProvider';
import az from '../i18n/lang/az.json';
import en from '../i18n/lang/en.json';
import fa from '../i18n/lang/fa.json';
import panelAz from '../i18n/lang/panel/az.json';
import panelEn from '../i18n/lang/panel/en.json';
import panelFa from '../i18n/lang/panel/fa.json';
import contentAz from '../i18n/lang/content/az.json';
import contentEn from '../i18n/lang/content/en.json';
import contentFa from '../i18n/lang/content/fa.json';
import collaboratorsAz from '../i18n/lang/collaborators/az.json';
import collaboratorsEn from '../i18n/lang/collaborators/en.json';
import collaboratorsFa from '../i18n/lang/collaborators/fa.json';
import portfolioAz from '../i18n/lang/portfolio/az.json';
import portfolioEn from '../i18n/lang/portfolio/en.json';
import portfolioFa from '../i18n/lang/portfolio/fa.json';

// The site's catalogue with the panel's, the content pages', the collaborators pages' and the portfolio's, as those
// sections' pages read them.
const CATALOGUES: Record<Locale, Record<string, string>> = {
  fa: { ...fa, ...panelFa, ...contentFa, ...collaboratorsFa, ...portfolioFa },
  en: { ...en, ...panelEn, ...contentEn, ...collaboratorsEn, ...portfolioEn },
  az: { ...az, ...panelAz, ...contentAz, ...collaboratorsAz, ...portfolioAz },
};

interface Options {
  locale?: Locale;
  environment?: IEnvironment;
  path?: string;
}

/** Renders UI the way the app does: Relay environment, a router at `path`, and the locale's messages. */
export function renderWithProviders(ui: ReactNode, { locale = 'en', environment, path }: Options = {}) {
  const env = environment ?? createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
            <AriaProviders>{ui}</AriaProviders>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [path ?? `/${locale}`] },
  );
  const result = render(
    <RelayEnvironmentProvider environment={env}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { ...result, environment: env, router };
}
