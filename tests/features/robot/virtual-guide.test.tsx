import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseVoice, sentences } from '@/features/robot/speech';
import { renderApp } from '../../utils/render-app';

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';
const SLOW = { timeout: 5000 };

interface FakeUtterance {
  text: string;
  onstart: (() => void) | null;
  onend: (() => void) | null;
}

/** A speech engine that records what it is asked to say; `finish()` ends the current sentence. */
function stubSpeech(voices: Partial<SpeechSynthesisVoice>[]) {
  const spoken: string[] = [];
  let current: FakeUtterance | null = null;
  const engine = {
    speak: vi.fn((u: FakeUtterance) => {
      spoken.push(u.text);
      current = u;
      u.onstart?.();
    }),
    cancel: vi.fn(() => {
      current = null;
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: () => voices as SpeechSynthesisVoice[],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  class Utterance {
    lang = '';
    voice: unknown = null;
    rate = 1;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: engine });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: Utterance });
  return {
    engine,
    spoken,
    finish: () => act(() => (current as FakeUtterance | null)?.onend?.()),
  };
}

afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

describe('speech helpers', () => {
  it.each([
    ['到大厅办事前请：\n带齐原件；尽量预约。', ['到大厅办事前请：', '带齐原件；', '尽量预约。']],
    ['好。。\n\n', ['好。。']],
    ['', []],
  ])('sentences(%j)', (text, out) => expect(sentences(text)).toEqual(out));

  it('prefers a Chinese voice', () => {
    const en = { lang: 'en-US', default: true } as SpeechSynthesisVoice;
    const zh = { lang: 'zh-CN', default: false } as SpeechSynthesisVoice;
    expect(chooseVoice([en, zh])).toEqual({ voice: zh, chinese: true });
    expect(chooseVoice([en])).toEqual({ voice: en, chinese: false });
    expect(chooseVoice([])).toEqual({ voice: null, chinese: false });
  });
});

describe('virtualHumanPage', () => {
  it('reads the answer aloud sentence by sentence with captions, pause, resume and replay', async () => {
    const speech = stubSpeech([{ lang: 'zh-CN', name: '婷婷', default: true }]);
    const user = userEvent.setup();
    renderApp(`/virtualHumanPage?itemId=faq-guide&${AREA}`);
    expect(await screen.findByRole('heading', { level: 2, name: '去大厅办事要注意什么？' }, SLOW)).toBeInTheDocument();
    const caption = screen.getByTestId('caption');
    expect(caption).toHaveTextContent('点“朗读”听答案。');
    await user.click(await screen.findByRole('button', { name: '朗读' }, SLOW));
    expect(speech.spoken).toEqual(['到大厅办事前请：']);
    expect(caption).toHaveTextContent('到大厅办事前请：');
    expect(screen.getByRole('img', { name: '导办员正在讲话' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '暂停' }));
    expect(speech.engine.pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(speech.engine.resume).toHaveBeenCalled();

    speech.finish();
    expect(caption).toHaveTextContent('在“办事指南”中查好申请材料，带齐原件；');
    await user.click(screen.getByRole('button', { name: '重播' }));
    expect(speech.engine.cancel).toHaveBeenCalled();
    expect(speech.spoken.at(-1)).toBe('到大厅办事前请：');

    for (let i = 0; i < 10 && !/已读完/.test(caption.textContent ?? ''); i++) speech.finish();
    expect(caption).toHaveTextContent('已读完');
    expect(screen.getByRole('img', { name: '导办员' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重播' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '答案全文' })).getByText('办事须知全文见下方文件。')).toBeInTheDocument();
  });

  it('a question asked on the page is answered and read at once', async () => {
    const speech = stubSpeech([{ lang: 'zh-CN', name: '婷婷', default: true }]);
    const user = userEvent.setup();
    renderApp(`/virtualHumanPage?${AREA}`);
    expect(await screen.findByText('请选择或输入一个问题', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '输入要问导办员的问题' }), '结婚登记收费吗');
    await user.click(screen.getByRole('button', { name: '提问' }));
    expect(await screen.findByRole('heading', { level: 2, name: '结婚登记收费吗？' }, SLOW)).toBeInTheDocument();
    await vi.waitFor(() => expect(speech.spoken[0]).toMatch(/^结婚登记：/));
  });

  it('says so where the browser has no speech, and shows the text', async () => {
    renderApp(`/virtualHumanPage?itemId=faq-hours&${AREA}`);
    expect(await screen.findByText('您的浏览器不支持语音朗读，请阅读下方文字。', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/和平区政务服务中心/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '朗读' })).toBeDisabled();
  });

  it('says so where the device has no voice', async () => {
    stubSpeech([]);
    renderApp(`/virtualHumanPage?itemId=faq-hours&${AREA}`);
    expect(await screen.findByText('本设备没有可用的语音，请阅读下方文字。', {}, SLOW)).toBeInTheDocument();
  });
});
