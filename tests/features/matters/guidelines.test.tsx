import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

describe('guidelines (办事指南)', () => {
  it('shows every section, a sample that opens in previewFile, and next steps carrying the matter', async () => {
    renderApp('/guidelines?matterId=M12010100');
    expect(await screen.findByText('社会保障卡申领', { selector: 'p' })).toBeInTheDocument();
    for (const title of ['基本信息', '受理条件', '申请材料', '办理流程', '收费标准', '办理时限', '办理地点', '法律依据', '版本信息']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('《中华人民共和国社会保险法》第五十八条')).toBeInTheDocument();
    // Each hall says its state now (tests/features/halls/hall-state.test.tsx pins the rule on the clock).
    expect(screen.getAllByText(/^(空闲|适中|繁忙|休息中)/).length).toBeGreaterThan(0);
    expect(screen.getByText('本指南版本日期：2025-11-18')).toBeInTheDocument();

    const reserve = screen.getByRole('link', { name: '预约办理' });
    expect(reserve.getAttribute('href')).toMatch(/^#\/reserve\?matterId=M12010100&/);
    expect(screen.getByRole('link', { name: '指南纠错' }).getAttribute('href')).toContain('matterId=M12010100');

    await userEvent.click(screen.getByRole('link', { name: '查看样表：社会保障卡申领登记表' }));
    expect(currentRoute()).toMatch(/^\/previewFile\?/);
    expect(currentQuery().get('fileUrl')).toBe('/docs/申请表样表.docx');
  });

  it('asks the robot about this matter: 智能咨询 opens the chat with the matter as its context', async () => {
    renderApp('/guidelines?matterId=M12010100&fixedArea=120101&rootArea=120000&sys=home');
    const ask = await screen.findByRole('link', { name: '智能咨询' });
    expect(ask.getAttribute('href')).toMatch(/^#\/robotChatPass\?matterId=M12010100&/);
    await userEvent.click(ask);
    expect(currentRoute()).toMatch(/^\/robotChatPass\?/);
    expect(await screen.findByText('正在咨询：社会保障卡申领', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a logged-in citizen to their own robot chat with the matter', async () => {
    startTestSession({ userId: 'U0001' });
    renderApp('/guidelines?matterId=M12010100');
    const ask = await screen.findByRole('link', { name: '智能咨询' });
    expect(ask.getAttribute('href')).toMatch(/^#\/robotChat\?matterId=M12010100&/);
  });

  it('shows the error with retry when the guide cannot load, and the guide after retry', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/matter/anon/guide' });
    renderApp('/guidelines?matterId=M12010100');
    const alert = await screen.findByRole('alert');
    emulatorTestApi.clearFaults();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '申请材料' })).toBeInTheDocument();
  });

  it('says so for an unknown matter', async () => {
    renderApp('/guidelines?matterId=M0');
    expect(await screen.findByText('未找到该事项')).toBeInTheDocument();
  });
});

describe('the personal materials checklist', () => {
  it('ticks materials into the address, so the shared link carries them, and counts what is ready', async () => {
    renderApp('/guidelines?matterId=M12010103&have=1');
    expect(await screen.findByText('我的材料清单：必要材料已备齐 1/2 项')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已备齐“居民户口簿”' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已备齐“居民身份证”' }));
    expect(await screen.findByText('我的材料清单：必要材料已备齐 2/2 项，可以去办理了')).toBeInTheDocument();
    expect(currentQuery().get('have')).toBe('0,1');
    expect(currentQuery().get('matterId')).toBe('M12010103');
  });
});

describe('e-certificates tick the checklist', () => {
  it('ticks what a verified user holds as e-certificates (电子证照已有), and counts it as ready', async () => {
    startTestSession({ userId: 'U0001' });
    realNames.insert({ id: 'U0001', name: '张三', idcard: '120101199001010017', canonical: '120101199001010017', verifiedAt: 0 });
    renderApp('/guidelines?matterId=M12010103');
    const id = await screen.findByRole('checkbox', { name: '“居民身份证”电子证照已有' });
    expect(id).toBeChecked();
    expect(id).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '“居民户口簿”电子证照已有' })).toBeChecked();
    expect(screen.getByText('我的材料清单：必要材料已备齐 2/2 项（其中2项电子证照已有），可以去办理了')).toBeInTheDocument();
    expect(screen.getByText('电子证照已有：居民户口簿')).toBeInTheDocument();
    // What has no certificate stays the user's to tick.
    expect(screen.getByRole('checkbox', { name: '我已备齐“近期免冠白底彩色照片”' })).not.toBeChecked();
  });

  it('asks a logged-in user without real-name verification to verify first, and ticks nothing for them', async () => {
    startTestSession({ userId: 'U0002' });
    renderApp('/guidelines?matterId=M12010103');
    expect(await screen.findByRole('link', { name: '实名认证' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/recertificationHome\?/),
    );
    expect(screen.getByRole('checkbox', { name: '我已备齐“居民身份证”' })).not.toBeChecked();
    expect(screen.queryByText(/电子证照已有/)).not.toBeInTheDocument();
  });

  it('marks them on the 明白卡 too', async () => {
    startTestSession({ userId: 'U0001' });
    realNames.insert({ id: 'U0001', name: '李四', idcard: '12010319600918132X', canonical: '12010319600918132X', verifiedAt: 0 });
    renderApp('/understandCard?matterId=M12010103');
    const bring = await screen.findByText(/^居民身份证（/);
    expect(await within(bring).findByText('✓ 电子证照已有')).toBeInTheDocument();
    // 李四 has no household register in the library.
    expect(screen.getAllByText('✓ 电子证照已有')).toHaveLength(1);
  });
});

