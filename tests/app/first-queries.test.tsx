import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/providers';
import { firstQueriesFor, preloadCurrentPage } from '@/app/routing/preload';
import { guideQuery } from '@/features/matters/api/get-guide';
import { understandCardQuery } from '@/features/matters/api/get-understand-card';
import { hallPortalQuery } from '@/features/halls/api/get-hall-portal';
import { windowActualQuery } from '@/features/halls/api/get-window-actual';
import { hallListQuery } from '@/features/halls/api/get-hall-list';
import { regionQuery } from '@/features/app-shell/api/get-region';
import { subRegionsQuery } from '@/features/app-shell/api/get-sub-regions';
import { countRequests } from '../utils/requests';

// A landing page's first calls go before its first render (src/main.tsx, docs/performance.md
// "Landing pages"): the page module names them (firstQueries), from the address it is opened at;
// the page then finds them under way and does not ask again.
const MATTER = 'M12010100';
const HALL = 'H1201010';
const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

afterEach(() => {
  window.location.hash = '';
});

/** Opens the app as main.tsx does: the page in, its first calls sent, then the first render. */
async function open(hash: string) {
  window.location.hash = hash;
  await preloadCurrentPage();
  const client = createQueryClient();
  for (const options of firstQueriesFor()) void client.prefetchQuery(options);
  return client;
}

describe('the first calls of a landing page', () => {
  it('a shared guide: its call goes before the page renders, and the page shows its answer without asking again', async () => {
    const guides = countRequests('/matter/anon/guide');
    const client = await open(`#/guidelines?matterId=${MATTER}&fixedArea=120100&rootArea=120000&sys=home`);
    expect(client.getQueryState(guideQuery(MATTER).queryKey)?.fetchStatus).toBe('fetching');
    render(<App maintenance={false} client={client} />);
    expect(await screen.findByRole('heading', { level: 1, name: /办事指南/ })).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryState(guideQuery(MATTER).queryKey)?.status).toBe('success'));
    const { departmentName } = client.getQueryData(guideQuery(MATTER).queryKey)!;
    expect((await screen.findAllByText(departmentName, { exact: false })).length).toBeGreaterThan(0);
    expect(guides.get()).toBe(1);
    guides.stop();
  });

  it.each([
    [`#/understandCard?matterId=${MATTER}`, [understandCardQuery(MATTER).queryKey, guideQuery(MATTER).queryKey]],
    [`#/lntroductionhall?hallId=${HALL}`, [hallPortalQuery(HALL).queryKey]],
    [`#/hallIntroPortal?hallId=${HALL}`, [hallPortalQuery(HALL).queryKey]],
    [`#/windowActual?hallId=${HALL}`, [windowActualQuery(HALL).queryKey]],
    ['#/findTheLobby?', [hallListQuery('120101').queryKey, regionQuery('120101').queryKey, subRegionsQuery('120101').queryKey]],
    ['#/governmentMap?', [hallListQuery('120101').queryKey, regionQuery('120101').queryKey, subRegionsQuery('120101').queryKey]],
  ])('%s: its calls are under way before the page renders', async (hash, keys) => {
    const client = await open(`${hash}${hash.includes('?') && !hash.endsWith('?') ? '&' : ''}${AREA}`);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual(keys);
    for (const key of keys) expect(client.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('fetching');
    await waitFor(() =>
      expect(
        client
          .getQueryCache()
          .getAll()
          .every((q) => q.state.status === 'success'),
      ).toBe(true),
    );
  });

  it('nothing without the parameter the call needs, nor for a page that names no first calls', async () => {
    const noMatter = await open('#/guidelines');
    expect(noMatter.getQueryCache().getAll()).toEqual([]);
    const mine = await open('#/mine');
    expect(mine.getQueryCache().getAll()).toEqual([]);
    // 投诉建议's largest paint is its own text, not its subjects: the transport would only hold it back.
    const complaint = await open(`#/complaint?${AREA}`);
    expect(complaint.getQueryCache().getAll()).toEqual([]);
  });
});
