import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { SiteMenu } from './SiteMenu';

function renderMenu(locale: 'fa' | 'en' | 'az', path: string) {
  const view = renderWithProviders(
    <>
      <SiteMenu />
      <button type="button">elsewhere</button>
    </>,
    { locale, path },
  );
  return { ...view, user: userEvent.setup() };
}

describe('SiteMenu', () => {
  it('discloses every section and the languages, and moves the focus into them', async () => {
    const { user } = renderMenu('en', '/en/jobs/react-dev?utm=x');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(nav);
    const sections = within(nav).getAllByRole('link');
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Jobs', '/en/jobs'],
      ['Talent tests', '/en/talent-test'],
      ['Collaborators', '/en/collaborators'],
      ['Portfolio', '/en/portfolio'],
      ['Services', '/en/services'],
      ['Contact', '/en/contact'],
    ]);
    expect(sections[0]).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    const languages = screen.getByRole('group', { name: 'Change language' });
    expect(within(languages).getByRole('link', { name: 'فارسی' })).toHaveAttribute(
      'href',
      '/fa/jobs/react-dev?utm=x',
    );
    expect(within(languages).getByRole('link', { name: 'فارسی' })).toHaveAttribute('dir', 'rtl');
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user } = renderMenu('fa', '/fa');
    const button = await screen.findByRole('button', { name: 'منو' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'فرصت‌های شغلی' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes when a section is chosen, and the page changes', async () => {
    const { user, router } = renderMenu('az', '/az');
    const button = await screen.findByRole('button', { name: 'Menyu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Portfolio' }));
    expect(router.state.location.pathname).toBe('/az/portfolio');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a navigation it did not start, and stays closed on the way back', async () => {
    const { user, router } = renderMenu('en', '/en/jobs');
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    await act(() => router.navigate('/en/contact'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/en/jobs');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const { user } = renderMenu('en', '/en');
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
