import { Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { ErrorState } from '@/components/states';
import { useAppNavigate } from '@/lib/router/navigation';
import { drafts } from '@/lib/storage/storage';
import { getRatingUser, ratingUserKey } from '@/features/rating/complaints/api/get-rating-user';
import { getFeedbackMatter, insertMatterFeedback, matterFeedbackKeys } from '../api/matter-feedback';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { MATTER_FEEDBACK_TYPES, matterFeedbackProblems, type MatterFeedbackDraft } from '../matter-feedback-rules';
import { MAX_REMARKS } from '@/features/rating/rules';
import type { MatterInfo } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { SubmitFooter } from '@/components/form-kit/submit-footer';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';
import { paths } from '@/config/routes/index';

function Form({ matter, onDirty, discardRef }: { matter: MatterInfo; onDirty: (d: boolean) => void; discardRef: { current: () => void } }) {
  const key = `rating.matter.${matter.id}`;
  const user = useQuery({ queryKey: ratingUserKey, queryFn: getRatingUser });
  const [draft, setDraft] = useState<MatterFeedbackDraft>(() => ({
    types: [],
    content: '',
    contact: '',
    ...drafts.get<MatterFeedbackDraft>(key),
  }));
  const [attempted, setAttempted] = useState(false);
  const { submitting, error, run } = useGuardedSubmit({ kept: '您填写的内容已保留，可直接重新提交。' });
  const saving = useRef(true);
  const go = useAppNavigate();

  const prefilled = user.data?.mobile ?? '';
  useEffect(() => {
    if (prefilled && draft.contact !== prefilled) setDraft((d) => ({ ...d, contact: prefilled }));
  }, [prefilled, draft.contact]);
  useEffect(() => {
    if (saving.current) drafts.set(key, draft);
  }, [key, draft]);
  const dirty = draft.types.length > 0 || draft.content.trim() !== '' || (draft.contact !== '' && draft.contact !== prefilled);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    discardRef.current = () => {
      saving.current = false;
      drafts.clear(key);
    };
  }, [discardRef, key]);

  const problems = matterFeedbackProblems(draft);
  const count = Array.from(draft.content).length;
  const shown = (field: keyof typeof problems) => (attempted || (field === 'content' && count > MAX_REMARKS) ? problems[field] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (Object.keys(problems).length) return;
    await run(async () => {
      const { id } = await insertMatterFeedback({
        matterId: matter.id,
        types: MATTER_FEEDBACK_TYPES.filter((t) => draft.types.includes(t)),
        content: draft.content.trim(),
        phone: draft.contact.trim(),
      });
      discardRef.current();
      onDirty(false);
      go(paths.mFeedbackInfo({ id }), { replace: true });
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="指南纠错">
      <div className={styles.form}>
        <div className={styles.section}>
          <div className={styles.label}>
            <span className={styles.required}>问题类型</span>
            <span className={styles.hint}>可多选</span>
          </div>
          <ToggleTiles
            label="问题类型"
            columns={3}
            options={MATTER_FEEDBACK_TYPES}
            selected={draft.types}
            onChange={(types) => setDraft((d) => ({ ...d, types }))}
          />
          {shown('types') ? (
            <div className={styles.error} role="alert">
              {shown('types')}
            </div>
          ) : null}
        </div>
        <div className={styles.section}>
          <label className={styles.label} htmlFor="mf-content">
            <span className={styles.required}>问题描述</span>
          </label>
          <textarea
            id="mf-content"
            className={styles.textarea}
            value={draft.content}
            onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
            placeholder="请说明指南中哪里有误，以及正确的内容"
          />
          <div className={`${styles.counter} ${count > MAX_REMARKS ? styles.counterOver : ''}`}>
            {count}/{MAX_REMARKS}
          </div>
          {shown('content') ? (
            <div className={styles.error} role="alert">
              {shown('content')}
            </div>
          ) : null}
        </div>
        <div className={styles.section}>
          <label className={styles.label} htmlFor="mf-contact">
            <span className={styles.required}>联系方式</span>
            {prefilled ? <span className={styles.hint}>已使用账号手机号</span> : null}
          </label>
          <Input
            id="mf-contact"
            value={draft.contact}
            readOnly={Boolean(prefilled)}
            onChange={(contact) => setDraft((d) => ({ ...d, contact }))}
            placeholder="请输入手机号或邮箱"
          />
          {shown('contact') ? (
            <div className={styles.error} role="alert">
              {shown('contact')}
            </div>
          ) : null}
        </div>
      </div>
      <SubmitFooter error={error} submitting={submitting} label={'提交纠错'} />
    </form>
  );
}

/** mFeedback: correct a matter's guide (纠错). */
export function MatterFeedbackScreen({ matterId }: { matterId: string }) {
  const matter = useQuery({
    queryKey: matterFeedbackKeys.matter(matterId),
    queryFn: () => getFeedbackMatter(matterId),
    enabled: Boolean(matterId),
  });
  const [dirty, setDirty] = useState(false);
  const discardRef = useRef<() => void>(() => undefined);
  const onDiscard = useCallback(() => discardRef.current(), []);
  const back = useLeaveGuard(dirty, onDiscard);
  return (
    <PageShell title="指南纠错" onBack={() => void back()}>
      {!matterId ? (
        <ErrorState message="未指定要纠错的事项，请从办事指南页面进入" />
      ) : (
        <QueryView query={matter}>
          {(m) => (
            <>
              <section className={styles.card} aria-label="纠错事项">
                <div className={styles.cardHead}>{m.name}</div>
                <div className={styles.meta}>{m.departmentName}</div>
              </section>
              <Form matter={m} onDirty={setDirty} discardRef={discardRef} />
            </>
          )}
        </QueryView>
      )}
    </PageShell>
  );
}
