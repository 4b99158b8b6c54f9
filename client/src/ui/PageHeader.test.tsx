import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('names the page in its h1, with the badge inside the heading, the intro and the actions', () => {
    render(
      <PageHeader
        title="My job posts"
        badge={<span>Beta</span>}
        intro="Post and manage your jobs."
        actions={<a href="/panel/jobs/create">Post a job</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: /^My job posts/ })).toHaveTextContent('Beta');
    expect(screen.getByText('Post and manage your jobs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toBeInTheDocument();
  });

  it('is just the heading when that is all the page needs', () => {
    const { container } = render(<PageHeader title="Profile" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(container.querySelectorAll('p, a')).toHaveLength(0);
  });
});
