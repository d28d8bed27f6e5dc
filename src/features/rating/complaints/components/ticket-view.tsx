import { useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup, FormField, FieldAlert } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { HANDLING_LEVELS, type ComplaintTicket, type HandlingLevel } from '@/contract/complaint';
import { formatTime } from '@/features/rating/format';
import { Replies } from '@/features/rating/components/replies';
import ratingStyles from '@/features/rating/components/rating.module.css';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { maskMobile } from '@/lib/validation/mask';
import { rateHandling } from '../api/complaint-tickets';
import { complaintKey } from '../api/get-complaint';
import { complaintsKey } from '../api/query-complaints';
import { currentStage, monthDay, stageWhen } from '../ticket-rules';
import styles from './complaint.module.css';
import { TicketStatusTag } from './ticket-status-tag';
import { PhotoGallery } from '@/features/rating/components/photo-gallery';

/** A complaint work order: its 工单号 and subject, what was written, the five stages with their deadlines, the replies, and the rating of the handling. */
export function TicketView({ ticket: t }: { ticket: ComplaintTicket }) {
  const now = currentStage(t);
  const s = t.subject;
  return (
    <>
      <List header="投诉工单">
        <List.Item extra={<strong data-testid="ticket-no">{t.ticketNo}</strong>}>工单号</List.Item>
        <List.Item extra={<TicketStatusTag status={t.status} />}>处理状态</List.Item>
        <List.Item extra={t.type}>投诉类型</List.Item>
        <List.Item extra={s.label}>投诉对象</List.Item>
        <List.Item extra={s.hallName}>办事大厅</List.Item>
        {s.windowName ? <List.Item extra={s.windowName}>窗口</List.Item> : null}
        {s.staffName ? <List.Item extra={s.staffName}>工作人员</List.Item> : null}
        <List.Item extra={maskMobile(t.phone)}>联系电话</List.Item>
        <List.Item extra={formatTime(t.createdAt)}>提交时间</List.Item>
      </List>
      <section className={ratingStyles.card} aria-label="问题描述">
        <h2 className={ratingStyles.cardHead}>问题描述</h2>
        <div className={ratingStyles.text}>{t.content}</div>
        <PhotoGallery urls={t.images} />
      </section>
      <section className={ratingStyles.card} aria-labelledby="ct-progress">
        <h2 id="ct-progress" className={ratingStyles.cardHead}>
          处理进度{t.round > 1 ? '（重新办理）' : ''}
        </h2>
        <ol className={styles.timeline}>
          {t.stages.map((stage) => {
            const current = now?.key === stage.key;
            const state = stage.doneAt !== null ? '已完成' : current ? '进行中' : '未开始';
            return (
              <li key={stage.key} className={styles.stage} aria-current={current ? 'step' : undefined}>
                <span className={`${styles.dot} ${stage.doneAt !== null ? styles.dotDone : current ? styles.dotNow : ''}`} aria-hidden />
                <span className={styles.stageName}>{stage.name}</span>
                <span className="ow-sr-only">（{state}）</span>
                <span className={styles.stageWhen}>{stageWhen(stage, current)}</span>
                {stage.note ? <p className={styles.stageNote}>{stage.note}</p> : null}
              </li>
            );
          })}
        </ol>
      </section>
      <Replies replies={t.replies} waiting={`工作人员正在核实处理，${monthDay(t.stages[3].dueAt)}前反馈处理结果`} />
      {t.status === 'rating' ? <RateHandling ticket={t} /> : null}
      {t.rating ? (
        <section className={ratingStyles.card} aria-label="我的评价">
          <h2 className={ratingStyles.cardHead}>我的评价</h2>
          <div className={ratingStyles.text}>
            {t.rating.level}
            {t.rating.comment ? `：${t.rating.comment}` : ''}
          </div>
          {t.status === 'open' && t.rating.level === '不满意' ? (
            <div className={ratingStyles.meta}>您对首次处理不满意，已重新办理，请留意新的处理结果。</div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

interface RatingDraft {
  level: HandlingLevel | '';
  comment: string;
}

/**
 * 回访: 满意, 基本满意 or 不满意 with an optional word; the first 不满意 has it handled again.
 * The choice and the words are a draft of the ticket (a 401 on the send goes to the login and
 * back, a failed send is sent again: nothing typed is lost; docs/reliability.md).
 */
function RateHandling({ ticket }: { ticket: ComplaintTicket }) {
  const qc = useQueryClient();
  const { form, discard } = useDraftForm<RatingDraft>(`rating.ticket.${ticket.id}`, { empty: { level: '', comment: '' } });
  const { level, comment } = useWatch({ control: form.control }) as RatingDraft;
  const setLevel = (v: HandlingLevel | '') => form.setValue('level', v, { shouldDirty: true });
  const setComment = (v: string) => form.setValue('comment', v, { shouldDirty: true });
  const [missing, setMissing] = useState(false);
  const submit = useGuardedSubmit({ kept: '您的评价已保留，可直接重新提交。' });
  const send = () => {
    if (!level) {
      setMissing(true);
      return;
    }
    void submit.run(async () => {
      const next = await rateHandling(ticket.id, level, comment.trim());
      discard();
      qc.setQueryData(complaintKey(ticket.id), next);
      void qc.invalidateQueries({ queryKey: complaintsKey });
    });
  };
  return (
    <section className={ratingStyles.card} aria-labelledby="ct-rate">
      <h2 id="ct-rate" className={ratingStyles.cardHead}>
        评价处理结果
      </h2>
      <p className={styles.intro}>
        请在{monthDay(ticket.stages[4].dueAt)}前评价。{ticket.round === 1 ? '选择“不满意”将重新办理一次。' : ''}
      </p>
      <ChoiceGroup
        label="您对处理结果是否满意"
        value={level}
        options={HANDLING_LEVELS.map((l) => ({ value: l, text: l }))}
        onChange={(v) => {
          setLevel(v);
          setMissing(false);
        }}
        required
        error={missing ? '请选择您对处理结果的评价' : undefined}
      />
      <FormField label="补充说明（选填）" id="ct-rate-comment">
        <textarea
          id="ct-rate-comment"
          className={kit.textarea}
          maxLength={200}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </FormField>
      <FieldAlert error={submit.error} />
      <Button block color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={send}>
        提交评价
      </Button>
    </section>
  );
}
