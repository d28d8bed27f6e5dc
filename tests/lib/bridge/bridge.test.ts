import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseImages, localDataToFile, mapLink, openLocation, scanCode, scannedText, share } from '@/lib/bridge/bridge';
import type { WxSdk } from '@/lib/bridge/wx-types';
import { leaveMessenger, readyWx } from '../../utils/messenger';
import { createDoubleWx, installWxDouble, wxDoubleRecord } from '../../utils/wx-double';

const HALL = { lat: 39.117, lng: 117.195, name: '和平区政务服务中心', address: '和平区南京路1号' };

afterEach(leaveMessenger);

describe('openLocation', () => {
  it('inside the messenger: its map, with the GCJ-02 coordinates, name and address', async () => {
    const wx = await readyWx();
    await expect(openLocation(HALL, wx)).resolves.toEqual({ status: 'ok', value: undefined });
    expect(wxDoubleRecord().calls.find((c) => c.name === 'openLocation')?.args).toEqual({
      latitude: 39.117,
      longitude: 117.195,
      name: '和平区政务服务中心',
      address: '和平区南京路1号',
      scale: 16,
    });
  });

  it.each([
    ['cancel', { status: 'cancel' }],
    ['fail', { status: 'fail', message: 'openLocation:fail' }],
  ] as const)('the messenger answers %s', async (how, outcome) => {
    const wx = await readyWx({ abilities: { openLocation: how } });
    await expect(openLocation(HALL, wx)).resolves.toEqual(outcome);
  });

  it('before wx.config has passed, the messenger refuses (and the page falls back on its link)', async () => {
    installWxDouble({ platform: 'android' });
    const unconfigured = createDoubleWx() as WxSdk;
    await expect(openLocation(HALL, unconfigured)).resolves.toMatchObject({ status: 'fail' });
  });

  it('elsewhere: unavailable, and the map link hands off to a map app', async () => {
    await expect(openLocation(HALL, null)).resolves.toEqual({ status: 'unavailable' });
    expect(mapLink(HALL)).toBe(
      `https://uri.amap.com/marker?position=117.195000,39.117000&name=${encodeURIComponent('和平区政务服务中心')}&callnative=1`,
    );
  });
});

describe('chooseImages', () => {
  it('inside the messenger: the chosen pictures come back as files', async () => {
    const wx = await readyWx();
    const outcome = await chooseImages(8, wx);
    expect(outcome.status).toBe('ok');
    const files = outcome.status === 'ok' ? outcome.value : [];
    expect(files).toHaveLength(2);
    expect(files[0].type).toBe('image/png');
    expect(files[0].size).toBeGreaterThan(50);
    expect(wxDoubleRecord().calls.find((c) => c.name === 'chooseImage')?.args).toMatchObject({ count: 8, sourceType: ['album', 'camera'] });
  });

  it('asks for at most 9 and at least 1', async () => {
    const wx = await readyWx();
    await chooseImages(20, wx);
    await chooseImages(0, wx);
    expect(
      wxDoubleRecord()
        .calls.filter((c) => c.name === 'chooseImage')
        .map((c) => c.args.count),
    ).toEqual([9, 1]);
  });

  it('cancel and failure are told apart; elsewhere unavailable (the file input)', async () => {
    await expect(chooseImages(1, await readyWx({ abilities: { chooseImage: 'cancel' } }))).resolves.toEqual({ status: 'cancel' });
    await expect(chooseImages(1, await readyWx({ abilities: { chooseImage: 'fail' } }))).resolves.toMatchObject({ status: 'fail' });
    await expect(chooseImages(1, null)).resolves.toEqual({ status: 'unavailable' });
  });

  it('reads iOS data: addresses and Android bare base64', () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const ios = localDataToFile(`data:image/png;base64,${png}`, 'a');
    expect([ios.name, ios.type, ios.size]).toEqual(['a.png', 'image/png', 68]);
    // Android names no type: the bytes say PNG, or JPEG.
    const android = localDataToFile(png, 'b');
    expect([android.name, android.type, android.size]).toEqual(['b.png', 'image/png', 68]);
    expect(localDataToFile(btoa('\xff\xd8\xff\xe0 jpeg'), 'c').type).toBe('image/jpeg');
  });
});

describe('scanCode', () => {
  it('a QR code comes back as its text, a bar code without its format', async () => {
    await expect(scanCode(await readyWx({ scanResult: 'OWCERT.abc.def' }))).resolves.toEqual({ status: 'ok', value: 'OWCERT.abc.def' });
    await expect(scanCode(await readyWx({ scanResult: 'CODE_128,12345678' }))).resolves.toEqual({ status: 'ok', value: '12345678' });
    expect(scannedText('QR_CODE,a,b')).toBe('a,b');
  });

  it('cancel; elsewhere unavailable (the page keeps its code entry)', async () => {
    await expect(scanCode(await readyWx({ abilities: { scanQRCode: 'cancel' } }))).resolves.toEqual({ status: 'cancel' });
    await expect(scanCode(null)).resolves.toEqual({ status: 'unavailable' });
  });
});

describe('share', () => {
  const content = { title: '办事指南', desc: '社保卡申领', link: 'https://hall.example.gov.cn/#/guidelines?id=1' };

  it('inside the messenger: the share menu gets the content (friends and moments)', async () => {
    const wx = await readyWx();
    await expect(share(content, wx, {})).resolves.toEqual({ status: 'ok', value: 'messenger' });
    const names = wxDoubleRecord().calls.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']));
  });

  it('the messenger refusing: the browser way', async () => {
    const copy = vi.fn(async () => undefined);
    await expect(share(content, await readyWx({ abilities: { share: 'fail' } }), { copy })).resolves.toEqual({
      status: 'ok',
      value: 'copied',
    });
    expect(copy).toHaveBeenCalledWith(content.link);
  });

  it('elsewhere: Web Share, else a copied link; a dismissed sheet is a cancel', async () => {
    const webShare = vi.fn(async () => undefined);
    await expect(share(content, null, { share: webShare })).resolves.toEqual({ status: 'ok', value: 'native' });
    expect(webShare).toHaveBeenCalledWith({ title: '办事指南', text: '社保卡申领', url: content.link });
    const abort = Object.assign(new Error('dismissed'), { name: 'AbortError' });
    await expect(share(content, null, { share: () => Promise.reject(abort), copy: vi.fn() })).resolves.toEqual({ status: 'cancel' });
    const copy = vi.fn(async () => undefined);
    await expect(share(content, null, { share: () => Promise.reject(new Error('NotAllowed')), copy })).resolves.toEqual({
      status: 'ok',
      value: 'copied',
    });
    await expect(share(content, null, { copy: () => Promise.reject(new Error('denied')) })).resolves.toEqual({
      status: 'fail',
      message: 'denied',
    });
    await expect(share(content, null, {})).resolves.toEqual({ status: 'unavailable' });
  });
});
