import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { certificateLookupQuery } from '../../__generated__/certificateLookupQuery.graphql';
import type { Locale } from '../../app/locale';

/** Whether a certificate has this (normalised) code: the lookup form sends the visitor on to it only then. */
export async function certificateExists(
  environment: IEnvironment,
  code: string,
  locale: Locale,
): Promise<boolean> {
  const data = await fetchQuery<certificateLookupQuery>(
    environment,
    graphql`
      query certificateLookupQuery($code: String!) {
        certificate(code: $code) {
          __typename
        }
      }
    `,
    { code },
    { networkCacheConfig: { metadata: { locale } } },
  ).toPromise();
  return Boolean(data?.certificate);
}
