import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { applyCross } from '@/features/matters/api/online/apply-cross';
import { crossListOptions } from '@/features/matters/api/online/get-cross-list';
import { crossMattersOptions } from '@/features/matters/api/online/get-cross-matters';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { CROSS_MODES, CROSS_STAGES } from '@/features/matters/cross';
import type { CrossMode } from '@/features/matters/online-types';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { isMobile } from '@/lib/validation/contact';
import { AppLink, useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { getSession } from '@/lib/storage/storage';
import { useDraft } from '@/lib/storage/use-draft';

interface CrossDraft {
  matterId: string;
  mode: CrossMode | '';
  fromPlace: string;
  toPlace: string;
  description: string;
  mobile: string;
  review: boolean;
}

/** 跨省通办: my cross-region requests and a new one (mode, places, what is needed). */
export default function CrossProcessingFeedbackPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const signedIn = Boolean(getSession());
  const matters = useQuery(crossMattersOptions(fixedArea));
  const mine = useQuery({ ...crossListOptions(signedIn), refetchOnMount: 'always' });
  const client = useQueryClient();
  const draft = useDraft<CrossDraft>('cross.apply', {
    matterId: query.get('matterId') ?? '',
    mode: '',
    fromPlace: '天津市',
    toPlace: '',
    description: '',
    mobile: '',
    review: false,
  });
  const [error, setError] = useState<string | null>(null);
  const submit = useGuardedSubmit({ kept: '填写的内容已保留。' });
  const d = draft.value;
  const set = <K extends keyof CrossDraft>(k: K, v: CrossDraft[K]) => draft.setValue((p) => ({ ...p, [k]: v }));
  const matterName = matters.data?.find((m) => m.id === d.matterId)?.name ?? '';
  const check = () => {
    const problem = !d.matterId
      ? '请选择事项'
      : !d.mode
        ? '请选择办理模式'
        : !d.toPlace.trim()
          ? '请填写办理地'
          : !d.description.trim()
            ? '请填写申请说明'
            : !isMobile(d.mobile)
              ? '请输入正确的11位手机号'
              : null;
    setError(problem);
    if (!problem) set('review', true);
  };
  const send = () =>
    submit.run(async () => {
      const { id } = await applyCross({
        matterId: d.matterId,
        mode: d.mode as CrossMode,
        fromPlace: d.fromPlace.trim(),
        toPlace: d.toPlace.trim(),
        description: d.description.trim(),
        mobile: d.mobile.trim(),
      });
      draft.clear();
      await client.invalidateQueries({ queryKey: ['matters', 'online', 'cross'] });
      go(paths.crossDetails({ id }));
    });
  return (
    <PageShell title="跨省通办">
      {signedIn ? (
        <section className={styles.panel} aria-labelledby="cr-mine">
          <h2 id="cr-mine">我的跨省通办</h2>
          <QueryView query={mine} isEmpty={(l) => l.length === 0} empty={<p className={kit.hint}>还没有跨省通办申请。</p>}>
            {(list) => (
              <ul>
                {list.map((r) => (
                  <li key={r.id}>
                    <AppLink to={paths.crossDetails({ id: r.id })}>{r.matterName}</AppLink>（{r.mode} · {CROSS_STAGES[r.stage]}）
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
      ) : null}
      <section className={styles.panel} aria-labelledby="cr-new">
        <h2 id="cr-new">{d.review ? '请核对申请' : '新的跨省通办申请'}</h2>
        {d.review ? (
          <>
            <dl className={styles.summary}>
              <dt>事项</dt>
              <dd>{matterName}</dd>
              <dt>办理模式</dt>
              <dd>{d.mode}</dd>
              <dt>申请地</dt>
              <dd>{d.fromPlace}</dd>
              <dt>办理地</dt>
              <dd>{d.toPlace}</dd>
              <dt>申请说明</dt>
              <dd>{d.description}</dd>
              <dt>联系电话</dt>
              <dd>{d.mobile}</dd>
            </dl>
            {submit.error ? (
              <p className={kit.error} role="alert">
                {submit.error}
              </p>
            ) : null}
            <div className={styles.footer} style={{ padding: '8px 0 0' }}>
              <Button onClick={() => set('review', false)}>返回修改</Button>
              <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
                确认提交
              </Button>
            </div>
          </>
        ) : (
          <QueryView query={matters}>
            {(list) => (
              <div className={styles.form} style={{ padding: 0 }}>
                <div className={kit.field}>
                  <label htmlFor="cr-matter" className={`${kit.label} ${kit.required}`}>
                    事项
                  </label>
                  <select
                    id="cr-matter"
                    className={styles.input}
                    value={d.matterId}
                    onChange={(e) => {
                      const m = list.find((x) => x.id === e.target.value);
                      draft.setValue((p) => ({ ...p, matterId: e.target.value, mode: m?.mode ?? p.mode }));
                    }}
                  >
                    <option value="">请选择</option>
                    {list.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}（{m.mode}）
                      </option>
                    ))}
                  </select>
                </div>
                <fieldset className={kit.field}>
                  <legend className={`${kit.label} ${kit.required}`}>办理模式</legend>
                  {CROSS_MODES.map((m) => (
                    <label key={m.mode} className={styles.option}>
                      <input type="radio" name="cr-mode" checked={d.mode === m.mode} onChange={() => set('mode', m.mode)} />
                      {m.mode}：{m.note}
                    </label>
                  ))}
                </fieldset>
                <div className={kit.field}>
                  <label htmlFor="cr-from" className={kit.label}>
                    申请地（您现在所在地）
                  </label>
                  <div className={styles.input}>
                    <Input id="cr-from" maxLength={30} value={d.fromPlace} onChange={(v) => set('fromPlace', v)} />
                  </div>
                </div>
                <div className={kit.field}>
                  <label htmlFor="cr-to" className={`${kit.label} ${kit.required}`}>
                    办理地（户籍地或业务所在地）
                  </label>
                  <div className={styles.input}>
                    <Input
                      id="cr-to"
                      maxLength={30}
                      value={d.toPlace}
                      onChange={(v) => set('toPlace', v)}
                      placeholder="如：河北省石家庄市"
                    />
                  </div>
                </div>
                <div className={kit.field}>
                  <label htmlFor="cr-desc" className={`${kit.label} ${kit.required}`}>
                    申请说明
                  </label>
                  <div className={styles.input}>
                    <TextArea
                      id="cr-desc"
                      maxLength={500}
                      showCount
                      rows={3}
                      value={d.description}
                      onChange={(v) => set('description', v)}
                    />
                  </div>
                </div>
                <div className={kit.field}>
                  <label htmlFor="cr-mobile" className={`${kit.label} ${kit.required}`}>
                    联系电话
                  </label>
                  <div className={styles.input}>
                    <Input id="cr-mobile" type="tel" maxLength={11} value={d.mobile} onChange={(v) => set('mobile', v)} />
                  </div>
                </div>
                {error ? (
                  <p className={kit.error} role="alert">
                    {error}
                  </p>
                ) : null}
                <Button color="primary" block onClick={check}>
                  下一步：核对
                </Button>
              </div>
            )}
          </QueryView>
        )}
      </section>
    </PageShell>
  );
}
