import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { complaints } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { gifNamedJpg, jpeg, png } from './helpers';
import { findStatusWith } from '../../utils/status';

// antd-mobile's dialog ignores pointers while it animates in, and jsdom never finishes that animation.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

async function openForm(route = '/feedback') {
  startTestSession({ userId: 'U-RATE', mobile: '13800138000' });
  renderApp(route);
  const contact = await screen.findByLabelText(/联系方式/);
  await waitFor(() => expect(contact).toHaveValue('13800138000'));
  return contact;
}

const star = (n: number) => screen.getByRole('button', { name: `${n}星` });
const submit = () => screen.getByRole('button', { name: '提交' });
const remarks = () => screen.getByRole('textbox', { name: /问题描述|意见建议/ });

describe('rating form (feedback route)', () => {
  it('prefills the contact read-only from the logged-in user and asks for the stars', async () => {
    const user = setupUser();
    const contact = await openForm();
    expect(contact).toHaveAttribute('readonly');
    await user.click(submit());
    expect(await screen.findByText('请给出星级评价')).toBeInTheDocument();
    expect(complaints.all()).toHaveLength(0);
  });

  it('asks for a contact when the user has none, and accepts a mobile or an email only', async () => {
    startTestSession({ userId: 'U-NOMOBILE', mobile: '' });
    const user = setupUser();
    renderApp('/feedback');
    const contact = await screen.findByLabelText(/联系方式/);
    await user.click(star(4));
    await user.click(submit());
    expect(await screen.findByText('请留下您的联系方式')).toBeInTheDocument();
    await user.type(contact, '123');
    expect(await screen.findByText('请输入正确的手机号或邮箱')).toBeInTheDocument();
    await user.clear(contact);
    await user.type(contact, 'zhang.san@example.com');
    await user.click(submit());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(complaints.all()[0]).toMatchObject({ phone: 'zhang.san@example.com', sumStars: 4 });
    // The reference, labelled, and what happens next; the way back is 我的投诉建议.
    expect(screen.getByText('投诉建议编号')).toContainElement(screen.getByTestId('reference'));
    expect(screen.getByTestId('reference')).toHaveTextContent(complaints.all()[0].id);
    expect(within(screen.getByRole('region', { name: '接下来' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '我的投诉建议' })).toBeInTheDocument();
  });

  it('shows the problem chips only below 3 stars, toggling each', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(3));
    expect(screen.queryByRole('button', { name: '功能故障' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('添加图片')).not.toBeInTheDocument();
    await user.click(star(2));
    const chips = within(screen.getByRole('group', { name: '问题类型' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['功能故障', '体验问题', '新功能建议', '其他']);
    await user.click(screen.getByRole('button', { name: '体验问题' }));
    expect(screen.getByRole('button', { name: '体验问题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '体验问题' }));
    expect(screen.getByRole('button', { name: '体验问题' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('不满意')).toBeInTheDocument();
  });

  it('counts the description live and refuses 501 characters', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(1));
    await user.click(remarks());
    await user.paste('字'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(screen.queryByText(/问题描述不能超过500字/)).not.toBeInTheDocument();
    await user.type(remarks(), '多');
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByText('问题描述不能超过500字（已输入501字）')).toBeInTheDocument();
    await user.click(submit());
    await new Promise((r) => setTimeout(r, 50));
    expect(complaints.all()).toHaveLength(0);
    // Nothing typed is cut: the user decides what to remove.
    expect(remarks()).toHaveValue('字'.repeat(500) + '多');
  });

  it('sends a 1-star rating with chips, text and two images as the spec payload', async () => {
    const user = setupUser();
    await openForm('/feedback?hallId=H1201010');
    await user.click(star(1));
    await user.click(screen.getByRole('button', { name: '功能故障' }));
    await user.click(screen.getByRole('button', { name: '其他' }));
    await user.type(remarks(), '预约页面一直转圈');
    await user.upload(screen.getByLabelText('添加图片'), [png('截图1.png'), jpeg('现场.JPG')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    await user.click(submit());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();

    const [row] = complaints.all();
    expect(row).toMatchObject({
      userId: 'U-RATE',
      evaluateTarget: 'doorplate',
      suggestComplaintsType: 6,
      source: 3,
      outHallId: 'H1201010',
      phone: '13800138000',
      sumStars: 1,
      complaintCause: '功能故障,其他',
      remarks: '预约页面一直转圈',
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const urls = row.image.split(',');
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/%E6%88%AA%E5%9B%BE1\.png$/);
    // The emulator serves back the very bytes that were sent.
    const served = await fetch(new URL(urls[1], window.location.href));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(window.localStorage.getItem('ow.lastRatingDate')).not.toBeNull();
    expect(window.sessionStorage.getItem('ow.draft.rating.feedback')).toBeNull();
  });

  it('refuses a file that is not JPG, JPEG or PNG by its content, with the message', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(2));
    await user.upload(screen.getByLabelText('添加图片'), gifNamedJpg());
    const notice = await findStatusWith('只能上传JPG、JPEG、PNG格式的图片');
    expect(notice).toHaveTextContent('只能上传JPG、JPEG、PNG格式的图片');
    const shownAt = Date.now();
    expect(screen.queryByTestId('rating-image')).not.toBeInTheDocument();
    // Shown for 2 s.
    await waitFor(() => expect(screen.queryByText('只能上传JPG、JPEG、PNG格式的图片')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  });

  it('refuses the 9th image', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(1));
    await user.upload(
      screen.getByLabelText('添加图片'),
      Array.from({ length: 7 }, (_, i) => png(`p${i}.png`)),
    );
    await waitFor(() => expect(screen.getAllByTestId('rating-image')).toHaveLength(7));
    await user.upload(screen.getByLabelText('添加图片'), [png('p7.png'), png('p8.png')]);
    expect(await screen.findByText('最多上传8张图片')).toBeInTheDocument();
    expect(screen.getAllByTestId('rating-image')).toHaveLength(8);
    expect(screen.queryByLabelText('添加图片')).not.toBeInTheDocument();
    expect(screen.getByText('8/8，支持JPG、JPEG、PNG')).toBeInTheDocument();
  });

  it('tells a failed image upload and retries that image', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(1));
    emulatorTestApi.setFaults({ error: 1, match: '/oss/uploadFile' });
    await user.upload(screen.getByLabelText('添加图片'), png('现场.png'));
    expect(await screen.findByText('图片上传失败，请点击图片上的重试')).toBeInTheDocument();
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('有图片上传失败，请重试或删除后再提交')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '重试上传图片1' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '现场.png' })).toBeInTheDocument());
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument();
    // The form checks the photos again: the problem it told is gone.
    await waitFor(() => expect(screen.queryByText('有图片上传失败，请重试或删除后再提交')).not.toBeInTheDocument());
  });

  it('keeps everything after a failed submit and sends it again', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(2));
    await user.click(screen.getByRole('button', { name: '体验问题' }));
    await user.type(remarks(), '排队太久');
    await user.upload(screen.getByLabelText('添加图片'), png('a.png'));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    emulatorTestApi.setFaults({ error: 1, match: '/complaint/insert' });
    await user.click(submit());
    expect(await screen.findByText(/提交失败：服务器繁忙，请稍后重试。您填写的内容和图片已保留/)).toBeInTheDocument();
    expect(remarks()).toHaveValue('排队太久');
    expect(screen.getByRole('button', { name: '体验问题' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    emulatorTestApi.clearFaults();
    await user.click(submit());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(complaints.all()).toHaveLength(1);
  });

  it('sends once when the button is tapped twice', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(5));
    emulatorTestApi.setFaults({ latency: 300, match: '/complaint/insert' });
    const button = submit();
    await user.dblClick(button);
    await user.click(button);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(complaints.all()).toHaveLength(1);
  });

  it('sends once when the form is submitted twice before the page has redrawn', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(4));
    const form = screen.getByRole('form', { name: '服务评价' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(complaints.all()).toHaveLength(1);
  });

  it('asks before leaving with unsaved text', async () => {
    const user = setupUser();
    await openForm();
    await user.click(star(1));
    await user.type(remarks(), '还没写完');
    await user.click(screen.getByText('返回'));
    expect(await screen.findByText('填写的内容尚未提交，离开后将不会保存。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续填写' }));
    await waitFor(() => expect(screen.queryByText('填写的内容尚未提交，离开后将不会保存。')).not.toBeInTheDocument());
    expect(currentRoute()).toMatch(/^\/feedback/);
    expect(remarks()).toHaveValue('还没写完');
  });

  it('comes back to the filled form after a 401 and a new login', async () => {
    const user = setupUser();
    const { token } = startTestSession({ userId: 'U-EXP', mobile: '13800138000' });
    const view = renderApp('/feedback');
    await waitFor(() => expect(screen.getByLabelText(/联系方式/)).toHaveValue('13800138000'));
    await user.click(star(2));
    await user.click(screen.getByRole('button', { name: '新功能建议' }));
    await user.type(remarks(), '希望支持夜间预约');
    emulatorTestApi.expireSessions(token);
    await user.click(submit());
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(new URLSearchParams(currentRoute().split('?')[1]).get('redirect')).toMatch(/^\/feedback/);
    view.unmount();

    // Logged in again (the login page itself belongs to the auth feature).
    startTestSession({ userId: 'U-EXP', mobile: '13800138000' });
    renderApp('/feedback');
    expect(await screen.findByDisplayValue('希望支持夜间预约')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新功能建议' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(submit());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(complaints.all()[0]).toMatchObject({ userId: 'U-EXP', complaintCause: '新功能建议', remarks: '希望支持夜间预约' });
  });
});

// A visitor's complaint (the 投诉 wizard, not this form) keeps its text and photos through the
// login: tests/features/rating/complaint-ticket.test.tsx.
