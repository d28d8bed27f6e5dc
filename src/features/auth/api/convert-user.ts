import { gateway } from '@/lib/http/client';

/** Converts the logged-in external user into the user-centre user. */
export const convertUser = (srcSystemCode: string) =>
  gateway.post<{ id?: string; mobile?: string }>('/user-center/extUser/auth/convert', { srcSystemCode }, { loginFlow: true, silent: true });
