import { createOperationDescriptor, getRequest, graphql } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { PreloadTestQuery } from '../__generated__/PreloadTestQuery.graphql';
import { disposeStaleQueries, preloadQuery } from './preload';

const query = getRequest(graphql`
  query PreloadTestQuery @relay_test_operation {
    viewer {
      __typename
    }
  }
`);

describe('preloaded route queries', () => {
  it('starts the request at once and releases references no route holds any more', () => {
    const environment = createMockEnvironment();
    const first = preloadQuery<PreloadTestQuery>(environment, query, {});
    const second = preloadQuery<PreloadTestQuery>(environment, query, {});
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));

    disposeStaleQueries({ page: { queryRef: second } });
    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);

    disposeStaleQueries({});
    expect(second.isDisposed).toBe(true);
    expect(environment.check(createOperationDescriptor(query, {})).status).toBe('available');
  });
});
