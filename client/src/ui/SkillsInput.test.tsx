import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SkillsInput } from './SkillsInput';

function Field({ language, initial = [] }: { language?: string; initial?: string[] }) {
  const [skills, setSkills] = useState(initial);
  return (
    <SkillsInput
      skills={skills}
      onChange={setSkills}
      label="Skills"
      hint="Up to 30 skills."
      addLabel="Add"
      removeLabel={(skill) => `Remove skill ${skill}`}
      language={language}
      suggestIn="en"
    />
  );
}

const chips = () =>
  screen.queryAllByRole('button', { name: /^Remove skill / }).map((b) => b.getAttribute('aria-label'));

describe('SkillsInput', () => {
  it('settles what is typed as the shared taxonomy names it, once each, pasted lists included', async () => {
    const user = userEvent.setup();
    render(<Field initial={['React']} />);
    const field = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(field, 'reactjs, golang، Klingon{Enter}');
    expect(chips()).toEqual(['Remove skill React', 'Remove skill Go', 'Remove skill Klingon']);
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove skill Go' }));
    expect(chips()).toEqual(['Remove skill React', 'Remove skill Klingon']);
  });

  it('names a known skill in the writing’s language, and suggests the taxonomy’s names', async () => {
    const user = userEvent.setup();
    const { container } = render(<Field language="fa" />);
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Project management{Enter}');
    expect(chips()).toEqual(['Remove skill مدیریت پروژه']);
    const options = [...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    expect(options).toContain('طراحی رابط کاربری');
    expect(options).toContain('TypeScript');
  });
});
