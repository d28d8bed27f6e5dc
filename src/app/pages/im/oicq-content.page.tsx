import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { ChatScreen } from '@/features/im/components/chat-screen';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';

export default function OicqContentPage() {
  const [query] = useSearchParams();
  const peerId = query.get('peerId') ?? '';
  if (!peerId) {
    return (
      <PageShell title="在线沟通">
        <EmptyState
          title="没有指定会话"
          description="请从会话列表选择要沟通的工作人员。"
          action={<AppLink to={paths.oicq()}>返回会话列表</AppLink>}
        />
      </PageShell>
    );
  }
  return <ChatScreen key={peerId} peerId={peerId} topic={query.get('topic') || query.get('matterName') || '在线咨询'} />;
}
