import { Result } from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { WhatNext } from '@/components/what-next';
import { AppLink } from '@/lib/router/navigation';
import { getSession } from '@/lib/storage/storage';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { ComplaintLinks } from './complaint-links';
import { RatingForm } from './rating-form';
import styles from '@/features/rating/components/rating.module.css';
import { loginReturningTo } from '@/config/routes/index';

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
  const location = useLocation();
  const visitor = !getSession();
  const loginHref = loginReturningTo(location);

  return (
    <PageShell title={title} onBack={() => void back()}>
      {sentId ? (
        <div className={styles.sent}>
          <Result status="success" title="提交成功" description="感谢您的评价与反馈。" />
          <WhatNext
            reference={{ label: '投诉建议编号', value: sentId }}
            steps={['工作人员核实您反映的情况后答复您', '答复和处理结果在“我的投诉建议”中查看，也可凭编号向大厅查询']}
          />
          <div className={styles.sentLinks}>
            <ComplaintLinks id={sentId} details="查看详情" />
          </div>
        </div>
      ) : (
        <>
          <div className={`${styles.card} ${styles.intro}`}>{intro}</div>
          {visitor ? (
            <div className={`${styles.card} ${styles.loginNote}`} role="note">
              提交和上传图片需要登录，登录后会回到本页，已填写的内容不会丢失。
              <AppLink to={loginHref}>去登录</AppLink>
            </div>
          ) : null}
          <RatingForm formKey={formKey} outHallId={outHallId} onSubmitted={setSentId} onDirtyChange={setDirty} discardRef={discardRef} />
        </>
      )}
    </PageShell>
  );
}
