import { screen } from '@testing-library/react';
import { use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { PanelPage } from './PanelPage';

/** Content whose data never comes. */
const forever = new Promise<string>(() => {});
function WaitingContent() {
  return <p>{use(forever)}</p>;
}

describe('PanelPage', () => {
  it('shows its heading, what it is for and its controls while the content waits for its data', () => {
    renderWithProviders(
      <PanelPage
        title="Reports"
        intro="The reports' e-mails."
        controls={<button type="button">Failed</button>}
      >
        <WaitingContent />
      </PanelPage>,
      { locale: 'fa', path: '/fa/panel/admin/reports' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText("The reports' e-mails.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری');
  });

  it('shows its content once there, is never listed by search engines and describes itself by its intro', () => {
    renderWithProviders(
      <PanelPage title="Reports" intro="The reports' e-mails." width="narrow">
        <p>The list</p>
      </PanelPage>,
      { locale: 'en', path: '/en/panel/admin/reports' },
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      "The reports' e-mails.",
    );
    expect(document.title).toContain('Reports');
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
