import { useState } from 'react';
import { confirm, toast } from '@/lib/feedback/feedback';
import { local } from '@/lib/storage/storage';
import { addAddress } from '../api/add-address';
import { deleteAddress } from '../api/delete-address';
import { editAddress } from '../api/edit-address';
import type { EmsAddress, EmsAddressInput } from '../types';
import { useAddresses, useDistricts, useRefreshAddresses } from './queries';

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : '请稍后重试');

/** An address as the editor takes it. */
export const toInput = (a: EmsAddress): EmsAddressInput => ({
  id: a.id,
  name: a.name,
  mobile: a.mobile,
  areaCode: a.areaCode,
  detail: a.detail,
  isDefault: a.isDefault,
});

/** A new address, filled with the user's name and mobile; the first one is the default. */
export function newAddressFor(info: { nickName?: string; userName?: string; mobile?: string } | null, count: number): EmsAddressInput {
  return { name: info?.userName ?? info?.nickName ?? '', mobile: info?.mobile ?? '', areaCode: '', detail: '', isDefault: count === 0 };
}

/**
 * The user's address book in 邮寄服务: the addresses, the one being edited (or added), saving it
 * (then `onSaved` with its id: the order uses it) and deleting one after a confirmation.
 */
export function useAddressBook(onSaved: (id: string) => void) {
  const addresses = useAddresses();
  const districts = useDistricts();
  const refresh = useRefreshAddresses();
  const [editing, setEditing] = useState<EmsAddressInput | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startNew = () => setEditing(newAddressFor(local.getJson('userInfo'), addresses.data?.length ?? 0));
  const startEdit = (a: EmsAddress) => setEditing(toInput(a));
  const cancel = () => setEditing(null);

  const save = async (a: EmsAddressInput) => {
    setBusy(true);
    setError(null);
    try {
      const saved = a.id ? await editAddress({ ...a, id: a.id }) : await addAddress(a);
      await refresh();
      onSaved(saved.id);
      setEditing(null);
    } catch (e) {
      setError(`保存失败：${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string, label: string) => {
    const ok = await confirm({ title: '删除地址', content: `确定删除“${label}”吗？`, confirmText: '删除', danger: true });
    if (!ok) return;
    try {
      await deleteAddress(id);
      await refresh();
      toast.success('已删除');
    } catch (e) {
      toast.fail(`删除失败：${errorText(e)}`);
    }
  };

  return { addresses, districts, editing, busy, error, startNew, startEdit, cancel, save, remove };
}

export type AddressBook = ReturnType<typeof useAddressBook>;
