import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment wraps its methods with `jest.fn`; Vitest's `vi` has the same API.
Object.assign(globalThis, { jest: vi });

// `findBy…` waits for what appears after a render or an answer; on a busy machine that can take more than the
// default second. Waiting longer changes nothing for a test that passes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Server-side tests (`@vitest-environment node`) have no storage.
  globalThis.localStorage?.clear();
});
