import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBridgeSdk, setBridgeSdk } from '@/lib/bridge/sdk';
import { clearDrafts } from '@/lib/storage/drafts';
import { agencyRequests } from '@/mocks/features/agency/tables';
import { emulatorTestApi } from '@/mocks/node';
import { leaveMessenger, readyWx } from '../../utils/messenger';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { wxDoubleRecord } from '../../utils/wx-double';

// Material photos of an agency application: inside the messenger they come from its own picker
// (the bridge's chooseImages), elsewhere from the file input; either way through the upload helper.

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';
const calls = (name: string) => wxDoubleRecord().calls.filter((c) => c.name === name);

beforeEach(async () => {
  emulatorTestApi.reset();
  // The form's draft (IndexedDB) outlives a test: each starts with an empty form.
  await clearDrafts();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});
afterEach(() => {
  resetBridgeSdk();
  leaveMessenger();
});

async function fillApplication(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await screen.findByRole('radiogroup', { name: '办理事项' })).getAllByRole('radio')[0]);
  await user.type(screen.getByLabelText('申请人姓名'), name);
  await user.type(screen.getByLabelText('联系电话'), '13512345678');
  await user.click(screen.getByRole('radio', { name: '尽快' }));
}

describe('agency material photos', () => {
  it("inside the messenger, the photo field opens the messenger's picker; the pictures are uploaded and sent with the application", async () => {
    setBridgeSdk(await readyWx());
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/agencyApplication?${AREA}`);
    await fillApplication(user, '赵秀英');
    await user.click(screen.getByLabelText('材料照片（选填，最多9份）'));
    await waitFor(() => expect(calls('chooseImage')).toHaveLength(1));
    expect(calls('chooseImage')[0].args).toMatchObject({ count: 9, sizeType: ['compressed'] });
    // The double answers two pictures; each is read back and uploaded to the emulator's store.
    expect(await screen.findAllByRole('button', { name: /^删除材料photo-\d+-\d\.png$/ })).toHaveLength(2);
    expect(calls('getLocalImgData')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myAgencyDetails\?/));
    const row = agencyRequests.find((r) => r.applicantName === '赵秀英');
    expect(row?.materials).toHaveLength(2);
  });

  it('a failed picker says so and adds nothing', async () => {
    setBridgeSdk(await readyWx({ abilities: { chooseImage: 'fail' } }));
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/agencyApplication?${AREA}`);
    await screen.findByRole('radiogroup', { name: '办理事项' });
    await user.click(screen.getByLabelText('材料照片（选填，最多9份）'));
    expect(await screen.findByRole('alert')).toHaveTextContent('选择图片失败，请重试或稍后再传');
    expect(screen.queryByRole('button', { name: /^删除材料/ })).toBeNull();
  });

  it('elsewhere the file input takes the pictures and the bridge is not asked', async () => {
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/agencyApplication?${AREA}`);
    await screen.findByRole('radiogroup', { name: '办理事项' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], '户口本.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('材料照片（选填，最多9份）'), file);
    expect(await screen.findByRole('button', { name: '删除材料户口本.jpg' })).toBeInTheDocument();
  });
});
