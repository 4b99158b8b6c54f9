import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadSectionMessages, type Messages, type MessageSection } from '../i18n/messages';
import type { Locale } from './locale';

/** The site's messages and a section's, for the section's page (the language and its settings stay the site's). */
function SectionMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const intl = useIntl();
  const merged = useMemo(() => ({ ...(intl.messages as Messages), ...messages }), [intl.messages, messages]);
  return (
    <IntlProvider locale={intl.locale} messages={merged} defaultLocale={intl.defaultLocale}>
      {children}
    </IntlProvider>
  );
}

/**
 * A page of a section with a catalogue of its own: the page's code and the section's messages load together (on
 * the server too, before rendering), and the page reads them beside the site's.
 */
export async function withSectionMessages(
  locale: Locale,
  section: MessageSection,
  page: Promise<ComponentType>,
): Promise<ComponentType> {
  const [Page, messages] = await Promise.all([page, loadSectionMessages(section, locale)]);
  return function SectionPage() {
    return (
      <SectionMessages messages={messages}>
        <Page />
      </SectionMessages>
    );
  };
}
