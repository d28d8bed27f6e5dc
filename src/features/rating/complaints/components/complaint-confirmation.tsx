import { Result } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { WhatNext } from '@/components/what-next';
import { useComplaint } from '../hooks/use-complaints';
import { nextSteps } from '../ticket-rules';
import { ComplaintLinks } from './complaint-links';
import styles from './complaint.module.css';

/** The GOV.UK confirmation: the 工单号, what happens next with this complaint's own deadlines, and the way back to it. */
export function ComplaintConfirmation({ id, ticketNo }: { id: string; ticketNo: string }) {
  const ticket = useComplaint(id);
  const t = ticket.data?.kind === 'ticket' ? ticket.data : null;
  return (
    <PageShell title="投诉已提交">
      <Result status="success" title="投诉已提交" description="我们会按时限办理，并把处理结果告诉您。" />
      <WhatNext
        reference={{ label: '工单号', value: ticketNo }}
        steps={t ? nextSteps(t) : ['工作人员将按时限受理并核实您反映的情况', '处理进度和结果在“我的投诉建议”中查看']}
      />
      <div className={styles.actions}>
        <ComplaintLinks id={id} details="查看处理进度" />
      </div>
    </PageShell>
  );
}
