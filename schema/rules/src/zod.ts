import { z } from 'zod';

// In the browser, zod would compile object parsers with `new Function`, trying it once to find out whether it may;
// under the site's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation, and forms parse
// little: no compiling there. The setting applies to schemas created after it, so every rule takes zod from here.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
