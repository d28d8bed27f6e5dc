import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesSettled } from '@/lib/query/settled';

// What waits for the first page also waits for its first calls' answers (src/main.tsx).

const isDone = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('queriesSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when nothing is fetching', async () => {
    expect(await isDone(queriesSettled(new QueryClient(), 3000))).toBe(true);
  });

  it('waits until every fetching query has its answer', async () => {
    const client = new QueryClient();
    const answers: (() => void)[] = [];
    const ask = (key: string) =>
      client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(key))) });
    void ask('guide');
    void ask('hall');
    const settled = queriesSettled(client, 3000);
    expect(await isDone(settled)).toBe(false);
    answers[0]();
    expect(await isDone(settled)).toBe(false);
    answers[1]();
    await vi.waitFor(async () => expect(await isDone(settled)).toBe(true));
  });

  it('waits no longer than its bound for a query that does not answer', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) });
    const settled = queriesSettled(client, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(settled)).toBe(true);
  });
});
