import { PageShell } from '@/components/page-shell';
import { ConversationList } from '@/features/im/components/conversation-list';

export default function OicqPage() {
  return (
    <PageShell title="我的消息会话">
      <ConversationList showStaff />
    </PageShell>
  );
}
