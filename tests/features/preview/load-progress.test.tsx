import { readFileSync } from 'node:fs';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FilePreview } from '@/features/preview/components/file-preview';
import { bytesText, formatBytes } from '@/features/preview/load-progress';
import { server } from '../../setup';

// pdf.js stands in as its loading task: the test says when bytes come; nothing resolves the document.
type FakeLoad = {
  task: { onProgress: ((p: { loaded: number; total?: number }) => void) | null; promise: Promise<never> };
  workerReady: Promise<void>;
  destroy: ReturnType<typeof vi.fn>;
};
const pdf = vi.hoisted(() => ({ loads: [] as FakeLoad[] }));
vi.mock('@/features/preview/pdfjs', () => ({
  AnnotationMode: { ENABLE_FORMS: 2 },
  openPdf: () => {
    const load: FakeLoad = {
      task: { onProgress: null, promise: new Promise<never>(() => {}) },
      workerReady: Promise.resolve(),
      destroy: vi.fn(() => Promise.resolve()),
    };
    pdf.loads.push(load);
    return load;
  },
}));

const DOCX = readFileSync('public/fixtures/sample.docx');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeEach(() => {
  pdf.loads.length = 0;
});

describe('formatBytes and bytesText', () => {
  it('says bytes, KB and MB, with the size when it is known and the bytes alone when not', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_558)).toBe('12.3 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(bytesText({ stage: 'download', loaded: 1.2 * 1024 * 1024, total: 3.4 * 1024 * 1024 })).toBe('1.2 MB / 3.4 MB');
    expect(bytesText({ stage: 'download', loaded: 1.2 * 1024 * 1024 })).toBe('1.2 MB');
    expect(bytesText({ stage: 'download', loaded: 0 })).toBe('');
    // More than the size said (a wrong header) never reads as more than 100 %.
    expect(bytesText({ stage: 'download', loaded: 5000, total: 4096 })).toBe('4.0 KB / 4.0 KB');
  });
});

describe('PDF preview progress', () => {
  it('says each stage once, shows the bytes and the bar, cancels and loads again', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { unmount } = render(<FilePreview address="/files/guide.pdf" onBack={onBack} isIOS={false} />);
    // The viewer's chunk is on its way.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('正在加载预览组件…');
    expect(status).toHaveAttribute('aria-live', 'polite');

    // pdf.js's worker runs: the file comes next.
    await waitFor(() => expect(status).toHaveTextContent('正在下载文件'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const load = pdf.loads[0];
    act(() => load.task.onProgress!({ loaded: 1.2 * 1024 * 1024, total: 3.4 * 1024 * 1024 }));
    expect(screen.getByText('1.2 MB / 3.4 MB')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '文件下载进度' }) as HTMLProgressElement;
    expect(bar.max).toBeCloseTo(3.4 * 1024 * 1024);
    expect(bar.value).toBeCloseTo(1.2 * 1024 * 1024);
    expect(bar).toHaveAttribute('aria-valuetext', '1.2 MB / 3.4 MB');

    // More bytes: the bar and the figures move; the status region, the same node, says the same.
    act(() => load.task.onProgress!({ loaded: 2.5 * 1024 * 1024, total: 3.4 * 1024 * 1024 }));
    expect(screen.getByText('2.5 MB / 3.4 MB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^正在下载文件$/);

    // A size pdf.js does not know: the bytes alone, no bar.
    act(() => load.task.onProgress!({ loaded: 2.6 * 1024 * 1024, total: NaN }));
    expect(screen.getByText('2.6 MB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // 取消: the loading task is destroyed, the resting state has the focus.
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(load.destroy).toHaveBeenCalledTimes(1);
    const title = screen.getByRole('heading', { name: '已取消加载' });
    expect(title).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', `${window.location.origin}/files/guide.pdf`);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);

    // 重新加载: a new load, from the start, with the focus on its 取消.
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(pdf.loads).toHaveLength(2));
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('正在下载文件'));
    // A report from the cancelled load changes nothing.
    act(() => load.task.onProgress!({ loaded: 3 * 1024 * 1024, total: 3.4 * 1024 * 1024 }));
    expect(screen.queryByText('3.0 MB / 3.4 MB')).toBeNull();

    // Leaving the page destroys the load in flight.
    unmount();
    expect(pdf.loads[1].destroy).toHaveBeenCalledTimes(1);
  });
});

describe('Word preview progress', () => {
  const URL_ = `${window.location.origin}/files/slow.docx`;

  /** The first request sends half the file, then holds the rest until released; later ones send it all. */
  function serveSlowly(headers: Record<string, string> = { 'content-length': String(DOCX.length) }) {
    const signals: AbortSignal[] = [];
    let release = () => {};
    server.use(
      http.get(URL_, ({ request }) => {
        signals.push(request.signal);
        const hold = signals.length === 1;
        const half = Math.floor(DOCX.length / 2);
        const body = new ReadableStream<Uint8Array>({
          async start(ctrl) {
            ctrl.enqueue(new Uint8Array(DOCX.subarray(0, half)));
            if (hold) await new Promise<void>((resolve) => (release = resolve));
            try {
              ctrl.enqueue(new Uint8Array(DOCX.subarray(half)));
              ctrl.close();
            } catch {
              // Cancelled meanwhile.
            }
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': DOCX_TYPE, ...headers } });
      }),
    );
    return { signals, release: () => release() };
  }

  it('counts the bytes of the stream, aborts the fetch on 取消 and renders after 重新加载', async () => {
    const user = userEvent.setup();
    const slow = serveSlowly();
    render(<FilePreview address={URL_} />);
    expect(await screen.findByText('1.9 KB / 3.8 KB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^正在下载文件$/);
    expect((screen.getByRole('progressbar', { name: '文件下载进度' }) as HTMLProgressElement).max).toBe(DOCX.length);

    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByRole('heading', { name: '已取消加载' })).toHaveFocus();
    expect(slow.signals[0].aborted).toBe(true);
    // No 返回 without a way back.
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    slow.release();

    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('营业执照办理指南')).toBeInTheDocument();
    expect(slow.signals).toHaveLength(2);
    expect(slow.signals[1].aborted).toBe(false);
    // Shown: the status and 取消 go (the text is in the page a moment before the state says so).
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
  });

  it('without a Content-Length shows the bytes so far and no bar; leaving aborts the fetch', async () => {
    const slow = serveSlowly({});
    const { unmount } = render(<FilePreview address={URL_} />);
    expect(await screen.findByText('1.9 KB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    expect(slow.signals[0].aborted).toBe(true);
    slow.release();
  });
});
