/** For other packages' tests and benchmarks: a signed-in user's session, as signing in makes one. */
export { createSession } from './modules/sessions/sessions.service.ts';
