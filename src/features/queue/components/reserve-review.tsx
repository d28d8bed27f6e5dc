import { Button } from 'antd-mobile';
import { maskIdCard } from '@/lib/validation/mask';
import type { BookingDetails } from '../types';
import type { Step } from './reserve-steps';
import { Rows } from './rows';
import styles from './queue.module.css';

/** 核对预约信息: every choice and detail with its 修改, then 确认预约. */
export function ReserveReview({
  hallName,
  matterName,
  when,
  details,
  onChange,
  submitting,
  onConfirm,
}: {
  hallName: string;
  matterName: string;
  when: string;
  details: BookingDetails;
  onChange: (s: Step) => void;
  submitting: boolean;
  onConfirm: () => void;
}) {
  const change = (s: Step, what: string) => (
    <Button size="mini" fill="none" color="primary" onClick={() => onChange(s)} aria-label={`修改${what}`}>
      修改
    </Button>
  );
  return (
    <>
      <Rows
        items={[
          [
            '办理大厅',
            <span key="h">
              {hallName || '已选大厅'} {change('hall', '大厅')}
            </span>,
          ],
          [
            '办理事项',
            <span key="m">
              {matterName || '已选事项'} {matterName !== '综合窗口（一窗受理）' ? change('matter', '事项') : null}
            </span>,
          ],
          [
            '预约时间',
            <span key="t">
              {when} {change('date', '预约时间')}
            </span>,
          ],
          [
            '预约人',
            <span key="n">
              {details.name} {change('details', '预约人信息')}
            </span>,
          ],
          ['手机号', details.mobile],
          ['身份证号', maskIdCard(details.idcard)],
          ...(details.remark ? ([['备注', details.remark]] as [string, string][]) : []),
        ]}
      />
      <p className={styles.muted}>请核对以上信息。预约成功后，请在预约时段按时到大厅签到；未签到将记为爽约。</p>
      <Button block color="primary" loading={submitting} disabled={submitting} onClick={onConfirm}>
        确认预约
      </Button>
    </>
  );
}
