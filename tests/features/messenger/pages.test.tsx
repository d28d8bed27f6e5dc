import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapGuide } from '@/features/halls/components/map-guide';
import { CertificateVerify } from '@/features/profile/components/certificate-verify';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ImageField } from '@/components/image-field/image-field';
import { resetBridgeSdk, setBridgeSdk } from '@/lib/bridge/sdk';
import { leaveMessenger, readyWx } from '../../utils/messenger';
import { renderApp } from '../../utils/render-app';
import { wxDoubleRecord } from '../../utils/wx-double';

// Pages and fields that use the bridge: the messenger's ability when the bridge is configured,
// the browser's way otherwise.

// Unmount before the bridge is reset: a page still on screen would render the reset after the test.
afterEach(() => {
  cleanup();
  resetBridgeSdk();
  leaveMessenger();
});

const calls = (name: string) => wxDoubleRecord().calls.filter((c) => c.name === name);

describe('到这里去 (mapGuide)', () => {
  const destination = { lat: 39.117, lng: 117.195, name: '和平区政务服务中心', address: '和平区南京路1号' };

  it("inside the messenger, 导航到这里 opens the messenger's map through the bridge, with no map-app sheet", async () => {
    setBridgeSdk(await readyWx());
    render(<MapGuide destination={destination} />);
    await userEvent.click(screen.getByRole('button', { name: '导航到这里' }));
    await vi.waitFor(() => expect(calls('openLocation')).toHaveLength(1));
    expect(calls('openLocation')[0].args).toEqual({
      latitude: 39.117,
      longitude: 117.195,
      name: destination.name,
      address: destination.address,
      scale: 16,
    });
    expect(screen.queryByText('选择地图应用')).toBeNull();
  });

  it('a refusing messenger, or no bridge at all, offers the map apps', async () => {
    setBridgeSdk(await readyWx({ abilities: { openLocation: 'fail' } }));
    const { unmount } = render(<MapGuide destination={destination} />);
    await userEvent.click(screen.getByRole('button', { name: '导航到这里' }));
    expect(await screen.findByText('选择地图应用')).toBeInTheDocument();
    unmount();
    resetBridgeSdk();
    render(<MapGuide destination={destination} />);
    await userEvent.click(screen.getByRole('button', { name: '导航到这里' }));
    expect(await screen.findByText('选择地图应用')).toBeInTheDocument();
  });
});

describe('a hall list (找大厅)', () => {
  it('inside the messenger, 导航 opens the messenger map with the hall and stays on the page', async () => {
    setBridgeSdk(await readyWx());
    renderApp('/findTheLobby?fixedArea=120100&rootArea=120000&sys=home');
    const link = await screen.findByRole('link', { name: '导航到和平区政务服务中心' }, { timeout: 10_000 });
    await userEvent.click(link);
    await vi.waitFor(() => expect(calls('openLocation')).toHaveLength(1));
    expect(calls('openLocation')[0].args).toMatchObject({ name: '和平区政务服务中心', scale: 16 });
    expect(window.location.hash).toContain('#/findTheLobby');
    // The app's start (a lazy module, run once the visit is idle) has finished: nothing renders after the test.
    await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true));
  });

  it('elsewhere, 导航 is a link to the map page (which hands off to a map app)', async () => {
    renderApp('/findTheLobby?fixedArea=120100&rootArea=120000&sys=home');
    const link = await screen.findByRole('link', { name: '导航到和平区政务服务中心' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/uri\.amap\.com\/marker\?position=117\.\d{6},39\.\d{6}&name=/));
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true));
  });
});

