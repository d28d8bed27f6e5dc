import { describe, expect, it, vi } from 'vitest';
import { lastSeen, rememberSeen } from '@/lib/query/last-seen';

describe('answers kept on this device for the next visit', () => {
  it('gives back the answer last kept for a query key, and nothing for another', () => {
    expect(rememberSeen(['halls', 'list', '120100'], [{ id: 'h1' }])).toEqual([{ id: 'h1' }]);
    rememberSeen(['halls', 'list', '120100'], [{ id: 'h2' }]);
    expect(lastSeen(['halls', 'list', '120100'])).toEqual([{ id: 'h2' }]);
    expect(lastSeen(['halls', 'list', '120101'])).toBeUndefined();
  });

  it('keeps the twelve newest answers only', () => {
    vi.useFakeTimers();
    try {
      for (let i = 0; i < 14; i++) {
        vi.setSystemTime(1_000_000 + i);
        rememberSeen(['region', i], { n: i });
      }
    } finally {
      vi.useRealTimers();
    }
    expect(lastSeen(['region', 0])).toBeUndefined();
    expect(lastSeen(['region', 1])).toBeUndefined();
    expect(lastSeen(['region', 2])).toEqual({ n: 2 });
    expect(lastSeen(['region', 13])).toEqual({ n: 13 });
  });

  it('reads a damaged store as empty', () => {
    window.localStorage.setItem('ow.lastSeen', '{not json');
    expect(lastSeen(['halls', 'list', '120100'])).toBeUndefined();
    rememberSeen(['halls', 'list', '120100'], []);
    expect(lastSeen(['halls', 'list', '120100'])).toEqual([]);
  });
});
