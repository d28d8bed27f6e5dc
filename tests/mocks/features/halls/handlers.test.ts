import { describe, expect, it } from 'vitest';
import { addDoorplate } from '@/features/halls/api/add-doorplate';
import { convertFromGps } from '@/features/halls/api/convert-coordinates';
import { deleteDoorplate } from '@/features/halls/api/delete-doorplate';
import { editDoorplate } from '@/features/halls/api/edit-doorplate';
import { geocode } from '@/features/halls/api/geocode';
import { getHallList } from '@/features/halls/api/get-hall-list';
import { getHallsHandling } from '@/features/halls/api/get-halls-handling';
import { getMyDoorplates } from '@/features/halls/api/get-my-doorplates';
import { getNearbyHandle } from '@/features/halls/api/get-nearby-handle';
import { getWindowActual } from '@/features/halls/api/get-window-actual';
import { searchDoorplates } from '@/features/halls/api/search-doorplates';
import { windows } from '@/mocks/db/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { setNow, setWaiting } from '../../../features/halls/crowding';

describe('live crowding from the queue emulator', () => {
  it('a hall list answers each hall’s busy level from its queues, and a crowded hall suggests a calmer one handling the same matter', async () => {
    setNow('2026-11-24T10:30:00');
    const list = await getHallList({ areaCode: '120101' });
    for (const h of list) setWaiting(h.id, 0);
    const [crowded] = list;
    setWaiting(crowded.id, 9);
    const again = await getHallList({ areaCode: '120100' });
    expect(again.find((h) => h.id === crowded.id)).toMatchObject({ busy: 'busy', openNow: true });
    const handling = await getNearbyHandle({ areaCode: '120100', keyword: '社会保障卡申领', lat: crowded.lat, lng: crowded.lng });
    const mine = handling.find((h) => h.id === crowded.id)!;
    expect(mine.busy).toBe('busy');
    expect(mine.alternative).not.toBeNull();
    expect(['idle', 'normal']).toContain(mine.alternative!.busy);
    // Nearest first from the given position.
    const distances = handling.map((h) => h.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('a closed hall is 空闲 and not open; 窗口实况 moves on with the clock', async () => {
    setNow('2026-11-22T10:00:00'); // a Sunday
    expect((await getHallList({ areaCode: '120101' }))[0]).toMatchObject({ busy: 'idle', openNow: false });
    setNow('2026-11-24T10:00:00');
    const before = await getWindowActual('H1201010');
    expect(before.openNow).toBe(true);
    const a = before.queues.find((q) => q.code === 'A')!;
    emulatorTestApi.advanceClock(30 * 60_000);
    const after = await getWindowActual('H1201010');
    expect(Number(after.queues.find((q) => q.code === 'A')!.lastCalled!.slice(1))).toBeGreaterThan(Number(a.lastCalled!.slice(1)));
    expect(after.windows.filter((w) => w.status === 'open' && w.queueCode === 'A').every((w) => /^A\d{3}$/.test(w.serving ?? ''))).toBe(
      true,
    );
    // A paused window shows as paused and serves nobody.
    windows.update('WH12010100', { status: 'paused' });
    const paused = (await getWindowActual('H1201010')).windows.find((w) => w.id === 'WH12010100')!;
    expect(paused).toMatchObject({ status: 'paused', serving: null });
  });

  it('the matter filter finds the halls handling a matter', async () => {
    const r = await getHallsHandling('120100', '社会保障卡');
    expect(r.length).toBeGreaterThan(5);
    expect(r.every((x) => x.matters.every((m) => m.name.includes('社会保障卡')))).toBe(true);
  });
});

describe('maps service proxy', () => {
  it('geocodes a hall or district name and converts GPS to GCJ-02 (about 500 m east-north-east in Tianjin)', async () => {
    const found = await geocode('和平区政务服务中心', '120100');
    expect(found[0].name).toBe('和平区政务服务中心');
    expect((await geocode('南开区', '120100'))[0].address).toContain('南开区');
    expect(await geocode('不存在的地方', '120100')).toEqual([]);
    const p = await convertFromGps(39.125, 117.19);
    expect(p.lng - 117.19).toBeGreaterThan(0.004);
    expect(p.lng - 117.19).toBeLessThan(0.008);
    expect(p.lat - 39.125).toBeGreaterThan(0.0005);
    expect(p.lat - 39.125).toBeLessThan(0.003);
  });
});

describe('doorplate addresses (assistant agent: list, add, edit, delete)', () => {
  it('follows, renames and removes a doorplate, with the server’s own validation; another user sees none of it', async () => {
    startTestSession({ userId: 'U-DP1' });
    const [plate] = await searchDoorplates('120101', '');
    await expect(addDoorplate({ doorplateId: plate.id, alias: ' ', remark: '' })).rejects.toThrow('门牌名称不能为空');
    await expect(addDoorplate({ doorplateId: plate.id, alias: 'x'.repeat(21), remark: '' })).rejects.toThrow('门牌名称不能超过20字');
    const f = await addDoorplate({ doorplateId: plate.id, alias: '家附近', remark: '周末开门' });
    await expect(addDoorplate({ doorplateId: plate.id, alias: '又一次', remark: '' })).rejects.toThrow('您已关注该门牌');
    expect(await getMyDoorplates()).toMatchObject([{ id: f.id, alias: '家附近', doorplate: { id: plate.id } }]);
    await editDoorplate({ id: f.id, alias: '单位旁', remark: '' });
    expect((await getMyDoorplates())[0]).toMatchObject({ alias: '单位旁', remark: '' });
    startTestSession({ userId: 'U-DP2' });
    expect(await getMyDoorplates()).toEqual([]);
    await expect(deleteDoorplate(f.id)).rejects.toThrow('未找到该门牌地址');
    startTestSession({ userId: 'U-DP1' });
    await deleteDoorplate(f.id);
    expect(await getMyDoorplates()).toEqual([]);
  });
});
