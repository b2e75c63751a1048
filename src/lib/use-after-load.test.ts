import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterLoad } from './use-after-load';

afterEach(() => vi.restoreAllMocks());

describe('useAfterLoad', () => {
  it('is ready at once on a page already loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    expect(renderHook(() => useAfterLoad()).result.current).toBe(true);
  });

  it('turns ready on the load event', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result, rerender } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    window.dispatchEvent(new Event('load'));
    rerender();
    expect(result.current).toBe(true);
  });

  it('is ready when the load event came between the first render and its effect', () => {
    // The first render sees the page still loading; by the time the effect runs, the event is gone.
    vi.spyOn(document, 'readyState', 'get').mockReturnValueOnce('interactive').mockReturnValue('complete');
    const { result, rerender } = renderHook(() => useAfterLoad());
    rerender();
    expect(result.current).toBe(true);
  });
});
