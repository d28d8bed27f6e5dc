import { Button } from 'antd-mobile';
import { FormPage } from '@/components/form-kit/form-page';
import { ChoiceGroup, FieldAlert, FormField } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { MAX_CONTENTS } from '../ems-schema';
import { useAddressBook } from '../hooks/use-address-book';
import { useEmsOrder } from '../hooks/use-ems-order';
import { WEIGHTS } from '../rules';
import type { EmsKind } from '../types';
import { AddressBookField, EmsReview, FeeField, HallField, PickupField } from './ems-mail-parts';

/**
 * 邮寄服务: what is mailed, the hall, the user's address (address book), weight, estimated cost,
 * pickup time, then the check step and 确认下单. State: hooks/use-ems-order.ts (the draft, the
 * estimate, the order) and hooks/use-address-book.ts; parts: ems-mail-parts.tsx.
 */
export function EmsMail() {
  const o = useEmsOrder();
  // An address saved in the book becomes the order's.
  const book = useAddressBook((id) => o.set('addressId', id));
  const { draft, set } = o;

  const address = book.addresses.data?.find((a) => a.id === o.addressId);
  if (o.review && address && o.estimate.data) return <EmsReview o={o} address={address} />;

  return (
    <FormPage
      title="邮寄服务"
      footer={
        <Button color="primary" onClick={o.toReview}>
          下一步
        </Button>
      }
    >
      <ChoiceGroup<EmsKind | ''>
        label="邮寄什么"
        value={draft.kind}
        options={[
          { value: 'materialsToHall', text: '材料寄送至大厅' },
          { value: 'certificateHome', text: '证照邮寄到家' },
        ]}
        onChange={(v) => set('kind', v)}
      />
      <HallField o={o} />
      <AddressBookField o={o} book={book} />
      <ChoiceGroup<number>
        label="物品重量"
        value={draft.weightGrams}
        options={WEIGHTS.map((w) => ({ value: w.grams, text: w.text }))}
        onChange={(v) => set('weightGrams', v)}
      />
      <FormField label="内件说明（选填）" id="ems-contents">
        <input
          id="ems-contents"
          className={kit.input}
          value={draft.contents}
          maxLength={MAX_CONTENTS}
          onChange={(e) => set('contents', e.target.value)}
        />
      </FormField>
      {draft.kind === 'materialsToHall' ? <PickupField o={o} /> : null}
      <FeeField o={o} />
      <FieldAlert error={o.formError} />
    </FormPage>
  );
}