describe('certificate verification (核验证照)', () => {
  it('inside the messenger, 扫码 fills the code from the camera', async () => {
    setBridgeSdk(await readyWx({ scanResult: 'OWCERT-123456' }));
    render(<CertificateVerify />);
    await userEvent.click(screen.getByRole('button', { name: '扫码' }));
    expect(await screen.findByDisplayValue('OWCERT-123456')).toBeInTheDocument();
    expect(calls('scanQRCode')[0].args).toMatchObject({ needResult: 1 });
  });

  it('a failed scan says so and leaves typing', async () => {
    setBridgeSdk(await readyWx({ abilities: { scanQRCode: 'fail' } }));
    render(<CertificateVerify />);
    await userEvent.click(screen.getByRole('button', { name: '扫码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('扫码失败，请手动输入核验码');
  });

  it('elsewhere there is no scan button: the code is typed or pasted', () => {
    render(<CertificateVerify />);
    expect(screen.queryByRole('button', { name: '扫码' })).toBeNull();
    expect(screen.getByLabelText('核验码')).toBeInTheDocument();
  });
});

describe('certificate verification in an ordinary browser (camera scanning)', () => {
  const w = window as unknown as { BarcodeDetector?: unknown };
  const nav = navigator as unknown as { mediaDevices?: unknown };
  let seen: string[] = [];
  class FakeDetector {
    static getSupportedFormats = () => Promise.resolve(['qr_code']);
    detect(source: HTMLVideoElement) {
      // A code is "in the picture" once the camera's stream is on the video.
      return Promise.resolve(source.srcObject ? seen.splice(0, 1).map((rawValue) => ({ rawValue })) : []);
    }
  }
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };

  beforeEach(() => {
    seen = [];
    track.stop.mockClear();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete w.BarcodeDetector;
    delete nav.mediaDevices;
  });

  it('without a barcode detector the camera button is still there: the QR decoder reads instead', () => {
    nav.mediaDevices = { getUserMedia: vi.fn() };
    render(<CertificateVerify />);
    expect(screen.getByRole('button', { name: '摄像头扫码' })).toBeInTheDocument();
    expect(screen.queryByTestId('scan-unavailable')).toBeNull();
  });

  it('without a camera (no getUserMedia) there is no camera button, and the page says to type or paste the code', () => {
    w.BarcodeDetector = FakeDetector;
    render(<CertificateVerify />);
    expect(screen.queryByRole('button', { name: '摄像头扫码' })).toBeNull();
    expect(screen.getByTestId('scan-unavailable')).toHaveTextContent('此浏览器不支持摄像头扫码，请用扫码枪扫描，或粘贴、输入核验码。');
    expect(screen.getByLabelText('核验码')).toBeEnabled();
  });

  it('摄像头扫码 reads the code from the back camera, fills it in and turns the camera off', async () => {
    w.BarcodeDetector = FakeDetector;
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    nav.mediaDevices = { getUserMedia };
    seen = ['OWC1.scanned-code'];
    render(<CertificateVerify />);
    expect(screen.queryByTestId('scan-unavailable')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '摄像头扫码' }));
    expect(await screen.findByDisplayValue('OWC1.scanned-code')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: '摄像头扫码' })).toBeNull();
    expect(screen.getByRole('button', { name: '摄像头扫码' })).toBeInTheDocument();
  });

  it('a refused camera says why and leaves the code entry', async () => {
    w.BarcodeDetector = FakeDetector;
    nav.mediaDevices = { getUserMedia: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) };
    render(<CertificateVerify />);
    await userEvent.click(screen.getByRole('button', { name: '摄像头扫码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '未获得摄像头权限，无法扫码。请在浏览器设置中允许本网站使用摄像头后重试，或直接输入核验码。',
    );
    await userEvent.type(screen.getByLabelText('核验码'), 'OWC1.typed');
    expect(screen.getByLabelText('核验码')).toHaveValue('OWC1.typed');
  });

  it('取消扫码 closes the scanner and releases the camera', async () => {
    w.BarcodeDetector = FakeDetector;
    nav.mediaDevices = { getUserMedia: vi.fn().mockResolvedValue(stream) };
    render(<CertificateVerify />);
    await userEvent.click(screen.getByRole('button', { name: '摄像头扫码' }));
    expect(await screen.findByText('请将二维码置于画面中，识别后自动填入')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消扫码' }));
    expect(screen.queryByRole('group', { name: '摄像头扫码' })).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('a photo field (rating and complaints)', () => {
  const props = { images: [], onRetry: vi.fn(), onRemove: vi.fn(), canRetry: () => false };

  it("inside the messenger, 添加图片 opens the messenger's picker and adds what was chosen", async () => {
    setBridgeSdk(await readyWx());
    const onAdd = vi.fn();
    render(<ImageField {...props} onAdd={onAdd} />);
    await userEvent.click(screen.getByLabelText('添加图片'));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const files = onAdd.mock.calls[0][0] as File[];
    expect(files.map((f) => f.type)).toEqual(['image/png', 'image/png']);
    expect(calls('chooseImage')[0].args).toMatchObject({ count: 8 });
  });

  it('a cancelled picker adds nothing', async () => {
    setBridgeSdk(await readyWx({ abilities: { chooseImage: 'cancel' } }));
    const onAdd = vi.fn();
    render(<ImageField {...props} onAdd={onAdd} />);
    await userEvent.click(screen.getByLabelText('添加图片'));
    await vi.waitFor(() => expect(calls('chooseImage')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('elsewhere the file input takes the pictures', async () => {
    const onAdd = vi.fn();
    const { container } = render(<ImageField {...props} onAdd={onAdd} />);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(container).getByLabelText('添加图片'), file);
    expect(onAdd).toHaveBeenCalledWith([file]);
  });
});
