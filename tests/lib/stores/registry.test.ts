import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { registerStoreReset, resetAllStores } from '@/lib/stores/registry';

describe('store registry', () => {
  it('resets every registered store, the auth store included', () => {
    const useCounter = create<{ n: number }>()(() => ({ n: 0 }));
    const off = registerStoreReset(() => useCounter.setState({ n: 0 }));
    useCounter.setState({ n: 3 });
    useAuthStore.getState().setAuthority('mobile');
    resetAllStores();
    expect(useCounter.getState().n).toBe(0);
    expect(useAuthStore.getState().authority).toBe('');
    off();
    useCounter.setState({ n: 5 });
    resetAllStores();
    expect(useCounter.getState().n).toBe(5);
  });
});
