import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { local } from '@/lib/storage/storage';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { addAddress } from '../api/add-address';
import { deleteAddress } from '../api/delete-address';
import { editAddress } from '../api/edit-address';
import { placeOrder } from '../api/place-order';
import { useAddresses, useDistricts, useEstimate, useHalls, usePickupTimes, useRefreshAddresses } from '../hooks';
import { placeLine, slotText, WEIGHTS } from '../rules';
import { EMS_FIELD_ORDER, emsSchema, MAX_CONTENTS, type EmsOrderCheck } from '../ems-schema';
import { KIND_TEXT, type EmsAddressInput, type EmsKind } from '../types';
import { AddressEditor } from './address-editor';
import styles from './express.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { ChoiceGroup } from '@/components/form-kit/form-field';

interface EmsDraft {
  kind: EmsKind | '';
  hallId: string;
  addressId: string;
  weightGrams: number;
  pickupStart: number;
  contents: string;
}

const EMPTY: EmsDraft = { kind: '', hallId: '', addressId: '', weightGrams: 500, pickupStart: 0, contents: '' };

/** What the page knows beyond the form: the hall and address in use, a pickup slot still offered, the estimate. */
type EmsContext = Pick<EmsOrderCheck, 'hallId' | 'addressId' | 'pickupStart' | 'fee'>;

/** The form's choices checked as the order they make (emsSchema), completed by the page's context. */
const checkOrder: Resolver<EmsDraft, EmsContext> = async (values, context, options) => {
  const order: EmsOrderCheck = { ...values, ...(context as EmsContext) };
  const result = await zodResolver(emsSchema)(order, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as FieldErrors<EmsDraft> } : { values, errors: {} };
};

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : '请稍后重试';
}

