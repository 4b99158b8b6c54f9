import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

describe('error pages', () => {
  it('shows 404, page not found and the requested path', async () => {
    renderWithProviders(<NotFoundPage />, { locale: 'en', path: '/en/no/such/page?x=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('/en/no/such/page?x=1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en');
    // §8: the contact form pre-filled with subject support, the failing address and its status.
    const report = new URL(
      screen.getByRole('link', { name: 'Report a problem' }).getAttribute('href')!,
      'http://x',
    );
    expect(report.pathname).toBe('/en/contact');
    expect(Object.fromEntries(report.searchParams)).toEqual({
      subject: 'support',
      report: '/en/no/such/page?x=1',
      status: '404',
    });
  });

  it('reports a server error with the address it failed at and its status', async () => {
    renderWithProviders(<ErrorPage kind="server" />, { locale: 'en', path: '/en/jobs/broken' });
    await screen.findByText('500');
    const report = new URL(
      screen.getByRole('link', { name: 'Report a problem' }).getAttribute('href')!,
      'http://x',
    );
    expect(report.searchParams.get('report')).toBe('/en/jobs/broken');
    expect(report.searchParams.get('status')).toBe('500');
  });

  it('asks search engines not to index it', async () => {
    renderWithProviders(<ErrorPage kind="server" />, { locale: 'en' });
    await screen.findByText('500');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('offers suggestions with links to the jobs search and contact', async () => {
    renderWithProviders(<ErrorPage kind="gone" />, { locale: 'en' });
    expect(await screen.findByText('410')).toBeInTheDocument();
    expect(screen.getByText('Checking the address for typing mistakes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Searching the job listings' })).toHaveAttribute(
      'href',
      '/en/jobs',
    );
    expect(screen.getByRole('link', { name: 'Contacting our support team' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });

  it('is right-to-left with Persian digits in Persian', async () => {
    renderWithProviders(<NotFoundPage />, { locale: 'fa', path: '/fa/nowhere' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'صفحه پیدا نشد' });
    expect(heading.closest('section')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('۴۰۴')).toBeInTheDocument();
  });
});

describe('the kind of a route’s error', () => {
  it('shows no status for errors answered inside a successful response, and the status of a refused one', async () => {
    const { classify } = await import('./RouteErrorPage');
    const { TransportError } = await import('../relay/transportErrors');
    const inside = new TransportError({ kind: 'server', status: 200, statusText: 'OK', errors: [] });
    expect(classify(inside)).toEqual({ kind: 'general', status: undefined });
    const refused = new TransportError({ kind: 'http', status: 403, statusText: 'Forbidden' });
    expect(classify(refused)).toEqual({ kind: 'general', status: 403 });
    expect(classify(new TransportError({ kind: 'http', status: 502, statusText: 'Bad Gateway' }))).toEqual({
      kind: 'server',
      status: 502,
    });
  });
});
