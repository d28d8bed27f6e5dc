import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render-app';

// 投诉建议's first screen comes without the wizard's code (docs/performance.md, "投诉建议"); the code
// loads after it. Here its first load fails: the page says so, and 重试 asks for it again.
let failures = 1;
vi.mock('@/features/rating/complaints/components/complaint-wizard', async (original) => {
  if (failures > 0) {
    failures -= 1;
    throw new Error('wizard not loaded');
  }
  return original();
});

describe('投诉建议 before its wizard', () => {
  it('shows its first screen, then the load failure with 重试, which brings the form', async () => {
    const user = userEvent.setup();
    renderApp('/complaint');
    expect(await screen.findByRole('heading', { level: 1, name: '投诉建议' })).toBeInTheDocument();
    expect(screen.getByText(/请选择您要投诉的那次办事/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('button', { name: /下一步：填写问题/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '或选择大厅' })).toBeInTheDocument());
  });
});
