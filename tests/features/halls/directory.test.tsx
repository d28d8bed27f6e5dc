import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { departments, halls } from '@/mocks/db/tables';
import { windows } from '@/mocks/db/tables';
import { windowStaff } from '@/mocks/features/halls/tables';
import { evaluations } from '@/mocks/features/rating/tables';
import { gateway } from '@/lib/http/client';
import { startTestSession } from '../../utils/session';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const AREA = '120101';
const areaHalls = () => halls.filter((h) => h.areaCode.startsWith(AREA));

describe('咨询电话', () => {
  it('lists every hall of the area with its own and its departments’ phones, each a tap-to-call link', async () => {
    renderApp(`/phoneTable?fixedArea=${AREA}&rootArea=120000`);
    expect(await screen.findByRole('link', { name: '12345' })).toHaveAttribute('href', 'tel:12345');
    for (const h of areaHalls()) {
      expect(screen.getByText(h.name)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: h.phone }).some((a) => a.getAttribute('href') === `tel:${h.phone}`)).toBe(true);
      for (const d of departments.filter((x) => x.hallId === h.id)) {
        const row = screen
          .getAllByText(d.name)
          .find((el) => el.closest('.adm-list-item'))!
          .closest('.adm-list-item') as HTMLElement;
        expect(within(row).getByRole('link', { name: d.phone })).toHaveAttribute('href', `tel:${d.phone}`);
      }
    }
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/phones' });
    renderApp(`/phoneTable?fixedArea=${AREA}&rootArea=120000`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '12345' })).toBeInTheDocument();
  });
});

/**
 * The ranking as the rating tables make it: each member of staff's earlier ratings (the staff table)
 * and the done 好差评 ratings given to them, averaged; 非常满意 counted as praise.
 */
function expectedStars() {
  const ids = new Set(areaHalls().map((h) => h.id));
  return windowStaff
    .filter((s) => ids.has(s.hallId))
    .map((s) => {
      const mine = evaluations.filter((e) => e.status === 'done' && e.staffId === s.id);
      const ratingCount = s.priorCount + mine.length;
      const w = windows.get(s.windowId)!;
      return {
        id: s.id,
        name: s.name,
        hallId: s.hallId,
        hallName: halls.get(s.hallId)!.name,
        windowNumber: w.number,
        windowName: w.name,
        ratingCount,
        score: Math.round(((s.priorSum + mine.reduce((n, e) => n + (e.level ?? 0), 0)) / ratingCount) * 100) / 100,
        praise: s.priorFives + mine.filter((e) => e.level === 5).length,
      };
    })
    .sort((a, b) => b.score - a.score || b.ratingCount - a.ratingCount || a.id.localeCompare(b.id))
    .slice(0, 20);
}

const ratingText = (s: { score: number; ratingCount: number; praise: number }) =>
  `${s.score.toFixed(2)}分 · ${s.ratingCount}次评价 · ${s.praise}次表扬`;

describe('服务之星', () => {
  it('ranks the area’s staff best first, with their hall, window and ratings, and leads to the hall', async () => {
    const expected = expectedStars();
    expect(expected.length).toBeGreaterThan(3);
    renderApp(`/serviceStar?fixedArea=${AREA}&rootArea=120000`);
    const ranking = await screen.findByRole('list', { name: '服务之星排行' });
    const items = within(ranking).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(expected.map((s, i) => `第${i + 1}名 ${s.name}`));
    expect(items[0]).toHaveTextContent(ratingText(expected[0]));
    expect(items[0]).toHaveTextContent(`${expected[0].windowNumber} ${expected[0].windowName}`);
    await userEvent.click(within(items[0]).getByRole('link', { name: expected[0].hallName }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallIntroPortal\?/));
    expect(currentQuery().get('hallId')).toBe(expected[0].hallId);
  });

  it('a citizen’s 好差评 rating of a window moves its staff’s score, count and praise on the list', async () => {
    startTestSession({ userId: 'U-STAR' });
    const pending = await gateway.get<{ id: string; kind: string; staffName: string; windowName: string }[]>('/evaluate/auth/pendingList');
    const target = pending.find((e) => e.kind === 'window')!;
    const staffId = evaluations.get(target.id)!.staffId!;
    const staff = windowStaff.get(staffId)!;
    // The rating names the member of staff the list ranks.
    expect(target.staffName).toBe(staff.name);
    expect(target.windowName).toBe(`${windows.get(staff.windowId)!.number} ${windows.get(staff.windowId)!.name}`);

    const itemOf = async () => {
      const ranking = await screen.findByRole('list', { name: '服务之星排行' });
      return within(ranking)
        .getAllByRole('listitem')
        .find(
          (li) =>
            within(li).getByRole('heading').textContent?.endsWith(` ${staff.name}`) &&
            li.textContent?.includes(windows.get(staff.windowId)!.number),
        )!;
    };
    const before = expectedStars().find((s) => s.id === staffId)!;
    const first = renderApp(`/serviceStar?fixedArea=${AREA}&rootArea=120000`);
    expect(await itemOf()).toHaveTextContent(ratingText(before));
    first.unmount();

    // Rated 非常满意 on the rating page.
    renderApp(`/evaluationPage?id=${target.id}`);
    await userEvent.click(await screen.findByRole('button', { name: '非常满意' }));
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/watchEvaluated\?/));

    const after = expectedStars().find((s) => s.id === staffId)!;
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.praise).toBe(before.praise + 1);
    expect(after.score).toBeGreaterThanOrEqual(before.score);
    window.location.hash = `#/serviceStar?fixedArea=${AREA}&rootArea=120000`;
    await waitFor(async () => expect(await itemOf()).toHaveTextContent(ratingText(after)));
  });

  it('a bad rating lowers the score', async () => {
    startTestSession({ userId: 'U-STAR-BAD' });
    const pending = await gateway.get<{ id: string; kind: string }[]>('/evaluate/auth/pendingList');
    const target = pending.find((e) => e.kind === 'window')!;
    const staffId = evaluations.get(target.id)!.staffId!;
    const before = expectedStars().find((s) => s.id === staffId) ?? null;
    const stars = () =>
      gateway.get<{ id: string; score: number; ratingCount: number }[]>('/service-xzyd/hall/anon/staffStars', { areaCode: AREA });
    const was = (await stars()).find((s) => s.id === staffId)!;
    expect(was.score).toBe(before?.score);
    await gateway.post('/online-processing/anon/evaluateType/insertEvaluate', { id: target.id, level: 1, tags: ['态度不好'] });
    const now = (await stars()).find((s) => s.id === staffId)!;
    expect(now.ratingCount).toBe(was.ratingCount + 1);
    expect(now.score).toBeLessThan(was.score);
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/staffStars' });
    renderApp(`/serviceStar?fixedArea=${AREA}&rootArea=120000`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '服务之星排行' })).toBeInTheDocument();
  });
});
