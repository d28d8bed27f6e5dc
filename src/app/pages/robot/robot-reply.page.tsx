import { useSearchParams } from 'react-router-dom';
import { ReplyView } from '@/features/robot/components/reply-view';
import { getSession } from '@/lib/storage/storage';
import { RobotGate } from './robot-gate';

export default function RobotReplyPage() {
  const [query] = useSearchParams();
  const itemId = query.get('itemId') ?? '';
  return (
    <RobotGate title="答案详情">
      {(areaCode) => <ReplyView key={itemId} title="答案详情" areaCode={areaCode} by="itemId" value={itemId} visitor={!getSession()} />}
    </RobotGate>
  );
}
