import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { messengerImagePick } from '@/lib/bridge/image-input';
import { resetBridgeSdk, setBridgeSdk } from '@/lib/bridge/sdk';
import { leaveMessenger, readyWx } from '../../utils/messenger';
import { wxDoubleRecord } from '../../utils/wx-double';

const click = () => {
  const e = { defaultPrevented: false, preventDefault: vi.fn() };
  return e as unknown as MouseEvent<HTMLInputElement> & { preventDefault: ReturnType<typeof vi.fn> };
};
const chooseCalls = () => wxDoubleRecord().calls.filter((c) => c.name === 'chooseImage');

afterEach(() => {
  resetBridgeSdk();
  leaveMessenger();
});

describe('messengerImagePick (the shared picture path of file inputs)', () => {
  it('outside the messenger the click goes on to the file dialog', () => {
    const onFiles = vi.fn();
    const e = click();
    messengerImagePick(3, onFiles, vi.fn())(e);
    expect(e.preventDefault).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it("inside, the dialog is replaced by the messenger's picker, asked for the room left, and no more than that is added", async () => {
    setBridgeSdk(await readyWx());
    const onFiles = vi.fn();
    const e = click();
    messengerImagePick(1, onFiles, vi.fn())(e);
    expect(e.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(chooseCalls()[0].args).toMatchObject({ count: 1 });
    expect((onFiles.mock.calls[0][0] as File[]).length).toBe(1);
  });

  it('with no room left nothing opens at all', async () => {
    setBridgeSdk(await readyWx());
    const e = click();
    messengerImagePick(0, vi.fn(), vi.fn())(e);
    expect(e.preventDefault).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 20));
    expect(chooseCalls()).toHaveLength(0);
  });

  it('a refusal of the picker is reported to the caller', async () => {
    setBridgeSdk(await readyWx({ abilities: { chooseImage: 'fail' } }));
    const onFail = vi.fn();
    messengerImagePick(2, vi.fn(), onFail)(click());
    await vi.waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
  });
});
