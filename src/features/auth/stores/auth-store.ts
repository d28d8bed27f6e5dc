import { create } from 'zustand';
import { registerStoreReset } from '@/lib/stores/registry';
import type { Authority } from '../types';

export interface AuthState {
  /** Who is logged in; empty until the start machine or a login says otherwise. */
  authority: Authority;
  /** `weChat` inside the messenger browser, else empty (docs/spec-rules.md section 4). */
  weChat: 'weChat' | '';
  /** The openId the page was opened with (a chat-app user authed via query), if any. */
  queryOpenId: string;
  /** The start machine has finished and the store holds its result. */
  initialised: boolean;
  setAuthority(authority: Authority): void;
  setWeChat(flag: 'weChat' | ''): void;
  setQueryOpenId(openId: string): void;
  setInitialised(): void;
  reset(): void;
}

const initial = { authority: '' as Authority, weChat: '' as const, queryOpenId: '', initialised: false };

/** The auth store: client state only; credentials live in storage under the contract's keys. */
export const useAuthStore = create<AuthState>()((set) => ({
  ...initial,
  setAuthority: (authority) => set({ authority }),
  setWeChat: (weChat) => set({ weChat }),
  setQueryOpenId: (queryOpenId) => set({ queryOpenId }),
  setInitialised: () => set({ initialised: true }),
  reset: () => set(initial),
}));

registerStoreReset(() => useAuthStore.getState().reset());
