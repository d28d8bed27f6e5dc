import { render, screen, waitFor } from '@testing-library/react';
import { VideoPlayer } from '@/features/preview/components/video-player';

const control = vi.hoisted(() => ({
  capture: vi.fn<(source: string | Blob, options?: { signal?: AbortSignal }) => Promise<Blob | null>>(),
}));
vi.mock('@/features/preview/video-cover', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/preview/video-cover')>()),
  captureVideoCover: control.capture,
}));

const created: string[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  control.capture.mockReset();
  // jsdom can play nothing and has no object URLs.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  URL.createObjectURL = vi.fn(() => {
    const u = `blob:cover-${created.length + 1}`;
    created.push(u);
    return u;
  });
  URL.revokeObjectURL = vi.fn((u: string) => void revoked.push(u));
});
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const video = () => screen.getByLabelText('视频') as HTMLVideoElement;

describe('VideoPlayer cover', () => {
  it('shows the captured JPEG as the poster and revokes it when the viewer goes', async () => {
    control.capture.mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' }));
    const view = render(<VideoPlayer url="http://files.test/a.mp4" extension="mp4" onProblem={vi.fn()} />);
    expect(video()).not.toHaveAttribute('poster');
    await waitFor(() => expect(video()).toHaveAttribute('poster', 'blob:cover-1'));
    expect(control.capture).toHaveBeenCalledWith('http://files.test/a.mp4', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(video()).toHaveAttribute('src', 'http://files.test/a.mp4');
    view.unmount();
    expect(revoked).toEqual(['blob:cover-1']);
  });

  it('plays as before without a cover', async () => {
    let done!: (b: Blob | null) => void;
    control.capture.mockReturnValue(new Promise((r) => (done = r)));
    const onProblem = vi.fn();
    render(<VideoPlayer url="http://files.test/a.mp4" extension="mp4" onProblem={onProblem} />);
    done(null);
    await waitFor(() => expect(control.capture).toHaveBeenCalled());
    await Promise.resolve();
    expect(video()).not.toHaveAttribute('poster');
    expect(video()).toHaveAttribute('controls');
    expect(created).toEqual([]);
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('drops the old cover when the video changes and ignores a capture that ends after it', async () => {
    let first!: (b: Blob | null) => void;
    control.capture.mockReturnValueOnce(new Promise((r) => (first = r))).mockResolvedValueOnce(new Blob(['y'], { type: 'image/jpeg' }));
    const view = render(<VideoPlayer url="http://files.test/a.mp4" extension="mp4" onProblem={vi.fn()} />);
    const firstSignal = control.capture.mock.calls[0][1]!.signal!;
    view.rerender(<VideoPlayer url="http://files.test/b.mp4" extension="mp4" onProblem={vi.fn()} />);
    expect(firstSignal.aborted).toBe(true);
    await waitFor(() => expect(video()).toHaveAttribute('poster', 'blob:cover-1'));
    first(new Blob(['late'], { type: 'image/jpeg' }));
    await Promise.resolve();
    expect(created).toEqual(['blob:cover-1']);
    expect(video()).toHaveAttribute('src', 'http://files.test/b.mp4');
  });

  it('tries no cover for a format the browser cannot play', () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    const onProblem = vi.fn();
    render(<VideoPlayer url="http://files.test/a.avi" extension="avi" onProblem={onProblem} />);
    expect(onProblem).toHaveBeenCalledWith('video-format');
    expect(control.capture).not.toHaveBeenCalled();
  });
});
