import { formatDistance, shouldLeaveNow, travelMinutes } from '../rules';
import type { Ticket } from '../types';
import { Rows, Section } from './rows';
import styles from './queue.module.css';

/** How far the hall is and how long the way takes: leave now, or not yet. */
export function DistanceNote({ t, meters }: { t: Ticket; meters: number }) {
  return (
    <div className={shouldLeaveNow(t.waitMin, meters) ? styles.soon : styles.section} role="note">
      您距大厅约{formatDistance(meters)}，路上约需{travelMinutes(meters)}分钟。
      {shouldLeaveNow(t.waitMin, meters) ? '建议您现在出发。' : '暂时不必出发，快到号时本页会提醒您。'}
    </div>
  );
}

/** 取号信息: the hall, the queue, the times, the window and whether the user checked in. */
export function TicketInfoRows({ t }: { t: Ticket }) {
  return (
    <Section title="取号信息">
      <Rows
        items={[
          ['办理大厅', t.hallName],
          ['大厅地址', t.hallAddress],
          ['队列', `${t.queueCode} ${t.queueName}`],
          ['取号时间', t.takenTime],
          ...(t.calledTime ? ([['叫号时间', t.calledTime]] as [string, string][]) : []),
          ...(t.windowNumber ? ([['办理窗口', `${t.windowNumber} ${t.windowName ?? ''}`]] as [string, string][]) : []),
          ...(t.endTime ? ([['结束时间', t.endTime]] as [string, string][]) : []),
          ['到厅签到', t.arrived ? '已签到' : '未签到'],
        ]}
      />
    </Section>
  );
}
