import { useSearchParams } from 'react-router-dom';
import { VirtualGuide } from '@/features/robot/components/virtual-guide';
import { RobotGate } from './robot-gate';

export default function VirtualHumanPage() {
  const [query] = useSearchParams();
  return (
    <RobotGate title="虚拟导办员">
      {(areaCode) => <VirtualGuide title="虚拟导办员" areaCode={areaCode} itemId={query.get('itemId')} question={query.get('question')} />}
    </RobotGate>
  );
}
