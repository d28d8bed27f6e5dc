import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm, toast } from '@/lib/feedback/feedback';
import { homeLayoutKey } from '../api/get-home-layout';
import { resetHomeLayout } from '../api/reset-home-layout';
import { saveHomeLayout } from '../api/save-home-layout';
import type { HomeLayout } from '../home-layout-types';
import type { ServiceEntry } from '../types';
import { useReorderDrag } from './use-reorder-drag';

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** 编辑首页服务's state: the entries in order, the move announced, save and reset to the default. */
export function useHomeEditor(areaCode: string, layout: HomeLayout, onSaved: () => void) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<ServiceEntry[]>(layout.entries);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    setEntries((list) => moved(list, from, to));
    setAnnounce(`${entries[from].title}已移到第${to + 1}位`);
  };
  const drag = useReorderDrag(move);
  const addable = layout.available.filter((a) => !entries.some((e) => e.key === a.key));
  const changed = entries.map((e) => e.key).join() !== layout.entries.map((e) => e.key).join();
  const remove = (key: string) => setEntries((list) => list.filter((x) => x.key !== key));
  const add = (entry: ServiceEntry) => setEntries((list) => [...list, entry]);

  const apply = (next: HomeLayout) => {
    client.setQueryData(homeLayoutKey(areaCode), next);
    setEntries(next.entries);
  };

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      apply(await saveHomeLayout({ areaCode, keys: entries.map((e) => e.key) }));
      toast.success('首页服务已保存');
      onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    if (busy) return;
    const ok = await confirm({
      title: '恢复默认',
      content: '首页服务将恢复为本区域的默认设置，您的排序和增删都会清除。',
      confirmText: '恢复默认',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    setError(null);
    try {
      apply(await resetHomeLayout(areaCode));
      toast.success('已恢复默认');
    } catch (e) {
      setError(e instanceof Error ? e.message : '恢复失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return { entries, busy, error, announce, move, drag, addable, changed, remove, add, save, reset };
}
