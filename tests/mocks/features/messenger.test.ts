import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDefaultAppId } from '@/features/messenger/api/get-default-app-id';
import { getWxSignature } from '@/features/messenger/api/get-wx-signature';
import { emulatorTestApi } from '@/mocks/node';

const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex');
const origin = window.location.origin;

describe('emulator: the messenger account and its JS-SDK signatures', () => {
  it('defaultAppId names the account of a root area, and refuses what it does not know', async () => {
    await expect(getDefaultAppId({ rootArea: '120000' })).resolves.toBe('wx-demo-appid');
    await expect(getDefaultAppId({ rootArea: '120101' })).resolves.toBe('wx-demo-appid');
    await expect(getDefaultAppId({ rootArea: '110000' })).rejects.toMatchObject({ message: '该区域未配置公众号' });
    await expect(getDefaultAppId({ rootArea: 'x' })).rejects.toMatchObject({ message: '区域编码格式不正确' });
  });

  it('signs as the messenger does: sha1 of jsapi_ticket, noncestr, timestamp and url, sorted and joined', async () => {
    const url = `${origin}/?from=singlemessage`;
    const s = await getWxSignature({ linkUrl: url, appId: 'wx-demo-appid' });
    const ticket = emulatorTestApi.messenger.jsapiTicket('wx-demo-appid');
    expect(s.appId).toBe('wx-demo-appid');
    expect(s.nonceStr).toMatch(/^\w{16}$/);
    expect(String(s.timestamp)).toMatch(/^\d{10}$/);
    expect(s.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=${url}`));
    expect(emulatorTestApi.messenger.signedUrls()).toEqual([url]);
  });

  it('the ticket lasts 7200 s on the emulator clock, then a new one signs', async () => {
    const first = emulatorTestApi.messenger.jsapiTicket('wx-demo-appid');
    emulatorTestApi.advanceClock(7000_000);
    expect(emulatorTestApi.messenger.jsapiTicket('wx-demo-appid')).toBe(first);
    emulatorTestApi.advanceClock(300_000);
    const second = emulatorTestApi.messenger.jsapiTicket('wx-demo-appid');
    expect(second).not.toBe(first);
    const s = await getWxSignature({ linkUrl: `${origin}/`, appId: 'wx-demo-appid' });
    expect(s.signature).toBe(sha1(`jsapi_ticket=${second}&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=${origin}/`));
  });

  it('refuses an address with #, a relative or foreign one, and an unknown account', async () => {
    await expect(getWxSignature({ linkUrl: `${origin}/#/home`, appId: 'wx-demo-appid' })).rejects.toMatchObject({
      message: '签名地址不能包含#及其后的部分',
    });
    await expect(getWxSignature({ linkUrl: '/home', appId: 'wx-demo-appid' })).rejects.toMatchObject({ message: '签名地址无效' });
    await expect(getWxSignature({ linkUrl: 'https://evil.example.com/', appId: 'wx-demo-appid' })).rejects.toMatchObject({
      message: '签名地址不在公众号的JS接口安全域名内',
    });
    await expect(getWxSignature({ linkUrl: `${origin}/`, appId: 'nobody' })).rejects.toMatchObject({ message: '公众号不存在' });
    await expect(getWxSignature({ linkUrl: '', appId: 'wx-demo-appid' })).rejects.toMatchObject({ message: 'linkUrl不能为空' });
    expect(emulatorTestApi.messenger.signedUrls()).toEqual([]);
  });
});
