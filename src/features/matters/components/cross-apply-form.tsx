import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, TextArea } from 'antd-mobile';
import { Controller, useWatch } from 'react-hook-form';
import { describedBy, FormField } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useAppNavigate } from '@/lib/router/navigation';
import { applyCross } from '../api/online/apply-cross';
import { crossKey } from '../api/online/get-cross-list';
import { crossMattersQuery } from '../api/online/get-cross-matters';
import { CROSS_MODES } from '../cross';
import type { CrossMode } from '../online-types';
import { crossApplySchema, emptyCrossDraft, MAX_CROSS_DESCRIPTION, MAX_CROSS_PLACE, type CrossDraft } from '../schemas/cross-schema';
import styles from './apply.module.css';

/**
 * A new 跨省通办 request on the project's form model: its values are its draft (`cross.apply`),
 * checked by `crossApplySchema`, then check-your-answers and one send, then its details page.
 */
export function CrossApplyForm({ initialMatterId, areaCode }: { initialMatterId: string; areaCode: string }) {
  const go = useAppNavigate();
  const client = useQueryClient();
  const matters = useQuery(crossMattersQuery(areaCode));
  const { form, discard } = useDraftForm<CrossDraft>('cross.apply', {
    empty: emptyCrossDraft(initialMatterId),
    resolver: zodResolver(crossApplySchema),
  });
  const { control, handleSubmit, formState, setValue, getValues } = form;
  const d = useWatch({ control }) as CrossDraft;
  const errors = formState.errors;
  const submit = useGuardedSubmit({ kept: '填写的内容已保留。' });
  const matterName = matters.data?.find((m) => m.id === d.matterId)?.name ?? '';

  const check = handleSubmit(() => setValue('review', true));
  const send = () =>
    submit.run(async () => {
      const v = getValues();
      const { id } = await applyCross({
        matterId: v.matterId,
        mode: v.mode as CrossMode,
        fromPlace: v.fromPlace.trim(),
        toPlace: v.toPlace.trim(),
        description: v.description.trim(),
        mobile: v.mobile.trim(),
      });
      discard();
      await client.invalidateQueries({ queryKey: crossKey() });
      go(paths.crossDetails({ id }));
    });

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
          <div className={styles.footer} style={{ padding: '8px 0 0' }}>
            <Button onClick={() => setValue('review', false)}>返回修改</Button>
            <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
              确认提交
            </Button>
          </div>
        </>
      ) : (
        <QueryView query={matters}>
          {(list) => (
            <form className={kit.form} style={{ padding: 0 }} noValidate onSubmit={(e) => void check(e)} aria-labelledby="cr-new">
              <FormField label="事项" id="cr-matter" error={errors.matterId?.message} required>
                <Controller
                  control={control}
                  name="matterId"
                  render={({ field }) => (
                    <select
                      id="cr-matter"
                      ref={field.ref}
                      className={styles.input}
                      value={field.value}
                      onBlur={field.onBlur}
                      {...describedBy('cr-matter', errors.matterId?.message)}
                      onChange={(e) => {
                        field.onChange(e.target.value);
                        // The matter's own mode is chosen with it.
                        const m = list.find((x) => x.id === e.target.value);
                        if (m) setValue('mode', m.mode, { shouldValidate: formState.isSubmitted });
                      }}
                    >
                      <option value="">请选择</option>
                      {list.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}（{m.mode}）
                        </option>
                      ))}
                    </select>
                  )}
                />
              </FormField>
              <Controller
                control={control}
                name="mode"
                render={({ field }) => (
                  <fieldset className={kit.field} {...describedBy('cr-mode', errors.mode?.message)}>
                    <legend className={`${kit.label} ${kit.required}`}>办理模式</legend>
                    {CROSS_MODES.map((m) => (
                      <label key={m.mode} className={styles.option}>
                        <input type="radio" name="cr-mode" checked={field.value === m.mode} onChange={() => field.onChange(m.mode)} />
                        {m.mode}：{m.note}
                      </label>
                    ))}
                    {errors.mode?.message ? (
                      <p className={kit.error} id="cr-mode-error">
                        {errors.mode.message}
                      </p>
                    ) : null}
                  </fieldset>
                )}
              />
              <FormField label="申请地（您现在所在地）" id="cr-from" error={errors.fromPlace?.message}>
                <div className={styles.input}>
                  <Controller
                    control={control}
                    name="fromPlace"
                    render={({ field }) => (
                      <Input
                        id="cr-from"
                        ref={field.ref}
                        maxLength={MAX_CROSS_PLACE}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        {...describedBy('cr-from', errors.fromPlace?.message)}
                      />
                    )}
                  />
                </div>
              </FormField>
              <FormField label="办理地（户籍地或业务所在地）" id="cr-to" error={errors.toPlace?.message} required>
                <div className={styles.input}>
                  <Controller
                    control={control}
                    name="toPlace"
                    render={({ field }) => (
                      <Input
                        id="cr-to"
                        ref={field.ref}
                        maxLength={MAX_CROSS_PLACE}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        placeholder="如：河北省石家庄市"
                        {...describedBy('cr-to', errors.toPlace?.message)}
                      />
                    )}
                  />
                </div>
              </FormField>
              <FormField label="申请说明" id="cr-desc" error={errors.description?.message} required>
                <div className={styles.input}>
                  <Controller
                    control={control}
                    name="description"
                    render={({ field }) => (
                      <TextArea
                        id="cr-desc"
                        ref={field.ref}
                        maxLength={MAX_CROSS_DESCRIPTION}
                        showCount
                        rows={3}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        {...describedBy('cr-desc', errors.description?.message)}
                      />
                    )}
                  />
                </div>
              </FormField>
              <FormField label="联系电话" id="cr-mobile" error={errors.mobile?.message} required>
                <div className={styles.input}>
                  <Controller
                    control={control}
                    name="mobile"
                    render={({ field }) => (
                      <Input
                        id="cr-mobile"
                        ref={field.ref}
                        type="tel"
                        maxLength={11}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        {...describedBy('cr-mobile', errors.mobile?.message)}
                      />
                    )}
                  />
                </div>
              </FormField>
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
