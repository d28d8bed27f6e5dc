import { useSearchParams } from 'react-router-dom';
import { ReplyView } from '@/features/robot/components/reply-view';
import { getSession } from '@/lib/storage/storage';
import { RobotGate } from './robot-gate';

/** An answer to a question given in the address (self-service machines, QR codes on counters). */
export default function MachineReplyPage() {
  const [query] = useSearchParams();
  const question = query.get('question') ?? '';
  return (
    <RobotGate title="答案详情">
      {(areaCode) => (
        <ReplyView key={question} title="答案详情" areaCode={areaCode} by="question" value={question} visitor={!getSession()} />
      )}
    </RobotGate>
  );
}
