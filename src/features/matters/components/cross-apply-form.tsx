import { Button } from 'antd-mobile';
import kit from '@/components/form-kit/form-kit.module.css';
import { QueryView } from '@/components/query-view';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useCrossApply } from '../hooks/use-cross-apply';
import { CrossApplyFields } from './cross-apply-fields';
import styles from './apply.module.css';

/**
 * A new 跨省通办 request on the project's form model: its values are its draft (`cross.apply`),
 * checked by `crossApplySchema`, then check-your-answers and one send, then its details page.
 */
export function CrossApplyForm({ initialMatterId, areaCode }: { initialMatterId: string; areaCode: string }) {
  const submit = useGuardedSubmit({ kept: '填写的内容已保留。' });
  const { form, matters, d, errors, matterName, check, send } = useCrossApply(submit, initialMatterId, areaCode);
  const { setValue } = form;

  return (
    <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="cr-new">
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
          <div className={`${styles.footer} ${styles.crossFooter}`}>
            <Button onClick={() => setValue('review', false)}>返回修改</Button>
            <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
              确认提交
            </Button>
          </div>
        </>
      ) : (
        <QueryView query={matters}>
          {(list) => (
            <form className={`${kit.form} ${styles.flushForm}`} noValidate onSubmit={(e) => void check(e)} aria-labelledby="cr-new">
              <CrossApplyFields form={form} errors={errors} list={list} />
              <Button color="primary" block type="submit">
                下一步：核对
              </Button>
            </form>
          )}
        </QueryView>
      )}
    </section>
  );
}
