import { Button, Result } from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { PageShell } from '../../../components/page-shell';
import { AppLink } from '../../../lib/router/navigation';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { RatingForm } from './rating-form';
import styles from './rating.module.css';

export interface RatingFormScreenProps {
  title: string;
  formKey: string;
  intro: string;
  outHallId?: string;
}

/** A full page around the rating form: intro, leave guard, and the outcome once sent. */
export function RatingFormScreen({ title, formKey, intro, outHallId }: RatingFormScreenProps) {
  const [sentId, setSentId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const discardRef = useRef<(() => void) | null>(null);
  const onDiscard = useCallback(() => discardRef.current?.(), []);
  const back = useLeaveGuard(dirty && !sentId, onDiscard);

  return (
    <PageShell title={title} onBack={() => void back()}>
      {sentId ? (
        <div style={{ background: '#fff', paddingBottom: 24 }}>
          <Result status="success" title="提交成功" description="感谢您的评价与反馈，工作人员会尽快处理，处理结果可在“我的投诉建议”中查看。" />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '0 16px' }}>
            <AppLink to={`/complaintDetails?id=${encodeURIComponent(sentId)}`}>
              <Button block color="primary">
                查看详情
              </Button>
            </AppLink>
            <AppLink to="/myComplaint">
              <Button block>我的投诉建议</Button>
            </AppLink>
          </div>
        </div>
      ) : (
        <>
          <div className={styles.card} style={{ fontSize: 13, color: '#666', lineHeight: 1.6 }}>
            {intro}
          </div>
          <RatingForm formKey={formKey} outHallId={outHallId} onSubmitted={setSentId} onDirtyChange={setDirty} discardRef={discardRef} />
        </>
      )}
    </PageShell>
  );
}
