import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineNote } from '@/features/cases/components/case-info';
import type { CaseDetail } from '@/features/cases/types';

// The phone's clock is 3 hours behind the gateway's: the countdown follows the gateway.
const PHONE = Date.UTC(2026, 10, 23, 1, 0);
const GATEWAY = PHONE + 3 * 3_600_000;

const returned = (dueIn: number) =>
  ({ stage: 'returned', supplementDueAt: GATEWAY + dueIn, now: GATEWAY, dueAt: null }) as unknown as CaseDetail;

describe('DeadlineNote', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(PHONE);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the supplement deadline down on the gateway clock while the page stays open', () => {
    render(<DeadlineNote c={returned(40 * 60_000)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('补正期限即将届满：');
    expect(screen.getByText(/剩余40分钟/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText(/剩余30分钟/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(31 * 60_000));
    expect(screen.getByText(/已超期1分钟/)).toBeInTheDocument();
    // The warning itself is announced once: the ticking minutes are outside it.
    expect(screen.getByRole('alert')).toHaveTextContent(/^补正期限即将届满：$/);
  });

  it('warns only in the last day, and counts a promised deadline down too', () => {
    const { unmount } = render(<DeadlineNote c={returned(2 * 86_400_000)} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/请补正材料：.*剩余2天/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(86_400_000 + 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('补正期限即将届满');
    unmount();
    render(<DeadlineNote c={{ stage: 'accepted', dueAt: GATEWAY + 5 * 3_600_000, now: GATEWAY } as unknown as CaseDetail} />);
    expect(screen.getByText(/承诺办结期限.*剩余5小时/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(screen.getByText(/剩余4小时/)).toBeInTheDocument();
  });
});
