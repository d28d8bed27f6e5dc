import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { WhatNext } from '@/components/what-next';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { Reservation } from '../types';
import { BookingSummary } from './booking-summary';
import styles from './queue.module.css';

/** After 确认预约: what happens next, the page's extra (its subscribe offer), the booking, and where to see it. */
export function ReserveConfirmation({ done, extra }: { done: Reservation; extra?: ReactNode }) {
  return (
    <>
      <WhatNext
        reference={{ label: '预约编号', value: done.id }}
        steps={[
          `${done.date} ${done.startTime}前到${done.hallInfo.hallName}，出示签到码签到取号`,
          '未按时签到将记为爽约',
          done.canCancel ? `如需取消，请在${done.cancelDeadline}前到“我的预约”中取消` : '可在“我的预约”中查看本次预约',
        ]}
      />
      {extra}
      <BookingSummary booking={done} />
      <div className={styles.actions}>
        <AppLink to={paths.appointmentDetails({ id: done.id })}>
          <Button block color="primary">
            查看预约详情
          </Button>
        </AppLink>
        <AppLink to={paths.historical({ tab: 'reservation' })}>
          <Button block>我的预约记录</Button>
        </AppLink>
      </div>
    </>
  );
}
