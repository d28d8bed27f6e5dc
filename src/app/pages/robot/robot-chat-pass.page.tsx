import { useSearchParams } from 'react-router-dom';
import { RobotChat } from '@/features/robot/components/robot-chat';
import { getSession } from '@/lib/storage/storage';
import { RobotGate } from './robot-gate';

export default function RobotChatPassPage() {
  const [query] = useSearchParams();
  return (
    <RobotGate title="智能客服">
      {(areaCode) => (
        <RobotChat
          title="智能客服"
          areaCode={areaCode}
          visitor={!getSession()}
          matterId={query.get('matterId')}
          question={query.get('question')}
        />
      )}
    </RobotGate>
  );
}
