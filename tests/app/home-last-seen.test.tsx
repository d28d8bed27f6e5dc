import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emulatorTestApi } from '@/mocks/test-api';
import { lastSeen } from '@/lib/query/last-seen';
import { hallListQuery } from '@/features/halls/api/get-hall-list';
import { renderApp } from '../utils/render-app';

const HOME = '/home?fixedArea=120100&rootArea=120000&sys=home';
const HALL = '天津市政务服务中心';
const seenAt = () =>
  (JSON.parse(window.localStorage.getItem('ow.lastSeen') ?? '{}') as Record<string, { at: number }>)[
    JSON.stringify(hallListQuery('120100').queryKey)
  ]?.at;

// Issue 14: on a weak network the first card of home should not wait for the gateway every visit.
describe('home on the next visit', () => {
  it('shows the area and its hall kept from the last visit at once, while the gateway is slow, then the fresh answer', async () => {
    const first = renderApp(HOME);
    expect(await screen.findByText(HALL)).toBeInTheDocument();
    expect(lastSeen(hallListQuery('120100').queryKey)).toEqual(expect.arrayContaining([expect.objectContaining({ name: HALL })]));
    const before = seenAt()!;
    first.unmount();

    // The next visit: every call of the area and its halls takes four seconds.
    emulatorTestApi.setFaults({ latency: 4000 });
    renderApp(HOME);
    expect(await screen.findByText(HALL, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(screen.getByText('天津市')).toBeInTheDocument();
    // The same calls ran again, and their answers are kept for the visit after.
    await waitFor(() => expect(seenAt()).toBeGreaterThan(before), { timeout: 10_000 });
    expect(screen.getByText(HALL)).toBeInTheDocument();
  });
});
