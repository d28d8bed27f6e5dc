import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { flushDrafts } from '@/lib/storage/drafts';
import { emsOrders } from '@/mocks/features/express/tables';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';
const alert = () => screen.findByRole('alert');

beforeEach(() => {
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});

/** A first address in the (empty) address book, through the page's editor. */
async function addAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '新增地址' }));
  const editor = screen.getByRole('group', { name: '新增地址' });
  await user.type(within(editor).getByLabelText('联系人'), '张三');
  await user.clear(within(editor).getByLabelText('手机号'));
  await user.type(within(editor).getByLabelText('手机号'), '13800138000');
  await user.selectOptions(within(editor).getByLabelText('所在区（天津市）'), '滨海新区');
  await user.type(within(editor).getByLabelText('详细地址'), '迎宾大道8号');
  await user.click(within(editor).getByRole('button', { name: '保存地址' }));
  expect(await screen.findByRole('radio', { name: /张三 13800138000（默认）/ })).toBeChecked();
}

describe('EMSMail (邮寄服务)', () => {
  it('tells one problem at a time, checks the answers, then orders once and opens the waybill', async () => {
    startTestSession();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/EMSMail?${AREA}`);
    const next = await screen.findByRole('button', { name: '下一步' });
    await user.click(next);
    expect(await alert()).toHaveTextContent('请选择邮寄类型');
    await user.click(screen.getByRole('radio', { name: '材料寄送至大厅' }));
    await user.click(next);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请添加或选择寄件地址'));
    await addAddress(user);
    await user.click(next);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请选择上门取件时间'));
    const pickup = await screen.findByLabelText('上门取件时间');
    await user.selectOptions(pickup, within(pickup).getAllByRole('option')[1]);
    await user.click(screen.getByRole('radio', { name: '2公斤以内' }));
    expect(await screen.findByText('16元', { exact: true })).toBeInTheDocument();
    await user.click(next);

    expect(await screen.findByRole('heading', { level: 1, name: '确认邮寄信息' })).toBeInTheDocument();
    expect(screen.getByText('材料寄送至大厅')).toBeInTheDocument();
    expect(screen.getByText('2公斤以内')).toBeInTheDocument();
    const order = screen.getByRole('button', { name: '确认下单（16元）' });
    await Promise.all([user.click(order), user.click(order)]);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/emsSuccess\?id=/));
    expect(emsOrders.all().filter((o) => o.userId === 'U0001')).toHaveLength(1);
    expect(emsOrders.all()[0]).toMatchObject({ kind: 'materialsToHall', weightGrams: 2000 });

    // Found again once the success page is left: 我的邮寄 lists it, and it opens its waybill.
    const waybill = (await screen.findByTestId('waybill')).textContent!;
    // The hall's address says its city and district once.
    const receiver = screen.getByText('收件人').nextElementSibling!;
    expect(receiver.textContent).toMatch(/^和平区政务服务中心 天津市和平区[^天]+号$/);
    expect(screen.getByText(/保持电话畅通，把材料交给揽收员/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '我的邮寄' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/EMSMail\?view=mine&/));
    expect(await screen.findByRole('heading', { level: 1, name: '我的邮寄' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: new RegExp(`材料寄送至大厅 已下单 运单号 ${waybill}`) });
    await user.click(card);
    await waitFor(() => expect(currentRoute()).toBe(`/emsSuccess?id=${emsOrders.all()[0].id}&${AREA}`));
  });

  it('我的邮寄 without orders says so and offers to mail something', async () => {
    startTestSession({ userId: 'U-NO-EMS' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/EMSMail?view=mine&${AREA}`);
    expect(await screen.findByText('暂无邮寄订单')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去邮寄' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/EMSMail\?(?!view)/));
  });

  it('keeps the choices as a draft when the page is left and opened again', async () => {
    startTestSession();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderApp(`/EMSMail?${AREA}`);
    await user.click(await screen.findByRole('radio', { name: '证照邮寄到家' }));
    await user.click(screen.getByRole('radio', { name: '5公斤以内' }));
    await user.type(screen.getByLabelText('内件说明（选填）'), '营业执照正本');
    await flushDrafts();
    first.unmount();

    renderApp(`/EMSMail?${AREA}`);
    expect(await screen.findByRole('radio', { name: '证照邮寄到家' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '5公斤以内' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('内件说明（选填）')).toHaveValue('营业执照正本');
    // 证照邮寄到家 sends to the user's address: without one, that is the problem.
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请添加或选择收件地址'));
  });
});
