import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { server } from '../../setup';
import { findStatusWith } from '../../utils/status';

async function openForm() {
  const user = userEvent.setup();
  const { unmount } = renderApp('/recertificationHome');
  const name = await screen.findByLabelText('姓名');
  const idcard = screen.getByLabelText('身份证号');
  return { user, name, idcard, unmount };
}

/** The line under the id number field. */
function idStatus() {
  const input = screen.getByLabelText('身份证号');
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')!;
}

describe('recertificationHome', () => {
  it('checks the number as the user types and says what is wrong', async () => {
    startTestSession();
    const { user, idcard } = await openForm();
    await user.type(idcard, '1201011990');
    expect(idStatus()).toHaveTextContent('身份证号应为15位或18位，已输入10位');
    expect(idcard).toHaveAttribute('aria-invalid', 'false');

    await user.clear(idcard);
    await user.type(idcard, '110105194913150013');
    expect(idStatus()).toHaveTextContent('身份证号中的出生月份应为01至12');
    expect(idcard).toHaveAttribute('aria-invalid', 'true');

    await user.clear(idcard);
    await user.type(idcard, '110105194912310021');
    expect(idStatus()).toHaveTextContent('身份证号校验位不正确，请仔细核对');

    await user.clear(idcard);
    await user.type(idcard, '１20101');
    expect(idStatus()).toHaveTextContent('身份证号只能包含数字，18位号码的最后一位可以是X');

    // Spaces typed between groups are ignored, a lower-case x is accepted.
    await user.clear(idcard);
    await user.type(idcard, '110105 19491231 002x');
    expect(idStatus()).toHaveTextContent('身份证号格式正确');
    expect(idcard).toHaveAttribute('aria-invalid', 'false');
  });

  it('does not send an unfinished form and says what is missing', async () => {
    startTestSession();
    const { user, idcard } = await openForm();
    await user.type(idcard, '12010119900101001');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请先阅读并同意个人信息授权声明')).toBeInTheDocument();
    expect(idStatus()).toHaveTextContent('身份证号应为15位或18位，已输入17位');
    expect(realNames.all()).toEqual([]);
  });

  it('five clicks dispatched in one task send one verify call (the shared guarded submit)', async () => {
    startTestSession({ userId: 'U0501' });
    const { user, name, idcard } = await openForm();
    await user.type(name, '张三');
    await user.type(idcard, '120101 19900101 0017');
    await user.click(screen.getByText('我已阅读并同意'));
    const verifies: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/realName/verify')) verifies.push(request.url);
    };
    server.events.on('request:start', count);
    const button = screen.getByRole('button', { name: '提交认证' });
    act(() => {
      for (let i = 0; i < 5; i++) button.click();
    });
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    server.events.removeListener('request:start', count);
    expect(verifies).toHaveLength(1);
  });

  it('verifies, stores the identity in the emulator, and shows it masked on myInfo', async () => {
    startTestSession({ userId: 'U0500' });
    const { user, name, idcard } = await openForm();
    await user.type(name, '张三');
    await user.type(idcard, '120101 19900101 0017');
    await user.click(screen.getByText('我已阅读并同意'));
    await user.click(screen.getByRole('button', { name: '提交认证' }));

    const success = await findStatusWith('认证成功');
    expect(within(success).getByText('认证成功')).toBeInTheDocument();
    expect(within(success).getByText('1****************7')).toBeInTheDocument();
    // Spaces stripped before sending; the emulator stored exactly the number.
    expect(realNames.get('U0500')).toMatchObject({ name: '张三', idcard: '120101199001010017' });

    await user.click(screen.getByRole('button', { name: '查看我的信息' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myInfo\?/));
    expect(await screen.findByText('已认证')).toBeInTheDocument();
    expect(screen.getByTestId('身份证号-value')).toHaveTextContent('1****************7');
  });

  it('keeps what was typed when the registry refuses, and lets the user correct it', async () => {
    startTestSession({ userId: 'U0600' });
    const { user, name, idcard } = await openForm();
    await user.type(name, '李四');
    await user.type(idcard, '120101199001010017');
    await user.click(screen.getByText('我已阅读并同意'));
    await user.click(screen.getByRole('button', { name: '提交认证' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('认证未通过')).toBeInTheDocument();
    expect(within(failure).getByText('姓名与身份证号不一致，请核对后重试')).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: '返回修改' }));

    expect(screen.getByLabelText('姓名')).toHaveValue('李四');
    expect(screen.getByLabelText('身份证号')).toHaveValue('120101199001010017');
    await user.clear(screen.getByLabelText('姓名'));
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    expect(realNames.get('U0600')).toMatchObject({ name: '张三' });
  });

  it("the phone's back button from a refusal is the form as typed; from success it leaves the page", async () => {
    startTestSession({ userId: 'U0601' });
    window.location.hash = '#/mine';
    const { user, name, idcard } = await openForm();
    await user.type(name, '李四');
    await user.type(idcard, '120101199001010017');
    await user.click(screen.getByText('我已阅读并同意'));
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('认证未通过')).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByLabelText('姓名')).toHaveValue('李四');
    expect(screen.getByLabelText('身份证号')).toHaveValue('120101199001010017');
    await user.clear(screen.getByLabelText('姓名'));
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(currentRoute()).toMatch(/^\/mine/));
  });

  // The form fault matrix (e2e/form-faults.spec.ts): a call that did not get through is said on the
  // form itself, what was typed still in it, and 提交认证 sends it again (no outcome page to leave).
  it.each([
    ['a 500', { error: 1 }, '提交失败：服务器繁忙，请稍后重试。您填写的信息已保留，可以再次提交。'],
    ['a malformed answer', { malformed: 1 }, '提交失败：服务返回的数据有误，请稍后重试。您填写的信息已保留，可以再次提交。'],
  ])('%s: said on the form, what was typed kept, sent again once', async (_, fault, message) => {
    startTestSession({ userId: 'U0700' });
    emulatorTestApi.setFaults({ ...fault, match: '/realName/verify' });
    const { user, name, idcard } = await openForm();
    await user.type(name, '王芳');
    await user.type(idcard, '120102198002290024');
    await user.click(screen.getByText('我已阅读并同意'));
    await user.click(screen.getByRole('button', { name: '提交认证' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
    expect(screen.getByLabelText('身份证号')).toHaveValue('120102198002290024');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(realNames.all()).toEqual([]);

    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    expect(realNames.get('U0700')).toMatchObject({ name: '王芳', idcard: '120102198002290024' });
  });

  it('keeps the draft for the tab, so leaving (or a re-login) loses nothing', async () => {
    startTestSession();
    const first = await openForm();
    await first.user.type(first.name, '陈静');
    await first.user.type(first.idcard, '12010319601231404');
    await first.user.click(screen.getByText('我已阅读并同意'));
    first.unmount();
    expect(screen.queryByLabelText('姓名')).not.toBeInTheDocument();

    const again = await openForm();
    expect(again.name).toHaveValue('陈静');
    expect(again.idcard).toHaveValue('12010319601231404');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('tells a verified user who they are verified as', async () => {
    startTestSession({ userId: 'U0800' });
    realNames.insert({
      id: 'U0800',
      name: '赵敏',
      idcard: '120114196610035410',
      canonical: '120114196610035410',
      verifiedAt: new Date(2025, 2, 8).getTime(),
    });
    renderApp('/recertificationHome');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('您已于2025年3月8日完成实名认证（赵敏，1****************0）');
  });
});
