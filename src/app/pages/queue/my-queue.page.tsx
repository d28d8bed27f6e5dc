import { LiveTickets } from '@/features/queue/components/live-tickets';

/** myQueue and myNewQueue: the user's live numbers. */
export default function MyQueuePage() {
  return <LiveTickets title="我的排队" />;
}
