import { vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { renderApp, currentRoute } from '../../utils/render-app';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const at = (fileUrl: string) => `/previewFile?${AREA}&fileUrl=${encodeURIComponent(fileUrl)}`;

describe('previewFile page', () => {
  it('refuses a javascript: address with the invalid-address message and no download', async () => {
    renderApp(at('javascript:alert(document.domain)'));
    expect(await screen.findByText('文件地址无效')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载文件' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    'https://evil.example/a.pdf',
    'http://169.254.169.254/latest/meta-data/a.docx',
    'http://127.0.0.1:8012/getCorsFile?urlPath=file:///etc/passwd',
    'http://127.0.0.1@evil.example/a.pdf',
    'https://evil.example/report.xlsx',
  ])('refuses %s before any request: a clear message, no frame, no link', async (address) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(at(address));
    expect(await screen.findByText('文件来源不受信任')).toBeInTheDocument();
    expect(screen.getByText(/只能预览本站和指定文件服务器上的文件/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载文件' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('a[href*="evil"], a[href*="169.254"], a[href*="127.0.0.1"]')).toBeNull();
    const hostile = fetchSpy.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((u) => /evil|169\.254|127\.0\.0\.1/.test(u));
    expect(hostile).toEqual([]);
    fetchSpy.mockRestore();
  });

  it('an AVI the browser cannot decode: the online preview frame and a download, no dead player', async () => {
    // jsdom's canPlayType answers '' for every type, as a browser without an AVI decoder does.
    renderApp(at('/fixtures/sample.avi'));
    const frame = await screen.findByTitle('在线预览：sample.avi');
    const src = new URL(frame.getAttribute('src')!, window.location.href);
    expect(atob(src.searchParams.get('url')!)).toBe(`${window.location.origin}/fixtures/sample.avi`);
    expect(screen.getByText(/当前浏览器无法直接播放 AVI 格式的视频/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', `${window.location.origin}/fixtures/sample.avi`);
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows an xlsx in the online preview frame with a Base64 address and zoom bounds', async () => {
    const user = userEvent.setup();
    renderApp(at('/fixtures/sample.xlsx'));
    const frame = await screen.findByTitle('在线预览：sample.xlsx');
    const src = new URL(frame.getAttribute('src')!, window.location.href);
    expect(src.pathname.endsWith('/preview-service/onlinePreview')).toBe(true);
    expect(atob(src.searchParams.get('url')!)).toBe(`${window.location.origin}/fixtures/sample.xlsx`);
    // No top navigation for the framed service.
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame).toHaveStyle({ width: '105%' });
    expect(screen.getByText('105%')).toBeInTheDocument();
    const zoomOut = screen.getByRole('button', { name: '缩小' });
    await user.click(zoomOut);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(frame).toHaveStyle({ width: '100%' });
    expect(zoomOut).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(frame).toHaveStyle({ width: '105%' });
  });

  it('shows the note and the in-app action buttons from the navigation state', async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      {
        usr: {
          url: '/fixtures/sample.png',
          title: '证照预览',
          note: '请核对证照信息。',
          buttons: [
            { text: '回到首页', type: 'primary', action: '/home' },
            { text: '外部', action: 'https://evil.example/' },
            { text: '伪装', action: '//evil.example/' },
          ],
        },
        key: 'test',
        idx: 0,
      },
      '',
      `#/previewFile?${AREA}`,
    );
    render(<App maintenance={false} />);
    expect(await screen.findByRole('img', { name: 'sample.png' })).toBeInTheDocument();
    expect(screen.getByText('证照预览')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '说明' })).getByText(/请核对证照信息。/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '外部' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '伪装' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '回到首页' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home\?.*fixedArea=120100/));
  });
});
