import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Handoff } from '../types';

const PATH = '/microservice-robot/robot/handoff';

/** 转人工: hands this conversation (the robot's own record of it) to a member of staff. */
export function handOff(sessionId: string): Promise<Handoff> {
  return gateway.post<Handoff>(PATH, { sessionId }, { silent: true });
}

export const handoffKey = (id: string) => ['robot', 'handoff', id] as const;

/** The hand-off as it stands: the citizen's place in the staff member's wait, or joined. */
export const handoffQuery = (id: string) =>
  queryOptions({
    queryKey: handoffKey(id),
    queryFn: () => gateway.get<Handoff>(PATH, { id }, { silent: true }),
    // While waiting, the place moves as staff answer the ones before.
    refetchInterval: (q) => (q.state.data?.status === 'joined' ? false : 5_000),
  });