describe('the checklist as a picture', () => {
  it('draws the checklist on demand and offers it to save, with a description', async () => {
    const drawn: string[] = [];
    const ctx = {
      font: '',
      fillStyle: '',
      textBaseline: '',
      measureText: (s: string) => ({ width: Array.from(s).length * 28 }),
      fillRect: () => undefined,
      fillText: (s: string) => void drawn.push(s),
    };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback) => done(new Blob(['png'], { type: 'image/png' })));
    const created = vi.fn((b: Blob) => `blob:checklist-${b.size}`);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    try {
      renderApp('/guidelines?matterId=M12010103&have=1');
      await userEvent.click(await screen.findByRole('button', { name: '生成清单图片' }));
      const picture = await screen.findByRole('figure', { name: '材料清单图片' });
      expect(within(picture).getByRole('img')).toHaveAttribute(
        'alt',
        '居民身份证换领 · 我的材料清单：必要材料已备齐 1/2 项。已备齐：居民户口簿',
      );
      const save = within(picture).getByRole('link', { name: '保存图片' });
      expect(save).toHaveAttribute('href', 'blob:checklist-3');
      expect(save.getAttribute('download')).toMatch(/-材料清单\.png$/);
      expect(drawn[1]).toBe('必要材料已备齐 1/2 项');
      expect(drawn).toContain('☐ 待准备  居民身份证');
      expect(drawn).toContain('☑ 已备齐  居民户口簿');
      expect(drawn.some((l) => l.startsWith('在线查看：'))).toBe(true);
      await userEvent.click(within(picture).getByRole('button', { name: '收起图片' }));
      expect(screen.queryByRole('figure', { name: '材料清单图片' })).not.toBeInTheDocument();
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
    }
  });

  it('the 明白卡 carries the ticks from the guide and draws the same checklist; its robot link carries the matter', async () => {
    const drawn: string[] = [];
    const ctx = {
      font: '',
      fillStyle: '',
      textBaseline: '',
      measureText: () => ({ width: 10 }),
      fillRect: () => undefined,
      fillText: (t: string) => void drawn.push(t),
    };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback) => done(new Blob(['png'], { type: 'image/png' })));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:card'), revokeObjectURL: vi.fn() });
    try {
      renderApp('/guidelines?matterId=M12010103&have=1');
      await userEvent.click(await screen.findByRole('link', { name: '明白卡' }));
      expect(currentRoute()).toMatch(/^\/understandCard\?/);
      expect(currentQuery().get('have')).toBe('1');
      expect(await screen.findByRole('link', { name: '问智能客服' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^#\/robotChatPass\?matterId=M12010103&/),
      );
      await userEvent.click(await screen.findByRole('button', { name: '生成清单图片' }));
      const picture = await screen.findByRole('figure', { name: '材料清单图片' });
      expect(within(picture).getByRole('img')).toHaveAttribute(
        'alt',
        '居民身份证换领 · 我的材料清单：必要材料已备齐 1/2 项。已备齐：居民户口簿',
      );
      expect(drawn).toContain('☑ 已备齐  居民户口簿');
      expect(drawn.find((l) => l.startsWith('在线查看：'))).toMatch(/understandCard\?matterId=M12010103&have=1/);
      expect(screen.getByRole('link', { name: '查看完整办事指南' }).getAttribute('href')).toMatch(
        /^#\/guidelines\?matterId=M12010103&have=1&/,
      );
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
    }
  });

  it('in the messenger the picture is pressed long to send or save (its browser downloads nothing)', async () => {
    const ctx = {
      font: '',
      fillStyle: '',
      textBaseline: '',
      measureText: () => ({ width: 10 }),
      fillRect: () => undefined,
      fillText: () => undefined,
    };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback) => done(new Blob(['png'], { type: 'image/png' })));
    const created = vi.fn(() => 'blob:unused');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.50');
    try {
      renderApp('/guidelines?matterId=M12010103');
      await userEvent.click(await screen.findByRole('button', { name: '生成清单图片' }));
      const picture = await screen.findByRole('figure', { name: '材料清单图片' });
      expect(within(picture).getByRole('img').getAttribute('src')).toBe(`data:image/png;base64,${btoa('png')}`);
      expect(within(picture).getByText('长按上方图片，可发送给朋友或保存到手机')).toBeInTheDocument();
      expect(within(picture).queryByRole('link', { name: '保存图片' })).not.toBeInTheDocument();
      expect(within(picture).queryByRole('button', { name: '分享图片' })).not.toBeInTheDocument();
      expect(created).not.toHaveBeenCalled();
    } finally {
      ua.mockRestore();
      getContext.mockRestore();
      toBlob.mockRestore();
    }
  });
});