/** 邮寄服务: what is mailed, the hall, the user's address (address book), weight, estimated cost, pickup time, confirm. */
export function EmsMail() {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const [context] = useState<EmsContext>(() => ({ hallId: '', addressId: '', pickupStart: 0, fee: null }));
  const { form, discard } = useDraftForm<EmsDraft>('express.ems', { empty: EMPTY, resolver: checkOrder, context });
  const d = useWatch({ control: form.control }) as EmsDraft;
  const set = <K extends keyof EmsDraft>(k: K, v: EmsDraft[K]) => form.setValue(k, v as never, { shouldDirty: true });
  const addresses = useAddresses();
  const districts = useDistricts();
  const halls = useHalls(fixedArea);
  const pickup = usePickupTimes(d.kind === 'materialsToHall');
  const refreshAddresses = useRefreshAddresses();
  const [editing, setEditing] = useState<EmsAddressInput | null>(null);
  const [addrBusy, setAddrBusy] = useState(false);
  const [addrError, setAddrError] = useState<string | null>(null);
  // The check is a history entry: the phone's back button returns to the form, everything kept.
  const [checked, setChecked] = useState(false);
  const wizard = useStepInHistory<'form' | 'review'>('form', (s) => s === 'form' || checked);
  const review = wizard.step === 'review';
  const backToForm = () => void wizard.back('form');
  const [formError, setFormError] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  const inFlight = useRef(false);

  const addressId =
    d.addressId && addresses.data?.some((a) => a.id === d.addressId) ? d.addressId : (addresses.data?.find((a) => a.isDefault)?.id ?? '');
  const hallId = d.hallId || halls.data?.[0]?.id || '';
  const estimate = useEstimate(d.kind && addressId && hallId ? { kind: d.kind, addressId, hallId, weightGrams: d.weightGrams } : null);
  const hall = halls.data?.find((h) => h.id === hallId);
  const address = addresses.data?.find((a) => a.id === addressId);
  const slot = pickup.data?.find((s) => s.start === d.pickupStart);
  // The resolver reads the page's side of the order when it runs (a tap on 下一步).
  Object.assign(context, {
    hallId,
    addressId,
    pickupStart: d.kind === 'materialsToHall' && slot ? slot.start : 0,
    fee: estimate.data?.fee ?? null,
  } satisfies EmsContext);

  const newAddress = (): EmsAddressInput => {
    const info = local.getJson<{ nickName?: string; userName?: string; mobile?: string }>('userInfo');
    return {
      name: info?.userName ?? info?.nickName ?? '',
      mobile: info?.mobile ?? '',
      areaCode: '',
      detail: '',
      isDefault: !addresses.data?.length,
    };
  };

  const saveAddress = async (a: EmsAddressInput) => {
    setAddrBusy(true);
    setAddrError(null);
    try {
      const saved = a.id ? await editAddress({ ...a, id: a.id }) : await addAddress(a);
      await refreshAddresses();
      set('addressId', saved.id);
      setEditing(null);
    } catch (e) {
      setAddrError(`保存失败：${errorText(e)}`);
    } finally {
      setAddrBusy(false);
    }
  };

  const removeAddress = async (id: string, label: string) => {
    const ok = await confirm({ title: '删除地址', content: `确定删除“${label}”吗？`, confirmText: '删除', danger: true });
    if (!ok) return;
    try {
      await deleteAddress(id);
      await refreshAddresses();
      toast.success('已删除');
    } catch (e) {
      toast.fail(`删除失败：${errorText(e)}`);
    }
  };

  // One problem at a time, above the button: the first in the page's order.
  const toReview = form.handleSubmit(
    () => {
      setFormError(null);
      setChecked(true);
      wizard.to('review');
    },
    (errors) => {
      const first = EMS_FIELD_ORDER.map((f) => (errors as Record<string, { message?: string } | undefined>)[f]?.message).find(Boolean);
      setFormError(first ?? null);
    },
  );

  const order = async () => {
    if (inFlight.current || !d.kind || !estimate.data) return;
    inFlight.current = true;
    setOrdering(true);
    setFormError(null);
    try {
      const placed = await placeOrder({
        kind: d.kind,
        addressId,
        hallId,
        weightGrams: d.weightGrams,
        ...(d.kind === 'materialsToHall' ? { pickupStart: d.pickupStart } : {}),
        contents: d.contents.trim(),
        expectedFee: estimate.data.fee,
      });
      discard();
      go(paths.emsSuccess({ id: placed.id }), { replace: true });
    } catch (e) {
      if (!isGatewayError(e) || e.kind !== 'auth') setFormError(`下单失败：${errorText(e)}。您填写的内容已保留。`);
      void estimate.refetch();
      void pickup.refetch();
    } finally {
      inFlight.current = false;
      setOrdering(false);
    }
  };

  if (review && d.kind && address && hall && estimate.data) {
    const mine = `${address.name} ${address.mobile} ${placeLine(address.areaName, address.detail)}`;
    return (
      <PageShell
        title="确认邮寄信息"
        onBack={backToForm}
        footer={
          <div className={kit.footer}>
            <Button onClick={backToForm} disabled={ordering}>
              返回修改
            </Button>
            <Button color="primary" loading={ordering} disabled={ordering} onClick={() => void order()}>
              确认下单（{estimate.data.fee}元）
            </Button>
          </div>
        }
      >
        <div className={kit.form}>
          <dl className={kit.summary}>
            <dt>邮寄类型</dt>
            <dd>{KIND_TEXT[d.kind]}</dd>
            <dt>寄件人</dt>
            <dd>{d.kind === 'materialsToHall' ? mine : `${hall.name} ${hall.address}`}</dd>
            <dt>收件人</dt>
            <dd>{d.kind === 'materialsToHall' ? `${hall.name} ${hall.address}` : mine}</dd>
            <dt>重量</dt>
            <dd>{WEIGHTS.find((w) => w.grams === d.weightGrams)?.text}</dd>
            {d.kind === 'materialsToHall' && slot ? (
              <>
                <dt>上门取件</dt>
                <dd>{slotText(slot.start, slot.end)}</dd>
              </>
            ) : null}
            <dt>内件</dt>
            <dd>{d.contents.trim() || (d.kind === 'materialsToHall' ? '办事材料' : '证照')}</dd>
            <dt>预估运费</dt>
            <dd>
              {estimate.data.fee}元（{estimate.data.zoneLabel}）
            </dd>
          </dl>
          {formError ? (
            <p className={kit.error} role="alert">
              {formError}
            </p>
          ) : null}
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell
      title="邮寄服务"
      footer={
        <div className={kit.footer}>
          <Button color="primary" onClick={() => void toReview()}>
            下一步
          </Button>
        </div>
      }
    >
      <div className={kit.form}>
        <ChoiceGroup<EmsKind | ''>
          label="邮寄什么"
          value={d.kind}
          options={[
            { value: 'materialsToHall', text: '材料寄送至大厅' },
            { value: 'certificateHome', text: '证照邮寄到家' },
          ]}
          onChange={(v) => set('kind', v)}
        />
        <div className={kit.field}>
          <label className={kit.label} htmlFor="ems-hall">
            {d.kind === 'certificateHome' ? '寄出证照的大厅' : '收件大厅'}
          </label>
          {halls.isPending ? (
            <LoadingState rows={1} />
          ) : halls.isError ? (
            <ErrorState message="大厅列表加载失败" onRetry={() => void halls.refetch()} />
          ) : (
            <select id="ems-hall" className={kit.select} value={hallId} onChange={(e) => set('hallId', e.target.value)}>
              {halls.data.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </select>
          )}
        </div>
        <fieldset className={kit.field}>
          <legend className={kit.label}>{d.kind === 'certificateHome' ? '收件地址' : '寄件（取件）地址'}</legend>
          {addresses.isPending ? (
            <LoadingState rows={2} />
          ) : addresses.isError ? (
            <ErrorState message="地址簿加载失败" onRetry={() => void addresses.refetch()} />
          ) : (
            <>
              {addresses.data.length === 0 && !editing ? <p className={kit.hint}>您的地址簿还是空的，请先新增一个地址。</p> : null}
              {addresses.data.map((a) =>
                editing?.id === a.id ? null : (
                  <div key={a.id} className={`${styles.address} ${a.id === addressId ? styles.addressOn : ''}`}>
                    <label className={styles.row}>
                      <input type="radio" name="ems-address" checked={a.id === addressId} onChange={() => set('addressId', a.id)} />
                      <span>
                        {a.name} {a.mobile}
                        {a.isDefault ? '（默认）' : ''}
                        <br />
                        {placeLine(a.areaName, a.detail)}
                      </span>
                    </label>
                    <div className={styles.row}>
                      <Button
                        size="mini"
                        onClick={() =>
                          setEditing({
                            id: a.id,
                            name: a.name,
                            mobile: a.mobile,
                            areaCode: a.areaCode,
                            detail: a.detail,
                            isDefault: a.isDefault,
                          })
                        }
                        aria-label={`编辑地址 ${a.name} ${a.detail}`}
                      >
                        编辑
                      </Button>
                      <Button
                        size="mini"
                        color="danger"
                        fill="outline"
                        onClick={() => void removeAddress(a.id, `${a.name} ${a.detail}`)}
                        aria-label={`删除地址 ${a.name} ${a.detail}`}
                      >
                        删除
                      </Button>
                    </div>
                  </div>
                ),
              )}
              {editing ? (
                <AddressEditor
                  key={editing.id ?? 'new'}
                  initial={editing}
                  districts={districts.data ?? []}
                  busy={addrBusy}
                  error={addrError}
                  onSave={(a) => void saveAddress(a)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Button size="small" onClick={() => setEditing(newAddress())}>
                  新增地址
                </Button>
              )}
            </>
          )}
        </fieldset>
        <ChoiceGroup<number>
          label="物品重量"
          value={d.weightGrams}
          options={WEIGHTS.map((w) => ({ value: w.grams, text: w.text }))}
          onChange={(v) => set('weightGrams', v)}
        />
        <div className={kit.field}>
          <label className={kit.label} htmlFor="ems-contents">
            内件说明（选填）
          </label>
          <input
            id="ems-contents"
            className={kit.input}
            value={d.contents}
            maxLength={MAX_CONTENTS}
            onChange={(e) => set('contents', e.target.value)}
          />
        </div>
        {d.kind === 'materialsToHall' ? (
          <div className={kit.field}>
            <label className={kit.label} htmlFor="ems-pickup">
              上门取件时间
            </label>
            {pickup.isPending ? (
              <LoadingState rows={1} />
            ) : pickup.isError ? (
              <ErrorState message="取件时间加载失败" onRetry={() => void pickup.refetch()} />
            ) : (
              <select
                id="ems-pickup"
                className={kit.select}
                value={slot ? String(slot.start) : ''}
                onChange={(e) => set('pickupStart', Number(e.target.value))}
              >
                <option value="">请选择</option>
                {pickup.data.map((s) => (
                  <option key={s.start} value={s.start}>
                    {slotText(s.start, s.end)}
                  </option>
                ))}
              </select>
            )}
          </div>
        ) : null}
        <div className={kit.field} aria-live="polite">
          <span className={kit.label}>预估运费</span>
          {!d.kind || !addressId ? (
            <p className={kit.hint}>选择邮寄类型和地址后显示</p>
          ) : estimate.isPending ? (
            <p className={kit.hint}>正在估算…</p>
          ) : estimate.isError ? (
            <ErrorState message={`运费估算失败：${errorText(estimate.error)}`} onRetry={() => void estimate.refetch()} />
          ) : (
            <p>
              <span className={styles.fee}>{estimate.data.fee}元</span>{' '}
              <span className={kit.hint}>（{estimate.data.zoneLabel}，首重0.5公斤）</span>
            </p>
          )}
        </div>
        {formError ? (
          <p className={kit.error} role="alert">
            {formError}
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}
