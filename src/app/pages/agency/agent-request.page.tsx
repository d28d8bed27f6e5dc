import { AgentRequests } from '@/features/agency/components/agent-requests';

export default function AgentRequestPage() {
  return <AgentRequests />;
}
