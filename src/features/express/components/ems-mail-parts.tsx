import { Button } from 'antd-mobile';
import { ReviewPage } from '@/components/form-kit/form-page';
import { ErrorState, LoadingState } from '@/components/states';
import { FieldAlert } from '@/components/form-kit/form-field';
import { SummaryList } from '@/components/form-kit/summary-list';
import kit from '@/components/form-kit/form-kit.module.css';
import type { AddressBook } from '../hooks/use-address-book';
import { errorText } from '../hooks/use-address-book';
import type { EmsOrderState } from '../hooks/use-ems-order';
import { placeLine, slotText, WEIGHTS } from '../rules';
import { KIND_TEXT, type EmsAddress } from '../types';
import { AddressEditor } from './address-editor';
import styles from './express.module.css';

/** 确认邮寄信息: who sends what to whom, the pickup, the estimate, then 确认下单. */
export function EmsReview({ o, address }: { o: EmsOrderState; address: EmsAddress }) {
  const { draft, estimate, slot, ordering, backToForm } = o;
  const hall = o.halls.data?.find((h) => h.id === o.hallId);
  if (!draft.kind || !hall || !estimate.data) return null;
  const toHall = draft.kind === 'materialsToHall';
  const mine = `${address.name} ${address.mobile} ${placeLine(address.areaName, address.detail)}`;
  const theHall = `${hall.name} ${hall.address}`;
  return (
    <ReviewPage
      title="确认邮寄信息"
      onBack={backToForm}
      submitting={ordering}
      onSend={o.order}
      sendLabel={<>确认下单（{estimate.data.fee}元）</>}
    >
      <SummaryList
        rows={[
          ['邮寄类型', KIND_TEXT[draft.kind]],
          ['寄件人', toHall ? mine : theHall],
          ['收件人', toHall ? theHall : mine],
          ['重量', WEIGHTS.find((w) => w.grams === draft.weightGrams)?.text],
          ...(toHall && slot ? [['上门取件', slotText(slot.start, slot.end)] as const] : []),
          ['内件', draft.contents.trim() || (toHall ? '办事材料' : '证照')],
          ['预估运费', `${estimate.data.fee}元（${estimate.data.zoneLabel}）`],
        ]}
      />
      <FieldAlert error={o.formError} />
    </ReviewPage>
  );
}

/** The hall that receives the materials, or sends the certificate. */
export function HallField({ o }: { o: EmsOrderState }) {
  const { halls } = o;
  return (
    <div className={kit.field}>
      <label className={kit.label} htmlFor="ems-hall">
        {o.draft.kind === 'certificateHome' ? '寄出证照的大厅' : '收件大厅'}
      </label>
      {halls.isPending ? (
        <LoadingState rows={1} />
      ) : halls.isError ? (
        <ErrorState message="大厅列表加载失败" onRetry={() => void halls.refetch()} />
      ) : (
        <select id="ems-hall" className={kit.select} value={o.hallId} onChange={(e) => o.set('hallId', e.target.value)}>
          {halls.data.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** One address of the book: chosen by its radio, with 编辑 and 删除. */
function AddressRow({ a, chosen, book, onChoose }: { a: EmsAddress; chosen: boolean; book: AddressBook; onChoose: () => void }) {
  const label = `${a.name} ${a.detail}`;
  return (
    <div className={`${styles.address} ${chosen ? styles.addressOn : ''}`}>
      <label className={styles.row}>
        <input type="radio" name="ems-address" checked={chosen} onChange={onChoose} />
        <span>
          {a.name} {a.mobile}
          {a.isDefault ? '（默认）' : ''}
          <br />
          {placeLine(a.areaName, a.detail)}
        </span>
      </label>
      <div className={styles.row}>
        <Button size="mini" onClick={() => book.startEdit(a)} aria-label={`编辑地址 ${label}`}>
          编辑
        </Button>
        <Button size="mini" color="danger" fill="outline" onClick={() => void book.remove(a.id, label)} aria-label={`删除地址 ${label}`}>
          删除
        </Button>
      </div>
    </div>
  );
}

/** The sender's (or receiver's) address: the user's address book, with its editor in place. */
export function AddressBookField({ o, book }: { o: EmsOrderState; book: AddressBook }) {
  const { addresses, editing } = book;
  return (
    <fieldset className={kit.field}>
      <legend className={kit.label}>{o.draft.kind === 'certificateHome' ? '收件地址' : '寄件（取件）地址'}</legend>
      {addresses.isPending ? (
        <LoadingState rows={2} />
      ) : addresses.isError ? (
        <ErrorState message="地址簿加载失败" onRetry={() => void addresses.refetch()} />
      ) : (
        <>
          {addresses.data.length === 0 && !editing ? <p className={kit.hint}>您的地址簿还是空的，请先新增一个地址。</p> : null}
          {addresses.data.map((a) =>
            editing?.id === a.id ? null : (
              <AddressRow key={a.id} a={a} chosen={a.id === o.addressId} book={book} onChoose={() => o.set('addressId', a.id)} />
            ),
          )}
          {editing ? (
            <AddressEditor
              key={editing.id ?? 'new'}
              initial={editing}
              districts={book.districts.data ?? []}
              busy={book.busy}
              error={book.error}
              onSave={(a) => void book.save(a)}
              onCancel={book.cancel}
            />
          ) : (
            <Button size="small" onClick={book.startNew}>
              新增地址
            </Button>
          )}
        </>
      )}
    </fieldset>
  );
}

/** 上门取件时间, for materials sent to the hall. */
export function PickupField({ o }: { o: EmsOrderState }) {
  const { pickup, slot } = o;
  return (
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
          onChange={(e) => o.set('pickupStart', Number(e.target.value))}
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
  );
}

/** 预估运费, as soon as the kind and the address are known. */
export function FeeField({ o }: { o: EmsOrderState }) {
  const { estimate } = o;
  return (
    <div className={kit.field} aria-live="polite">
      <span className={kit.label}>预估运费</span>
      {!o.draft.kind || !o.addressId ? (
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
  );
}
