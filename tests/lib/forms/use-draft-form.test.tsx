import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { drafts, flushDrafts } from '@/lib/storage/drafts';

interface Note {
  text: string;
  mobile: string;
}
const empty = (): Note => ({ text: '', mobile: '' });

describe('useDraftForm: a form whose values are its draft', () => {
  it('opens with the draft kept in this tab and saves every change', () => {
    drafts.set('note', { text: '已写的内容' });
    const { result } = renderHook(() => useDraftForm<Note>('note', { empty: empty() }));
    expect(result.current.form.getValues()).toEqual({ text: '已写的内容', mobile: '' });
    act(() => result.current.form.setValue('mobile', '13800138000'));
    expect(drafts.get<Note>('note')).toEqual({ text: '已写的内容', mobile: '13800138000' });
  });

  it('opens with the draft from IndexedDB when the tab has none (the messenger closed its browser)', async () => {
    drafts.set('note', { text: '关闭前写的' });
    await flushDrafts();
    window.sessionStorage.clear();
    const { result } = renderHook(() => useDraftForm<Note>('note', { empty: empty() }));
    await waitFor(() => expect(result.current.form.getValues().text).toBe('关闭前写的'));
  });

  it('clear() after a send: the form is empty again, its draft gone, and typing saves again', async () => {
    const { result } = renderHook(() => useDraftForm<Note>('note', { empty: empty() }));
    act(() => result.current.form.setValue('text', '第一条'));
    act(() => result.current.clear());
    expect(result.current.form.getValues()).toEqual(empty());
    expect(drafts.get('note')).toBeNull();
    expect(await drafts.load('note')).toBeNull();
    act(() => result.current.form.setValue('text', '第二条'));
    expect(drafts.get<Note>('note')?.text).toBe('第二条');
  });

  it('discard() when leaving: the draft is gone and nothing more is saved', async () => {
    const { result } = renderHook(() => useDraftForm<Note>('note', { empty: empty() }));
    act(() => result.current.form.setValue('text', '不要了'));
    act(() => result.current.discard());
    act(() => result.current.form.setValue('text', '离开时'));
    expect(drafts.get('note')).toBeNull();
    expect(await drafts.load('note')).toBeNull();
  });
});
