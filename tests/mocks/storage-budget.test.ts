import { describe, expect, it } from 'vitest';
import { Table, tableNames } from '@/mocks/db/store';
import '@/mocks/handlers';

// The emulator keeps its tables in localStorage (file bytes go to IndexedDB). Chromium allows
// about 5 million UTF-16 code units per origin; the app's own keys need a few KB. This holds the
// seeded city plus a year of a busy demo user's activity well under that.
const LOCAL_STORAGE_UNITS = 5_000_000;

function yearOfActivity() {
  const rows: unknown[] = [];
  for (let day = 0; day < 365; day++) {
    // 12 chat messages, 2 bookings, 2 queue tickets, 1 case step and 1 rating a day.
    for (let i = 0; i < 12; i++)
      rows.push({
        id: `MSG${day}-${i}`,
        msgIdx: day * 100 + i,
        fromId: 'U0001',
        toId: 'S0001',
        topic: 'consult',
        type: 'text',
        content: '您好，请问办理社会保障卡补办需要带哪些材料？是否可以在街道便民服务中心办理？',
        createTime: 1763798400000 + day * 86_400_000,
        read: true,
      });
    for (let i = 0; i < 2; i++)
      rows.push({
        id: `RES${day}-${i}`,
        userId: 'U0001',
        hallId: 'H120103001',
        matterId: 'M120103001',
        date: '2026-11-23',
        slot: '09:00-09:30',
        status: 'done',
        checkInCode: 'CK1234567890',
        createdAt: 1763798400000,
      });
    for (let i = 0; i < 2; i++)
      rows.push({
        id: `TK${day}-${i}`,
        userId: 'U0001',
        hallId: 'H120103001',
        queue: 'A',
        number: 'A023',
        status: 'served',
        window: '3号窗口',
        takenAt: 1763798400000,
      });
    rows.push({
      id: `CS${day}`,
      caseNo: `TJ2026${String(day).padStart(6, '0')}`,
      userId: 'U0001',
      status: 'done',
      steps: [{ name: '受理', at: 1763798400000, by: '综合窗口' }],
    });
    rows.push({ id: `EV${day}`, userId: 'U0001', stars: 5, content: '服务热情，办理高效', createdAt: 1763798400000 });
  }
  return rows;
}

describe('emulator storage', () => {
  it('a seeded city plus a year of activity fits localStorage with room to spare', () => {
    const seeded: Record<string, unknown[]> = {};
    for (const name of tableNames()) seeded[name] = new Table(name).all();
    const city = JSON.stringify({ tables: seeded, seeds: {} }).length;
    const year = JSON.stringify(yearOfActivity()).length;
    console.warn(
      `emulator storage: seeded city ${(city / 1e6).toFixed(2)} M units in ${tableNames().length} tables, a year of activity ${(year / 1e6).toFixed(2)} M, total ${(((city + year) / LOCAL_STORAGE_UNITS) * 100).toFixed(0)} % of localStorage`,
    );
    expect(city + year).toBeLessThan(LOCAL_STORAGE_UNITS * 0.8);
  });
});
