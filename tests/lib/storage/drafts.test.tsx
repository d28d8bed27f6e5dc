import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, get } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDrafts, draftScope, drafts, flushDrafts } from '@/lib/storage/drafts';
import { useDraft } from '@/lib/storage/use-draft';

const idb = createStore('ow-drafts', 'drafts');

function Form({ form = 'consult' }: { form?: string }) {
  const { value, setValue, clear, restored } = useDraft(form, { text: '' });
  return (
    <div>
      <label>
        问题
        <input value={value.text} onChange={(e) => setValue({ text: e.target.value })} />
      </label>
      <span>{restored ? '已恢复草稿' : '新草稿'}</span>
      <button onClick={clear}>提交</button>
    </div>
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await clearDrafts('U1');
});

describe('drafts', () => {
  it('are scoped to the logged-in user, else a visitor', () => {
    expect(draftScope()).toBe('visitor');
    window.localStorage.setItem('accountMobile', '13800138000');
    expect(draftScope()).toBe('13800138000');
    window.localStorage.setItem('userId', 'U1');
    expect(draftScope()).toBe('U1');
  });

  it('survive the browser closing: written to IndexedDB and read back when the tab has none', async () => {
    window.localStorage.setItem('userId', 'U1');
    drafts.set('consult', { text: '社保卡怎么补办' });
    await flushDrafts();
    expect(await get('ow.draft.U1.consult', idb)).toEqual({ text: '社保卡怎么补办' });
    window.sessionStorage.clear(); // the messenger closed its browser
    expect(drafts.get('consult')).toBeNull();
    expect(await drafts.load('consult')).toEqual({ text: '社保卡怎么补办' });
  });

  it("a visitor's draft is taken over by the user who logs in", async () => {
    drafts.set('complaint', { text: '窗口排队太久' });
    window.localStorage.setItem('userId', 'U1');
    expect(drafts.get('complaint')).toEqual({ text: '窗口排队太久' });
    drafts.clear('complaint');
    await flushDrafts();
    expect(drafts.get('complaint')).toBeNull();
    expect(await drafts.load('complaint')).toBeNull();
  });

  it('a discard is seen by a load at once, before its delete reaches IndexedDB (save, discard, load within 250 ms)', async () => {
    window.localStorage.setItem('userId', 'U1');
    drafts.set('consult', { text: '公积金提取' });
    // The save's own debounced write lands.
    await new Promise((r) => setTimeout(r, 300));
    expect(await get('ow.draft.U1.consult', idb)).toEqual({ text: '公积金提取' });
    drafts.clear('consult');
    // At once, the delete still pending: nothing comes back.
    expect(await get('ow.draft.U1.consult', idb)).toEqual({ text: '公积金提取' });
    expect(await drafts.load('consult')).toBeNull();
    // Typed again after the discard: the new draft, not the discarded one.
    drafts.set('consult', { text: '新的问题' });
    window.sessionStorage.clear();
    expect(await drafts.load('consult')).toEqual({ text: '新的问题' });
    await flushDrafts();
    expect(await get('ow.draft.U1.consult', idb)).toEqual({ text: '新的问题' });
  });

  it('are removed at logout, and other users keep theirs', async () => {
    window.localStorage.setItem('userId', 'U2');
    drafts.set('consult', { text: 'U2 的问题' });
    window.localStorage.setItem('userId', 'U1');
    drafts.set('consult', { text: 'U1 的问题' });
    await flushDrafts();
    await clearDrafts('U1');
    expect(drafts.get('consult')).toBeNull();
    expect(await drafts.load('consult')).toBeNull();
    expect(await get('ow.draft.U2.consult', idb)).toEqual({ text: 'U2 的问题' });
    await clearDrafts('U2');
  });
});

describe('useDraft', () => {
  it('keeps what is typed across unmount and restores it from IndexedDB after a browser restart', async () => {
    window.localStorage.setItem('userId', 'U1');
    const user = userEvent.setup();
    const first = render(<Form />);
    await user.type(screen.getByLabelText('问题'), '能否异地办理');
    first.unmount();
    await act(() => flushDrafts());
    window.sessionStorage.clear();
    render(<Form />);
    expect(await screen.findByText('已恢复草稿')).toBeInTheDocument();
    expect(screen.getByLabelText('问题')).toHaveValue('能否异地办理');
  });

  it('is gone after clear (a sent form starts empty)', async () => {
    window.localStorage.setItem('userId', 'U1');
    const user = userEvent.setup();
    const first = render(<Form form="sent" />);
    await user.type(screen.getByLabelText('问题'), '已提交');
    await user.click(screen.getByRole('button', { name: '提交' }));
    first.unmount();
    await act(() => flushDrafts());
    window.sessionStorage.clear();
    render(<Form form="sent" />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByLabelText('问题')).toHaveValue('');
    expect(screen.getByText('新草稿')).toBeInTheDocument();
  });

  it('is gone after clear even when the form opens again at once (the discard not yet written)', async () => {
    window.localStorage.setItem('userId', 'U1');
    const user = userEvent.setup();
    const first = render(<Form form="again" />);
    await user.type(screen.getByLabelText('问题'), '刚提交');
    // What was typed has reached IndexedDB (the debounced write).
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(await get('ow.draft.U1.again', idb)).toEqual({ text: '刚提交' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    first.unmount();
    render(<Form form="again" />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByLabelText('问题')).toHaveValue('');
    expect(screen.getByText('新草稿')).toBeInTheDocument();
  });
});
