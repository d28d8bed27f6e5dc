import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '../api/get-user-info';

/** The logged-in user's info (cached; verification refreshes it). */
export function useUserInfo() {
  return useQuery(userInfoQuery());
}
