import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './formFocus';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in reading order, skipping hidden and disabled ones', () => {
    const { container, getByRole } = render(
      <form>
        <input aria-label="Name" />
        <div aria-hidden="true" data-invalid="">
          <select aria-label="Hidden copy" tabIndex={-1} />
        </div>
        <input aria-label="Code" aria-invalid="true" disabled />
        <div data-invalid="">
          <span>Type</span>
          <button type="button">Choose a type</button>
        </div>
        <input aria-label="E-mail" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(true);
    expect(getByRole('button', { name: 'Choose a type' })).toHaveFocus();
  });

  it('leaves the focus alone when nothing is invalid', () => {
    const { container, getByRole } = render(
      <form>
        <input aria-label="Name" />
      </form>,
    );
    getByRole('textbox', { name: 'Name' }).focus();
    expect(focusFirstInvalid(container)).toBe(false);
    expect(getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
