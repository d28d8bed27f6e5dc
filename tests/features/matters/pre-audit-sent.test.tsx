import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preAudits } from '@/mocks/features/cases/tables';
import { emulatorTestApi } from '@/mocks/node';
import { SUBMIT_DEBOUNCE_MS } from '@/lib/forms/use-guarded-submit';
import { pngHeader } from '../../utils/images';
import { renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// The form fault matrix's 材料预审 (e2e/support/forms/matters.ts; docs/reliability.md, "Submits"):
// a pre-review sent is sent once. The pages sent stayed in the sender, so a tap after the
// debounce sent the same materials again as a second pre-review.

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const png = (name: string) => new File([pngHeader(800, 600, 6000)], name, { type: 'image/png' });

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});

describe('材料预审 once sent', () => {
  it('the sender is empty again: a later tap asks for materials and sends no second pre-review', async () => {
    startTestSession();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/preAuditionFillIn?matterId=M12010001&${AREA}`);
    await user.upload(await screen.findByLabelText('上传居民身份证'), png('id.png'));
    expect(await screen.findByRole('img', { name: '居民身份证第1页' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交预审' }));
    const mine = await screen.findByRole('region', { name: '我的预审' });
    expect((await within(mine).findAllByText(/预审中/)).length).toBeGreaterThan(0);
    expect(preAudits.all()).toHaveLength(1);

    await waitFor(() => expect(screen.queryByRole('img', { name: '居民身份证第1页' })).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, SUBMIT_DEBOUNCE_MS + 100));
    await user.click(screen.getByRole('button', { name: '提交预审' }));
    expect(await screen.findByText('请至少上传一项材料')).toBeInTheDocument();
    expect(preAudits.all()).toHaveLength(1);
  }, 30_000);
});
