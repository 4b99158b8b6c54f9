import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and tries it once to find out; under the site's
// Content-Security-Policy (no 'unsafe-eval') that try is a reported violation. Forms parse little: no compiling.
// Imported first by main.tsx, since schemas decide when they are created.
z.config({ jitless: true });
