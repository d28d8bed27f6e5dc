import { gateway } from '@/lib/http/client';
import type { Ticket } from '../types';

export type TicketAction = 'cancel' | 'arrive' | 'requeue';

/** 取消 a waiting number, 到厅签到, or 过号重排 (POST /v1/auth/ticket/<action>). */
export function ticketAction(action: TicketAction, id: string): Promise<Ticket> {
  return gateway.post<Ticket>(`/v1/auth/ticket/${action}`, { id }, { silent: true });
}
