import { queryOptions } from '@tanstack/react-query';
import type { ComplaintFiling, ComplaintSubjects, ComplaintTicket, HandlingLevel } from '@/contract/complaint';
import { gateway } from '@/lib/http/client';

/** What a complaint can be about: the user's visits of the last 90 days and the halls of the area (docs/complaints.md). */
export const complaintSubjectsQuery = (areaCode: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['rating', 'complaint-subjects', areaCode, loggedIn],
    queryFn: () => gateway.get<ComplaintSubjects>('/complaint/subjects', { areaCode }, { silent: true }),
    staleTime: 0,
  });

/** Files a complaint; the same clientToken answers the same complaint. */
export function fileComplaint(filing: ComplaintFiling): Promise<{ id: string; ticketNo: string }> {
  return gateway.post<{ id: string; ticketNo: string }>('/complaint/ticket', filing, { silent: true });
}

/** 回访: the citizen rates the handling once the result is given. */
export function rateHandling(id: string, level: HandlingLevel, comment: string): Promise<ComplaintTicket> {
  return gateway.post<ComplaintTicket>('/complaint/ticket/rate', { id, level, comment }, { silent: true });
}
