import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The auth start throws (a bad stored value, a failed chunk) until it is mended: the app must not go blank.
const auth = vi.hoisted(() => ({ broken: true }));
vi.mock('@/app/auth-boot', () => ({
  AuthBoot: () => {
    if (auth.broken) throw new Error('auth start broke');
    return null;
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('root error boundary', () => {
  it('shows a recoverable page when the auth start fails, and the app comes back on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { App } = await import('@/app/app');
    window.location.hash = '#/home?fixedArea=120100&rootArea=120000&sys=home';
    render(<App maintenance={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: '一窗受理' })).toBeInTheDocument();
    expect(screen.getByText('应用出错了，请重试')).toBeInTheDocument();
    expect(screen.queryByLabelText('切换区域')).not.toBeInTheDocument();
    auth.broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('切换区域')).toBeInTheDocument();
    expect(screen.queryByText('应用出错了，请重试')).not.toBeInTheDocument();
  });
});
