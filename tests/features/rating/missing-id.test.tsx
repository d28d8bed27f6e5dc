import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// Defect 10: a detail page opened without its id showed a skeleton forever.
describe('detail pages without an id say so and offer a way on', () => {
  it.each([
    ['/complaintDetails', '我的投诉建议'],
    ['/evaluationPage', '待评价'],
    ['/watchEvaluated', '我的评价'],
  ])('%s', async (route, way) => {
    startTestSession({ userId: 'U-NOID' });
    renderApp(route);
    expect(await screen.findByText('未指定要查看的记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `查看${way}` })).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument();
    // The app's start (a lazy module, for the kept session) has finished too: nothing renders after the test.
    await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true));
  });
});
