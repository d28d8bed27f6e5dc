import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDrafts, flushDrafts } from '@/lib/storage/drafts';
import { faqs, feedbacks, answers } from '@/mocks/features/robot/tables';
import { attrs } from '@/mocks/db/tables';
import { server } from '../../setup';
import { startTestSession } from '../../utils/session';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';
// Pages load lazily and the machine is shared: allow an answer as long as any other wait
// (a first page load alone took more than 5 s on two busy cores).
const SLOW = { timeout: 15_000 };

async function openChat(path = `/robotChatPass?${AREA}`) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: '按分类提问' }, SLOW);
  return { user, view };
}

// Drafts (the kept conversation) live in IndexedDB too: each case starts without one.
beforeEach(async () => {
  await flushDrafts();
  await clearDrafts('visitor');
});

const box = () => screen.getByRole('textbox', { name: '输入您的问题' });
const log = () => screen.getByRole('region', { name: '对话记录' });
const findLog = () => screen.findByRole('region', { name: '对话记录' });

describe('robotChatPass: a visitor asks the robot', () => {
  it('asks by category, then a follow-up about the same matter, and keeps the conversation across a reload', async () => {
    const { user, view } = await openChat();
    expect(screen.getByText(/您正以访客身份咨询/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '婚姻' }));
    await user.click(await screen.findByRole('button', { name: '如何办理结婚登记？' }, SLOW));
    const first = await within(log()).findByRole('article', { name: '如何办理结婚登记？' }, SLOW);
    expect(within(first).getByText(/和平区民政局/)).toBeInTheDocument();
    expect(within(first).getByText(/来源：《结婚登记》办事指南 · 基本信息（版本日期 \d{4}-\d{2}-\d{2}）/)).toBeInTheDocument();
    // The actions carry the matter, and say a visitor must log in for them.
    expect(within(first).getByRole('link', { name: '预约办理（需登录）' }).getAttribute('href')).toContain('matterId=M12010112');
    expect(within(first).getByRole('link', { name: '查看办事指南' }).getAttribute('href')).toMatch(
      /^#\/guidelines\?matterId=M12010112&.*fixedArea=120101/,
    );
    expect(screen.getByText('正在咨询：结婚登记')).toBeInTheDocument();

    await user.type(box(), '那需要什么材料');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const follow = await within(log()).findByRole('article', { name: '办理结婚登记需要什么材料？' }, SLOW);
    expect(within(follow).getByText('接着上面关于“结婚登记”的问题回答：')).toBeInTheDocument();

    view.unmount();
    renderApp(`/robotChatPass?${AREA}`);
    expect(await within(await findLog()).findByRole('article', { name: '办理结婚登记需要什么材料？' }, SLOW)).toBeInTheDocument();
    expect(within(log()).getByText('那需要什么材料')).toBeInTheDocument();
  });

  it('suggests questions while typing; choosing one answers it', async () => {
    const { user } = await openChat();
    await user.type(box(), '社保卡');
    const list = await screen.findByRole('list', { name: '猜您想问' }, SLOW);
    const first = within(list).getAllByRole('button')[0];
    expect(first).toHaveTextContent('社会保障卡');
    expect(first.querySelector('mark')).not.toBeNull();
    await user.click(first);
    expect(await within(log()).findByRole('article', { name: first.textContent ?? '' }, SLOW)).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('list', { name: '猜您想问' })).not.toBeInTheDocument();
  });

  it('drops suggestions that answer older text', async () => {
    let slowServed = false;
    server.use(
      http.get('*/microservice-robot/robot/completion', async ({ request }) => {
        if (new URL(request.url).searchParams.get('word') !== '结婚') return undefined;
        await delay(700);
        slowServed = true;
        return HttpResponse.json({ code: 200, message: 'success', data: [{ itemId: 'faq-hours', question: '过时的联想' }] });
      }),
    );
    const { user } = await openChat();
    await user.type(box(), '结婚');
    // The user pauses past the debounce: the suggestions for 结婚 are asked for (time passing updates the page).
    await act(() => new Promise((r) => setTimeout(r, 400)));
    await user.type(box(), '登记收费');
    const list = await screen.findByRole('list', { name: '猜您想问' }, SLOW);
    // The slow answer for 结婚 arrives after the newer one (time passing updates the page): it is dropped.
    await act(async () => {
      await vi.waitFor(() => expect(slowServed).toBe(true), { timeout: 2000 });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(within(list).queryByText('过时的联想')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('结婚登记收费吗？');
  });

  it('marks an answer unhelpful with a reason; the emulator keeps it', async () => {
    const { user } = await openChat();
    await user.type(box(), '大厅几点上班');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const answer = await within(log()).findByRole('article', { name: '政务服务大厅几点上班？' }, SLOW);
    await user.click(within(answer).getByRole('button', { name: '没帮助' }));
    expect(within(answer).getByRole('button', { name: '提交反馈' })).toBeDisabled();
    await user.click(within(answer).getByRole('button', { name: '信息过时' }));
    await user.type(within(answer).getByRole('textbox', { name: '补充说明（选填）' }), '周六也开门');
    await user.click(within(answer).getByRole('button', { name: '提交反馈' }));
    expect(await within(answer).findByText('感谢您的反馈：没帮助（信息过时）', {}, SLOW)).toBeInTheDocument();
    expect(feedbacks.all()).toEqual([
      expect.objectContaining({ helpful: false, reason: '信息过时', comment: '周六也开门', itemId: 'faq-hours' }),
    ]);
  });

  it('没有找到 offers suggestions (choosing one replaces the answer) and the hall’s phone', async () => {
    const { user } = await openChat();
    await user.type(box(), '火星签证怎么办');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const nf = await within(log()).findByRole('article', { name: '没有找到' }, SLOW);
    expect(
      within(nf)
        .getAllByRole('link', { name: /^拨打.*电话 022-\d{8}$/ })[0]
        .getAttribute('href'),
    ).toMatch(/^tel:022-\d{8}$/);
    const pick = within(nf)
      .getAllByRole('button')
      .find((b) => b.textContent?.endsWith('？'));
    expect(pick).toBeDefined();
    await user.click(pick as HTMLElement);
    expect(await within(log()).findByRole('article', { name: pick?.textContent ?? '' }, SLOW)).toBeInTheDocument();
    expect(within(log()).queryByRole('article', { name: '没有找到' })).not.toBeInTheDocument();
    expect(answers.all()).toHaveLength(1);
    expect(answers.all()[0].correctedAt).toBeDefined();
  });

  it('转人工 is one tap away: it opens the conversations with staff (a visitor logs in first)', async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: '转人工' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?redirect=%2Foicq/));
  });

  it('asking for a person answers with the halls’ phones and the online chat with staff', async () => {
    const { user } = await openChat();
    await user.type(box(), '人工客服');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const a = await within(log()).findByRole('article', { name: '怎么联系人工客服？' }, SLOW);
    expect(within(a).getAllByRole('link', { name: /^拨打和平区.*电话/ }).length).toBeGreaterThan(0);
    await user.click(within(a).getByRole('link', { name: '在线联系窗口工作人员' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?redirect=%2Foicq/));
  });

  it('renders answers sanitised; internal links open their route with the area kept', async () => {
    faqs.update('faq-hours', {
      html: '<p onclick="alert(1)">好<img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><a href="#/guidelines?matterId=M12010112&evil=1">指南</a></p>',
    });
    const { user, view } = await openChat();
    await user.type(box(), '几点上班');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const a = await within(log()).findByRole('article', { name: '政务服务大厅几点上班？' }, SLOW);
    expect(view.container.querySelector('article img, article script, article [onclick]')).toBeNull();
    expect(within(a).getByText('坏链接').getAttribute('href')).toBeNull();
    const link = within(a).getByRole('link', { name: '指南' });
    expect(link.getAttribute('href')).not.toContain('evil');
    await user.click(link);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/guidelines\?/));
    expect(currentQuery().get('matterId')).toBe('M12010112');
    expect(currentQuery().get('fixedArea')).toBe('120101');
  });

  it('shows a failed question with a retry', async () => {
    const { user } = await openChat();
    server.use(
      http.post(
        '*/microservice-robot/robot/getAnswer',
        () => HttpResponse.json({ code: 500, message: '服务器开小差了' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.type(box(), '几点上班');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const alert = await within(log()).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('“几点上班”没有发送成功');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(log()).findByRole('article', { name: '政务服务大厅几点上班？' }, SLOW)).toBeInTheDocument();
  });
});

describe('robotChat: a logged-in citizen', () => {
  it('opens from a matter: follow-ups are about it, the answer is kept under the user, actions need no login note', async () => {
    startTestSession({ userId: 'U0001' });
    const { user } = await openChat(`/robotChat?matterId=M12010110&${AREA}`);
    expect(screen.queryByText(/您正以访客身份咨询/)).not.toBeInTheDocument();
    expect(await screen.findByText('正在咨询：异地就医备案', {}, SLOW)).toBeInTheDocument();
    await user.type(box(), '多久能办好');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const a = await within(log()).findByRole('article', { name: '异地就医备案多久能办好？' }, SLOW);
    expect(within(a).getByRole('link', { name: '预约办理' })).toBeInTheDocument();
    expect(answers.all()[0]).toEqual(expect.objectContaining({ userId: 'U0001', itemId: 'M12010110.time', fromContext: true }));
    await user.click(screen.getByRole('button', { name: '换个话题' }));
    await waitFor(() => expect(screen.queryByText('正在咨询：异地就医备案')).not.toBeInTheDocument());
  });

  it('asks a question given in the address at once', async () => {
    startTestSession({ userId: 'U0001' });
    await openChat(`/robotChat?question=${encodeURIComponent('怎么投诉')}&${AREA}`);
    expect(await within(log()).findByRole('article', { name: '怎么投诉或提建议？' }, SLOW)).toBeInTheDocument();
  });

  it('clears the conversation only after confirming', async () => {
    const { user } = await openChat();
    await user.type(box(), '几点上班');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await within(log()).findByRole('article', { name: '政务服务大厅几点上班？' }, SLOW);
    const question = () => screen.queryByText('清空后本次对话记录将无法恢复，确定清空吗？');
    await user.click(screen.getByRole('button', { name: '清空对话' }));
    await waitFor(() => expect(question()).toBeInTheDocument(), SLOW);
    // The dialog's buttons take no pointer while it animates in: click as a keyboard would.
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument(), SLOW);
    expect(within(log()).getByRole('article', { name: '政务服务大厅几点上班？' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空对话' }));
    await waitFor(() => expect(question()).toBeInTheDocument(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(within(log()).queryByRole('article', { name: '政务服务大厅几点上班？' })).not.toBeInTheDocument(), SLOW);
  });
});

describe('the area’s use_robot', () => {
  it('home offers 智能客服 where use_robot is 1 and not where it is 0', async () => {
    const view = renderApp(`/home?${AREA}`);
    expect(await screen.findByRole('link', { name: '智能客服' })).toBeInTheDocument();
    view.unmount();
    renderApp('/home?fixedArea=120103&rootArea=120000&sys=home');
    await screen.findByRole('link', { name: '找大厅' });
    expect(screen.queryByRole('link', { name: '智能客服' })).not.toBeInTheDocument();
  });

  it('elder home follows use_robot too, and both homes drop 预约办理 where reservation is switched off', async () => {
    // Issue 12 defect 17: area settings drive what they name.
    window.localStorage.setItem('ow.prefs', JSON.stringify({ elderMode: true }));
    const elder = renderApp(`/home?${AREA}`);
    expect(await screen.findByRole('link', { name: /智能客服/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /预约办理/ })).toBeInTheDocument();
    elder.unmount();
    const row = attrs.get('A120103res')!;
    attrs.update(row.id, { attrValue: JSON.stringify({ ...(JSON.parse(row.attrValue) as object), enabled: false }) });
    const district = renderApp('/home?fixedArea=120103&rootArea=120000&sys=home');
    await screen.findByRole('link', { name: /找大厅/ });
    await waitFor(() => expect(screen.queryByRole('link', { name: /预约办理/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /智能客服/ })).not.toBeInTheDocument();
    district.unmount();
    window.localStorage.removeItem('ow.prefs');
    renderApp('/home?fixedArea=120103&rootArea=120000&sys=home');
    await screen.findByRole('link', { name: '找大厅' });
    expect(screen.queryByRole('link', { name: '预约办理' })).not.toBeInTheDocument();
  });

  it('the robot pages say the area has no robot', async () => {
    renderApp('/robotChatPass?fixedArea=120103&rootArea=120000&sys=home');
    expect(await screen.findByText('本区域暂未开通智能客服')).toBeInTheDocument();
  });
});

describe('robotReplyPage / machineReplyPage', () => {
  it('shows one full answer with related questions, by a shareable link', async () => {
    const user = userEvent.setup();
    renderApp(`/robotReplyPage?itemId=M12010112.materials&${AREA}`);
    expect(await screen.findByRole('heading', { level: 2, name: '办理结婚登记需要什么材料？' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '结婚登记收费吗？' }));
    expect(await screen.findByRole('heading', { level: 2, name: '结婚登记收费吗？' }, SLOW)).toBeInTheDocument();
    expect(currentQuery().get('itemId')).toBe('M12010112.fee');
  });

  it('answers a question given in the address', async () => {
    renderApp(`/machineReplyPage?question=${encodeURIComponent('领证要带啥')}&${AREA}`);
    expect(await screen.findByRole('heading', { level: 2, name: '办理结婚登记需要什么材料？' }, SLOW)).toBeInTheDocument();
  });

  it('an unknown question id is an error with retry', async () => {
    renderApp(`/robotReplyPage?itemId=nope&${AREA}`);
    expect(await screen.findByText('未找到该问题')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
