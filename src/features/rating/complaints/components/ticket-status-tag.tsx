import { Tag } from 'antd-mobile';
import type { ComplaintTicket } from '@/features/rating/types';
import { TICKET_STATUS_TEXT } from '../ticket-rules';

/** A work order's status as a tag; its own module so a list of complaints does not load the work order's page (and its rating form). */
export function TicketStatusTag({ status }: { status: ComplaintTicket['status'] }) {
  const color = status === 'closed' ? 'success' : status === 'rating' ? 'primary' : 'warning';
  return (
    <Tag color={color} fill="outline">
      {TICKET_STATUS_TEXT[status]}
    </Tag>
  );
}
