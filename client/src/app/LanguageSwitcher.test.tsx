import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('offers the same page and query string in every language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, { locale: 'fa', path: '/fa/jobs/react-dev?utm=x' });
    await user.click(await screen.findByRole('button', { name: 'زبان: فارسی' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/jobs/react-dev?utm=x');
    expect(screen.getByRole('link', { name: 'Azərbaycanca' })).toHaveAttribute(
      'href',
      '/az/jobs/react-dev?utm=x',
    );
    expect(screen.getByRole('link', { name: 'فارسی' })).toHaveAttribute('lang', 'fa');
    expect(screen.getByRole('link', { name: 'فارسی' })).toHaveAttribute('aria-current', 'true');
    // The first language has the focus; Escape closes the list and gives it back to the button.
    expect(screen.getByRole('link', { name: 'فارسی' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'زبان: فارسی' })).toHaveFocus();
  });

  it('moves to the other language when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LanguageSwitcher />, { locale: 'en', path: '/en/jobs?page=2' });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('link', { name: 'Azərbaycanca' }));
    expect(router.state.location.pathname).toBe('/az/jobs');
    expect(router.state.location.search).toBe('?page=2');
  });
});
