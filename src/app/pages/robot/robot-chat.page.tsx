import { useSearchParams } from 'react-router-dom';
import { RobotChat } from '@/features/robot/components/robot-chat';
import { RobotGate } from './robot-gate';

export default function RobotChatPage() {
  const [query] = useSearchParams();
  return (
    <RobotGate title="智能客服">
      {(areaCode) => (
        <RobotChat title="智能客服" areaCode={areaCode} visitor={false} matterId={query.get('matterId')} question={query.get('question')} />
      )}
    </RobotGate>
  );
}
