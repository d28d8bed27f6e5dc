// Paging (docs/matters.md: GET /service-xzyd/matter/anon/list, pageNum from 1, pageSize 1 to 50):
// a page holds what pageNum and pageSize ask for, `total` stays the same from page to page and
// the pages together hold `total` distinct records; a size outside 1..50 is refused or clamped.
import { brief, expect, payloadOf, readEnvelope, warn } from '../expect.mjs';

const PATH = '/service-xzyd/matter/anon/list';

async function page(ctx, { pageNum, pageSize, scope = 'own' }) {
  const res = await ctx.call('GET', PATH, { query: { areaCode: ctx.settings.area, scope, pageNum, pageSize } });
  return { res, data: res.status === 200 && readEnvelope(res.body).ok ? (res.body.data ?? res.body.result) : null };
}

/** The page's body, checked for shape: `{ records[], total, pageNum, pageSize }`. */
function pageOf(res, what) {
  const data = payloadOf(res, what);
  expect(data && Array.isArray(data.records), () => `${what}: no records array in ${brief(res)}`);
  expect(Number.isInteger(data.total) && data.total >= 0, () => `${what}: total is not a whole number: ${brief(res)}`);
  expect(data.records.length <= data.total, () => `${what}: ${data.records.length} records but total ${data.total}`);
  return data;
}

const idOf = (r) => r?.id ?? JSON.stringify(r);

export const checks = [
  {
    id: 'paging.page-size',
    name: 'a page holds what pageNum and pageSize ask for',
    async run(ctx) {
      const p1 = pageOf((await page(ctx, { pageNum: 1, pageSize: 5 })).res, 'pageNum=1 pageSize=5');
      const p2 = pageOf((await page(ctx, { pageNum: 2, pageSize: 5 })).res, 'pageNum=2 pageSize=5');
      expect(p1.total > 0, `the area ${ctx.settings.area} has no matters: choose another with --area`);
      expect(p1.records.length === Math.min(5, p1.total), () => `page 1 of size 5 has ${p1.records.length} records (total ${p1.total})`);
      expect(
        p2.records.length === Math.max(0, Math.min(5, p1.total - 5)),
        () => `page 2 of size 5 has ${p2.records.length} records (total ${p1.total})`,
      );
      for (const [p, n] of [
        [p1, 1],
        [p2, 2],
      ]) {
        if (p.pageNum !== undefined) expect(Number(p.pageNum) === n, () => `page ${n} answers pageNum ${p.pageNum}`);
        if (p.pageSize !== undefined) expect(Number(p.pageSize) === 5, () => `page ${n} answers pageSize ${p.pageSize}`);
      }
      expect(p1.total === p2.total, () => `total changes between pages: ${p1.total}, ${p2.total}`);
      const first = new Set(p1.records.map(idOf));
      const dup = p2.records.map(idOf).find((id) => first.has(id));
      expect(dup === undefined, () => `record ${dup} is on page 1 and page 2`);
      return `pages 1 and 2 of size 5: ${p1.records.length} + ${p2.records.length} records, total ${p1.total}`;
    },
  },
  {
    id: 'paging.total',
    name: 'the pages together hold total distinct records',
    async run(ctx) {
      const size = 7;
      const first = pageOf((await page(ctx, { pageNum: 1, pageSize: size })).res, `page 1 of size ${size}`);
      const pages = Math.ceil(first.total / size);
      expect(pages <= 20, () => `total ${first.total} is too many to walk in pages of ${size}: choose a smaller area with --area`);
      const ids = new Set(first.records.map(idOf));
      let count = first.records.length;
      for (let n = 2; n <= pages; n++) {
        const p = pageOf((await page(ctx, { pageNum: n, pageSize: size })).res, `page ${n} of size ${size}`);
        expect(p.total === first.total, () => `total is ${first.total} on page 1 but ${p.total} on page ${n}`);
        const want = n < pages ? size : first.total - size * (pages - 1);
        expect(p.records.length === want, () => `page ${n} of ${pages} has ${p.records.length} records, expected ${want}`);
        for (const r of p.records) ids.add(idOf(r));
        count += p.records.length;
      }
      expect(
        ids.size === first.total,
        () => `${pages} pages hold ${ids.size} distinct records (${count} in all), total says ${first.total}`,
      );
      const past = pageOf((await page(ctx, { pageNum: pages + 1, pageSize: size })).res, `page ${pages + 1} (past the end)`);
      expect(past.records.length === 0, () => `page ${pages + 1}, past the end, has ${past.records.length} records`);
      expect(past.total === first.total, () => `total is ${past.total} past the end, ${first.total} on page 1`);
      return `${pages} pages of ${size}: ${ids.size} distinct records = total ${first.total}; page ${pages + 1} empty`;
    },
  },
  {
    id: 'paging.page-size-bounds',
    name: 'pageSize 50 is honoured; 0, 51 and 100 are refused or clamped to 1..50',
    async run(ctx) {
      const notes = [];
      const p50 = pageOf((await page(ctx, { pageNum: 1, pageSize: 50, scope: 'inside' })).res, 'pageSize=50');
      expect(p50.records.length === Math.min(50, p50.total), () => `pageSize=50 gave ${p50.records.length} records (total ${p50.total})`);
      notes.push(`50 -> ${p50.records.length}`);
      for (const size of [0, 51, 100]) {
        const { res, data } = await page(ctx, { pageNum: 1, pageSize: size, scope: 'inside' });
        if (!data) {
          const env = readEnvelope(res.body);
          expect(res.status < 500 && env.message.trim(), () => `pageSize=${size}: refused without a message or with a 5xx: ${brief(res)}`);
          notes.push(`${size} refused (${env.message})`);
          continue;
        }
        expect(Array.isArray(data.records), () => `pageSize=${size}: no records array in ${brief(res)}`);
        expect(
          data.records.length >= Math.min(1, data.total) && data.records.length <= 50,
          () => `pageSize=${size} gave ${data.records.length} records`,
        );
        if (data.pageSize !== undefined)
          expect(Number(data.pageSize) >= 1 && Number(data.pageSize) <= 50, () => `pageSize=${size} answers pageSize ${data.pageSize}`);
        notes.push(`${size} -> ${data.records.length}`);
      }
      const text = `records per page: ${notes.join(', ')} (total ${p50.total})`;
      if (p50.total <= 50) return warn(`${text}; with no more than 50 records the upper bound was not exercised (try another --area)`);
      return text;
    },
  },
];
