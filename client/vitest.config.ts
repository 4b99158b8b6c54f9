import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { relayGraphqlTags } from './relayGraphqlTags.ts';

export default defineProject({
  plugins: [relayGraphqlTags(), react()],
  test: {
    name: 'client',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A component test types and clicks as a person does: on a busy machine that takes longer than Vitest's
    // default 5 s, which says nothing about the component.
    testTimeout: 30_000,
  },
});
