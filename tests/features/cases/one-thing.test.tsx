import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DECIDE_MS, PRE_REVIEW_MS, REVIEW_START_MS } from '@/mocks/features/cases/lifecycle';
import { cases } from '@/mocks/features/cases/tables';
import { emulatorTestApi } from '@/mocks/node';
import { pngHeader } from '../../utils/images';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const png = (name: string) => new File([pngHeader(800, 600, 6000)], name, { type: 'image/png' });

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  startTestSession();
});

describe('一件事 online', () => {
  it('applies once for the bundle; childerOffice shows one sub-case per matter, each reviewed on the clock, and the parent follows', async () => {
    const user = userEvent.setup();
    renderApp(`/oneThingCategory?id=OT01&${AREA}`);
    await user.click(await screen.findByRole('link', { name: '在线申报“出生一件事”' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/application\?matterId=OT01/));

    await user.type(await screen.findByLabelText('申请人姓名'), '刘桂兰');
    await user.type(screen.getByLabelText('身份证号'), '12010319600918132X');
    await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue('13800138000'));
    await user.click(screen.getByRole('button', { name: '下一步：填写表单' }));
    await user.type(await screen.findByLabelText('申请事由'), '新生儿出生，一次办理');
    await user.click(screen.getByRole('radio', { name: '窗口领取' }));
    await user.click(screen.getByRole('button', { name: '下一步：上传材料' }));

    // The bundle's one materials list: three required, 结婚证 only for the married.
    for (const name of ['出生医学证明自填单', '父母双方居民身份证', '父母一方的居民户口簿']) {
      await user.upload(await screen.findByLabelText(`上传${name}`), png(`${name}.png`));
      expect(await screen.findByRole('img', { name: `${name}第1页` })).toBeInTheDocument();
    }
    // The last page may still be uploading: the step waits for it ("材料还在上传，请稍候"). Once a
    // click has gone through, the check step may render a moment later: tap again only while the
    // button is still there (a second tap on a gone button failed every later try).
    await waitFor(
      async () => {
        const next = screen.queryByRole('button', { name: '下一步：核对信息' });
        if (next) await user.click(next);
        expect(screen.getByRole('checkbox')).toBeInTheDocument();
      },
      { timeout: 8000, interval: 300 },
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    expect(screen.getByText(/“出生一件事”已拆分为4个子办件/)).toBeInTheDocument();
    const parent = cases.find((c) => c.kind === 'combined' && c.userId === 'U0001' && c.matterId === 'OT01')!;
    expect(cases.filter((c) => c.parentId === parent.id)).toHaveLength(4);

    await user.click(screen.getByRole('link', { name: '查看子办件' }));
    await waitFor(() => expect(currentRoute()).toMatch(new RegExp(`^/childerOffice\\?id=${parent.id}`)));
    let list = await screen.findByRole('list', { name: '子办件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByText('预审中')).toHaveLength(4);

    // Each department reviews its sub-case on the clock; the parent follows.
    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    window.location.hash = `#/myOffice?${AREA}`;
    let mine = await screen.findByRole('list', { name: '办件列表' });
    await waitFor(() =>
      expect(within(within(mine).getByRole('link', { name: '出生一件事' }).closest('li')!).getByText('已受理')).toBeInTheDocument(),
    );
    window.location.hash = `#/childerOffice?id=${parent.id}&${AREA}`;
    list = await screen.findByRole('list', { name: '子办件' });
    await waitFor(() => expect(within(list).getAllByText('已受理')).toHaveLength(4));
    expect(screen.getByText('状态：已受理')).toBeInTheDocument();

    emulatorTestApi.advanceClock(REVIEW_START_MS + DECIDE_MS);
    window.location.hash = `#/myOffice?${AREA}`;
    mine = await screen.findByRole('list', { name: '办件列表' });
    await waitFor(() =>
      expect(within(within(mine).getByRole('link', { name: '出生一件事' }).closest('li')!).getByText('已办结')).toBeInTheDocument(),
    );
    window.location.hash = `#/childerOffice?id=${parent.id}&${AREA}`;
    list = await screen.findByRole('list', { name: '子办件' });
    await waitFor(() => expect(within(list).getAllByText('已办结')).toHaveLength(4));
  }, 120_000);
});
