import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { RatingUser } from '@/features/rating/types';

export const ratingUserKey = ['rating', 'user'] as const;

/** The logged-in user's contact and name for the rating form. */
export async function getRatingUser(): Promise<RatingUser> {
  const info = await gateway.get<Partial<RatingUser>>('/user-center/user/info', undefined, { silent: true });
  return { mobile: info.mobile ?? '', userName: info.userName ?? '', nickName: info.nickName ?? '', hallId: info.hallId ?? '' };
}

export const ratingUserQuery = () => queryOptions({ queryKey: ratingUserKey, queryFn: getRatingUser });
