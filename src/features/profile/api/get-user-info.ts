import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { UserInfo } from '../types';

export const userInfoKey = ['profile', 'userInfo'] as const;

/** The logged-in user's info with the verified identity. */
export function getUserInfo(): Promise<UserInfo> {
  return gateway.get<UserInfo>('/user-center/user/info', undefined, { silent: true });
}

export const userInfoQuery = () => queryOptions({ queryKey: userInfoKey, queryFn: getUserInfo });
