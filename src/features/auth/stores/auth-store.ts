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
  /**
   * A login was submitted on this tab's login page. A visitor's start is deferred (src/app/auth-boot.tsx):
   * if it comes after such a login, it takes the login's result instead of starting again (docs/auth.md).
   */
  loginSubmitted: boolean;
  setAuthority(authority: Authority): void;
  setWeChat(flag: 'weChat' | ''): void;
  setQueryOpenId(openId: string): void;
  setInitialised(): void;
  markLoginSubmitted(): void;
  reset(): void;
}

const initial = { authority: '' as Authority, weChat: '' as const, queryOpenId: '', initialised: false, loginSubmitted: false };

/** The auth store: client state only; credentials live in storage under the contract's keys. */
export const useAuthStore = create<AuthState>()((set) => ({
  ...initial,
  setAuthority: (authority) => set({ authority }),
  setWeChat: (weChat) => set({ weChat }),
  setQueryOpenId: (queryOpenId) => set({ queryOpenId }),
  setInitialised: () => set({ initialised: true }),
  markLoginSubmitted: () => set({ loginSubmitted: true }),
  reset: () => set(initial),
}));

registerStoreReset(() => useAuthStore.getState().reset());
