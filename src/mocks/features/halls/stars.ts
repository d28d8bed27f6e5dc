// 服务之星: each member of staff's score from their ratings: those from before the app's records
// (the staff table) and every 好差评 rating of the rating tables given to them since.
import { halls, windows } from '@/mocks/db/tables';
import { evaluations } from '@/mocks/features/rating';
import { windowStaff } from './tables';

interface Tally {
  count: number;
  sum: number;
  fives: number;
}

/** The done ratings of the rating tables, per member of staff rated. */
function ratingsByStaff(): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const e of evaluations.filter((r) => r.status === 'done' && Boolean(r.staffId) && typeof r.level === 'number')) {
    const t = out.get(e.staffId!) ?? { count: 0, sum: 0, fives: 0 };
    t.count += 1;
    t.sum += e.level!;
    if (e.level === 5) t.fives += 1;
    out.set(e.staffId!, t);
  }
  return out;
}

/** The staff of the given halls with their ratings (count, average to 2 decimals, 非常满意 as praise), best first. */
export function staffStars(hallIds: ReadonlySet<string>, size: number) {
  const rated = ratingsByStaff();
  return windowStaff
    .filter((s) => hallIds.has(s.hallId))
    .map((s) => {
      const t = rated.get(s.id) ?? { count: 0, sum: 0, fives: 0 };
      const ratingCount = s.priorCount + t.count;
      const w = windows.get(s.windowId);
      return {
        id: s.id,
        name: s.name,
        hallId: s.hallId,
        hallName: halls.get(s.hallId)?.name ?? '',
        windowNumber: w?.number ?? '',
        windowName: w?.name ?? '',
        ratingCount,
        score: ratingCount ? Math.round(((s.priorSum + t.sum) / ratingCount) * 100) / 100 : 0,
        praise: s.priorFives + t.fives,
      };
    })
    .sort((a, b) => b.score - a.score || b.ratingCount - a.ratingCount || a.id.localeCompare(b.id))
    .slice(0, size);
}
