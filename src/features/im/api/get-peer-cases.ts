import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

/** A case of the citizen a staff member talks with (the case a remote-handling call is about). */
export interface PeerCase {
  id: string;
  caseNo: string;
  matterId: string;
  matterName: string;
}

/** Staff only: the cases of a citizen they have a conversation with (`GET /im/msg/auth/peerCases`). */
export function getPeerCases(peerId: string): Promise<PeerCase[]> {
  return gateway.get<PeerCase[]>('/im/msg/auth/peerCases', { peerId }, { silent: true });
}

export const peerCasesQuery = (peerId: string) =>
  queryOptions({
    queryKey: ['im', 'peerCases', peerId] as const,
    queryFn: () => getPeerCases(peerId),
  });
