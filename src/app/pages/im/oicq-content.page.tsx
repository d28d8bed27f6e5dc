import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { CallPanel } from '@/features/im/components/call-panel';
import { ChatScreen } from '@/features/im/components/chat-screen';
import { answerCallPath } from '@/features/im/answer-call-path';
import { callContent } from '@/features/im/thread';
import { HandoffStatus } from '@/features/robot/components/handoff-status';
import { paths } from '@/config/routes';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';

export default function OicqContentPage() {
  const [query] = useSearchParams();
  const go = useAppNavigate();
  const [calling, setCalling] = useState(false);
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
  const topic = query.get('topic') || query.get('matterName') || '在线咨询';
  // Opened by the robot's 转人工: the hand-off's progress over the conversation.
  const handoff = query.get('handoff');
  const isCall = query.get('isCall') === '1' && Boolean(query.get('callId'));
  const common = {
    peerId,
    topic,
    useVideo: query.get('useVideo') !== '0',
    matterId: query.get('matterId') ?? undefined,
    matterName: query.get('matterName') ?? undefined,
    caseId: query.get('caseId') ?? undefined,
  };
  let callPanel = null;
  if (isCall) callPanel = <CallPanel key={query.get('callId')} role="callee" callId={query.get('callId') ?? ''} {...common} />;
  else if (calling) callPanel = <CallPanel key="outgoing" role="caller" {...common} onClose={() => setCalling(false)} />;
  return (
    <ChatScreen
      key={peerId}
      peerId={peerId}
      topic={topic}
      callPanel={callPanel}
      notice={handoff ? <HandoffStatus id={handoff} /> : null}
      onStartCall={() => setCalling(true)}
      onAnswerCall={(content) => {
        const call = callContent(content);
        if (!call) return;
        go(answerCallPath(peerId, call), { replace: true });
      }}
    />
  );
}
