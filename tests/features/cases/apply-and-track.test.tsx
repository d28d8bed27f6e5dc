import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cases } from '@/mocks/features/cases/tables';
import { DECIDE_MS, PRE_REVIEW_MS, REVIEW_START_MS } from '@/mocks/features/cases/lifecycle';
import { emulatorTestApi } from '@/mocks/node';
import { pngHeader } from '../../utils/images';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
// 城乡居民养老保险参保登记 of the city: two required materials (居民身份证, 居民户口簿), the general form.
const MATTER = 'M12010001';

const png = (name: string, padding: number) => new File([pngHeader(800, 600, padding)], name, { type: 'image/png' });

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});

describe('apply online and follow the case', () => {
  it('applies with two materials, sends once, and follows the case through 补正 to 办结 and its notices', async () => {
    startTestSession();
    const user = userEvent.setup();
    const { unmount } = renderApp(`/application?matterId=${MATTER}&${AREA}`);

    // Applicant: checked by the project's validators before going on.
    await user.type(await screen.findByLabelText('申请人姓名'), '刘桂兰');
    await user.type(screen.getByLabelText('身份证号'), '120101199001010018');
    await user.click(screen.getByRole('button', { name: '下一步：填写表单' }));
    expect(await screen.findByText('身份证号校验位不正确，请仔细核对')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('身份证号'));
    await user.type(screen.getByLabelText('身份证号'), '12010319600918132X');
    await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue('13800138000'));
    await user.click(screen.getByRole('button', { name: '下一步：填写表单' }));

    // The form of the definition: required fields and a conditional one.
    await user.click(await screen.findByRole('button', { name: '下一步：上传材料' }));
    expect(await screen.findByText('请填写申请事由')).toBeInTheDocument();
    expect(screen.getByText('请选择结果领取方式')).toBeInTheDocument();
    await user.type(screen.getByLabelText('申请事由'), '首次参加城乡居民养老保险');
    expect(screen.queryByLabelText('邮寄地址')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '免费邮寄送达' }));
    expect(await screen.findByLabelText('邮寄地址')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '窗口领取' }));

    // Nothing typed is lost: the page is closed and opened again at the same step.
    unmount();
    renderApp(`/application?matterId=${MATTER}&${AREA}`);
    expect(await screen.findByLabelText('申请事由')).toHaveValue('首次参加城乡居民养老保险');
    await user.click(screen.getByRole('button', { name: '下一步：上传材料' }));

    // Materials: the 户口簿 photo is too small to read; the staff will return it.
    await user.click(await screen.findByRole('button', { name: '下一步：核对信息' }));
    expect(await screen.findByText('请上传：居民身份证、居民户口簿')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('上传居民身份证'), png('id-front.png', 6000));
    await user.upload(screen.getByLabelText('上传居民户口簿'), png('hukou.png', 10));
    expect(await screen.findByRole('img', { name: '居民身份证第1页' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '居民户口簿第1页' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));

    // Check your answers, then one case however often 确认提交 is tapped.
    expect(await screen.findByText('请核对以下信息，确认无误后提交。提交后不能修改。')).toBeInTheDocument();
    expect(screen.getByText('首次参加城乡居民养老保险')).toBeInTheDocument();
    expect(screen.getAllByText('1页')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox'));
    const send = screen.getByRole('button', { name: '确认提交' });
    await Promise.all([user.click(send), user.click(send), user.click(send)]);
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    const mine = cases.filter((c) => c.userId === 'U0001' && c.kind === 'single');
    expect(mine).toHaveLength(1);
    expect(screen.getByText(mine[0].caseNo)).toBeInTheDocument();

    // 我的办件 lists it while the pre-review runs.
    await user.click(screen.getByRole('link', { name: '我的办件' }));
    const list = await screen.findByRole('list', { name: '办件列表' });
    const row = within(list).getByRole('link', { name: '城乡居民养老保险参保登记' }).closest('li')!;
    expect(within(row).getByText('预审中')).toBeInTheDocument();

    // The emulator's clock: the staff return the unreadable 户口簿 only.
    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    await user.click(within(row).getByRole('link', { name: '城乡居民养老保险参保登记' }));
    expect(await screen.findByText('待补正')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: '去补正材料' })[0]);
    expect(await screen.findByRole('heading', { name: '补正材料通知书' })).toBeInTheDocument();
    expect(screen.getByText(/居民户口簿：图片过小或不清晰/)).toBeInTheDocument();
    expect(screen.queryByLabelText('上传居民身份证')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('上传居民户口簿'), png('hukou-clear.png', 9000));
    expect(await screen.findByRole('img', { name: '居民户口簿第1页' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交补正材料' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/timeInfolistDetail\?/));
    expect(await screen.findByRole('heading', { name: '已补正材料' })).toBeInTheDocument();

    // Accepted, reviewed and approved on the clock; the notices open as documents.
    emulatorTestApi.advanceClock(PRE_REVIEW_MS + REVIEW_START_MS + DECIDE_MS);
    await user.click(screen.getByRole('link', { name: '办件信息' }));
    expect(await screen.findByText('已办结')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '办结了，评价本次服务' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '受理通知书' }));
    expect(await screen.findByRole('heading', { name: '受理通知书' })).toBeInTheDocument();
    expect(await screen.findByText(/决定予以受理/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '保存到手机' })).toHaveAttribute('download');
    // The same notice as a document file, opened in the file preview (where it can be saved).
    await user.click(screen.getByRole('link', { name: '以文件打开' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/previewFile\?/));
    const fileUrl = new URLSearchParams(currentRoute().split('?')[1]).get('fileUrl')!;
    expect(fileUrl).toMatch(/\/oss\/files\/F[^/]+\/%E5%8F%97%E7%90%86%E9%80%9A%E7%9F%A5%E4%B9%A6-.+-A\.svg$/);
    const svg = await (await fetch(new URL(fileUrl, window.location.origin))).text();
    expect(svg).toContain('<title>受理通知书');
    expect(svg).toContain('决定予以受理');
  }, 120_000);

  it('keeps the answers when the submission fails, and says so', async () => {
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/application?matterId=${MATTER}&${AREA}`);
    await user.type(await screen.findByLabelText('申请人姓名'), '马德华');
    await user.type(screen.getByLabelText('身份证号'), '12010319600918132X');
    await user.click(screen.getByRole('button', { name: '下一步：填写表单' }));
    await user.type(await screen.findByLabelText('申请事由'), '参保');
    await user.click(screen.getByRole('radio', { name: '窗口领取' }));
    await user.click(screen.getByRole('button', { name: '下一步：上传材料' }));
    await user.upload(await screen.findByLabelText('上传居民身份证'), png('a.png', 6000));
    await user.upload(screen.getByLabelText('上传居民户口簿'), png('b.png', 6000));
    await screen.findByRole('img', { name: '居民户口簿第1页' });
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    await user.click(await screen.findByRole('checkbox'));
    emulatorTestApi.setFaults({ error: 1, match: '/submitOp', message: '服务繁忙' });
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('提交失败：服务繁忙。您填写的内容已保留，可稍后重试。')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    expect(cases.filter((c) => c.kind === 'single')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '修改表单' }));
    expect(await screen.findByLabelText('申请事由')).toHaveValue('参保');
  }, 60_000);
});

describe('材料预审', () => {
  it('returns the unreadable material only; once fixed and passed, 去正式申报 carries the pages into 在线申报', async () => {
    startTestSession();
    const user = userEvent.setup();
    const first = renderApp(`/preAuditionFillIn?matterId=${MATTER}&${AREA}`);
    // Nothing given: it says so.
    await user.click(await screen.findByRole('button', { name: '提交预审' }));
    expect(await screen.findByText('请至少上传一项材料')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('上传居民身份证'), png('id.png', 6000));
    await user.upload(screen.getByLabelText('上传居民户口簿'), png('hukou.png', 10));
    await waitFor(() => expect(screen.queryByText(/正在上传/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '提交预审' }));
    const mine = await screen.findByRole('region', { name: '我的预审' });
    expect((await within(mine).findAllByText(/预审中/)).length).toBeGreaterThan(0);

    // The staff look at it on the clock: the 户口簿 is returned with its reason.
    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    first.unmount();
    const { unmount } = renderApp(`/preAuditionFillIn?matterId=${MATTER}&${AREA}&again=1`);
    const returned = await screen.findAllByText(/居民户口簿：退回（图片过小或不清晰/);
    expect(returned.length).toBeGreaterThan(0);
    await user.upload(screen.getAllByLabelText('上传居民户口簿').at(-1)!, png('hukou-clear.png', 9000));
    await waitFor(() => expect(screen.queryByText(/正在上传/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '重新提交退回的材料' }));
    // Sent: the card is back to 预审中, with nothing left to fix.
    await waitFor(() => expect(screen.queryByRole('button', { name: '重新提交退回的材料' })).not.toBeInTheDocument());
    emulatorTestApi.advanceClock(PRE_REVIEW_MS);
    unmount();
    renderApp(`/preAuditionFillIn?matterId=${MATTER}&${AREA}&again=2`);
    await user.click(await screen.findByRole('link', { name: '预审通过，去正式申报' }));

    // 在线申报: the passed pages are there; nothing to upload again.
    await waitFor(() => expect(currentRoute()).toMatch(/^\/application\?.*preAuditId=/));
    await user.type(await screen.findByLabelText('申请人姓名'), '刘桂兰');
    await user.type(screen.getByLabelText('身份证号'), '12010319600918132X');
    await user.click(screen.getByRole('button', { name: '下一步：填写表单' }));
    await user.type(await screen.findByLabelText('申请事由'), '参保登记');
    await user.click(screen.getByRole('radio', { name: '窗口领取' }));
    await user.click(screen.getByRole('button', { name: '下一步：上传材料' }));
    expect(await screen.findByText('已带入预审通过的2项材料，可直接使用，也可删除后重新上传。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '居民户口簿第1页' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    const [made] = cases.filter((c) => c.userId === 'U0001' && c.kind === 'single');
    expect(made.materials.map((m) => [m.name, m.files.length])).toEqual([
      ['居民身份证', 1],
      ['居民户口簿', 1],
    ]);
    expect(made.materials.find((m) => m.name === '居民户口簿')!.files[0].name).toBe('hukou-clear.png');
  }, 120_000);
});

describe('cases', () => {
  it('myOffice filters by state and says when nothing matches; a combined case lists its sub-cases', async () => {
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/myOffice?${AREA}`);
    const link = await screen.findByRole('link', { name: '新生儿出生“一件事”' });
    await user.click(screen.getByRole('button', { name: '待补正' }));
    expect(await screen.findByText('没有符合条件的办件')).toBeInTheDocument();
    expect(currentRoute()).toContain('status=returned');
    await user.click(screen.getByRole('button', { name: '全部' }));
    await user.click(await screen.findByRole('link', { name: '新生儿出生“一件事”' }));
    expect(link).toBeDefined();
    await waitFor(() => expect(currentRoute()).toMatch(/^\/officeInfolist/));
    expect(await screen.findByText('办件编号')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: '子办件（3）' }));
    const subs = await screen.findByRole('list', { name: '子办件' });
    expect(
      within(subs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['出生登记', '社会保障卡申领', '生育津贴申领']);
  }, 60_000);

  it('a case with no 补正 or 不予受理 notice says so and leads to the case, without an error to retry', async () => {
    startTestSession();
    const user = userEvent.setup();
    // The demo history's case was accepted and approved: it has no rejection notice.
    renderApp(`/Noticerejection?id=CS-U0001-ONE&${AREA}`);
    expect(await screen.findByText('该通知书尚未生成')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await user.click(screen.getByRole('link', { name: '查看办件信息' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/officeInfolist\?id=CS-U0001-ONE/));
    expect(await screen.findByText('办件编号')).toBeInTheDocument();
  }, 30_000);

  it('shows the error with a retry when the list cannot load', async () => {
    startTestSession();
    emulatorTestApi.setFaults({ error: 1, match: '/case/list', message: '服务繁忙' });
    const user = userEvent.setup();
    renderApp(`/myOffice?${AREA}`);
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '新生儿出生“一件事”' })).toBeInTheDocument();
  });
});
