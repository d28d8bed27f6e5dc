import { useQuery } from '@tanstack/react-query';
import { getUserInfo, userInfoKey } from '../api/get-user-info';

/** The logged-in user's info (cached; verification refreshes it). */
export function useUserInfo() {
  return useQuery({ queryKey: userInfoKey, queryFn: getUserInfo });
}
