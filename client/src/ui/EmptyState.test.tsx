import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading at the given level, the text and the action, with the picture hidden', () => {
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No jobs yet"
        headingLevel={3}
        text="New jobs will appear here."
        action={<a href="/jobs/create">Post a job</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByText('New jobs will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/create');
    expect(container.querySelector('[aria-hidden="true"]')).toContainElement(screen.getByTestId('icon'));
  });

  it('is the text alone when it has no heading, picture or action', () => {
    render(<EmptyState text="You have no keys yet." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('You have no keys yet.')).toBeInTheDocument();
  });
});
