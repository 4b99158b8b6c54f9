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
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/jobs/react-dev?utm=x',
    );
    expect(screen.getByRole('menuitem', { name: 'Azərbaycanca' })).toHaveAttribute(
      'href',
      '/az/jobs/react-dev?utm=x',
    );
    expect(screen.getByRole('menuitem', { name: 'فارسی' })).toHaveAttribute('lang', 'fa');
  });

  it('moves to the other language when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LanguageSwitcher />, { locale: 'en', path: '/en/jobs?page=2' });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Azərbaycanca' }));
    expect(router.state.location.pathname).toBe('/az/jobs');
    expect(router.state.location.search).toBe('?page=2');
  });
});
