import { Suspense, type ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from './PageMeta';
import { PageSpinner } from './PageSpinner';

interface PanelPageProps {
  /** The page's name: its heading, and its document title with the site's. */
  title: string;
  /** What the page is for: under the heading, and the page's description. */
  intro: string;
  /** A form's page takes the narrower column, a list's the wider. */
  width?: 'narrow' | 'wide';
  /** What stands while the content waits for its data: filters, tabs. */
  controls?: ReactNode;
  /** The content, which reads the page's query: a spinner stands for it until the data is there. */
  children: ReactNode;
}

/**
 * A page of the signed-in area (never listed by search engines): its heading and what it is for, the controls that
 * choose what it shows, and its content once its data is there.
 */
export function PanelPage({ title, intro, width = 'wide', controls, children }: PanelPageProps) {
  return (
    <div className={`mx-auto ${width === 'wide' ? 'max-w-4xl' : 'max-w-3xl'} space-y-6`}>
      <PageMeta page={title} description={intro} noindex />
      <PageHeader title={title} intro={intro} />
      {controls}
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </div>
  );
}
