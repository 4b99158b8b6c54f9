import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createSocketStatus } from './socket';
import { attachSocketStatus, useReconnected, useSocketState } from './useSocketState';

function setUp() {
  const environment = createMockEnvironment();
  const status = createSocketStatus();
  attachSocketStatus(environment, status);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { status, wrapper };
}

describe('the socket state in components', () => {
  it('follows the environment’s socket', () => {
    const { status, wrapper } = setUp();
    const { result } = renderHook(() => useSocketState(), { wrapper });
    expect(result.current).toBe('disconnected');
    act(() => status.set('connecting'));
    expect(result.current).toBe('connecting');
    act(() => status.set('connected'));
    expect(result.current).toBe('connected');
  });

  it('calls back when the socket comes back after it was lost, not when it first connects', () => {
    const { status, wrapper } = setUp();
    const callback = vi.fn();
    renderHook(() => useReconnected(callback), { wrapper });
    act(() => status.set('connecting'));
    act(() => status.set('connected'));
    expect(callback).not.toHaveBeenCalled();
    act(() => status.set('disconnected'));
    act(() => status.set('connected'));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
