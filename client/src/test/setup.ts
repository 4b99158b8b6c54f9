import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment wraps its methods with `jest.fn`; Vitest's `vi` has the same API.
Object.assign(globalThis, { jest: vi });

afterEach(() => {
  cleanup();
  // Server-side tests (`@vitest-environment node`) have no storage.
  globalThis.localStorage?.clear();
});
