import { certificateCodeOf } from '@platform/rules/certificate-code';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { localePath, type Locale } from '../../app/locale';
import { searchParams } from '../../app/routing';
import { environmentOf } from '../../relay/environment';

/** What the lookup page shows: the empty form, or what was typed and why it leads nowhere. */
export type LookupOutcome =
  { typed: null; outcome: 'idle' } | { typed: string; outcome: 'invalid' | 'unknown' | 'empty' };

/**
 * `/certificates?code=…`: the form's GET. A code a certificate has sends the visitor on to its page (a redirect,
 * on the server too); anything else comes back to the form, which says why (and answers 404).
 */
export async function lookUpCertificate(locale: Locale, args: LoaderFunctionArgs): Promise<LookupOutcome> {
  const typed = searchParams(args).get('code');
  if (typed === null) return { typed: null, outcome: 'idle' };
  if (!typed.trim()) return { typed, outcome: 'empty' };
  const code = certificateCodeOf(typed);
  if (!code) return { typed, outcome: 'invalid' };
  const { certificateExists } = await import('./certificateLookup');
  if (await certificateExists(environmentOf(args), code, locale))
    throw redirect(localePath(locale, `/certificates/${code}`));
  return { typed, outcome: 'unknown' };
}
