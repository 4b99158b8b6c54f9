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
    expect(screen.getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toMatch(
      /^\/en\/contact\?/,
    );
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
