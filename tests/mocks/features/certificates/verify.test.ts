import { beforeEach, describe, expect, it } from 'vitest';
import { createCertificateCopy } from '@/features/profile/api/create-certificate-copy';
import { endCertificatePresentation } from '@/features/profile/api/end-certificate-presentation';
import { getCertificateEvents } from '@/features/profile/api/get-certificate-events';
import { getCertificates } from '@/features/profile/api/get-certificates';
import { presentCertificate } from '@/features/profile/api/present-certificate';
import { refreshCertificateCode } from '@/features/profile/api/refresh-certificate-code';
import { verifyCertificateCode } from '@/features/profile/api/verify-certificate-code';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';

function verifiedAs(userId: string, name: string, idcard: string) {
  startTestSession({ userId });
  realNames.insert({ id: userId, name, idcard, canonical: idcard, verifiedAt: Date.now() });
}

describe('e-certificates in the emulator', () => {
  beforeEach(() => verifiedAs('U3001', '张三', '120101199001010017'));

  it('lists only the verified holder’s certificates, and none before verification', async () => {
    const list = await getCertificates();
    expect(list.verified).toBe(true);
    expect(list.certificates.map((c) => c.typeName)).toEqual([
      '居民身份证',
      '居民户口簿',
      '结婚证',
      '社会保障卡',
      '机动车驾驶证',
      '营业执照（法定代表人）',
    ]);
    expect(list.certificates[0].maskedNumber).toBe('120***********0017');
    startTestSession({ userId: 'U3002' });
    expect(await getCertificates()).toEqual({ verified: false, certificates: [] });
  });

  it('passes a fresh code, fails it after a minute on the emulator clock, and logs both', async () => {
    const shown = await presentCertificate({ certId: 'C-ZS-ID', fields: ['name', 'age18'], purpose: '医院挂号' });
    expect(shown.disclosed).toEqual([
      { key: 'name', label: '姓名', value: '张三' },
      { key: 'age18', label: '年满18周岁', value: '是' },
    ]);
    const fresh = await verifyCertificateCode({ code: shown.code, verifier: '3号窗口' });
    expect(fresh).toMatchObject({ valid: true, disclosed: shown.disclosed });
    // Only the chosen items: no birth date, no id number. (Not a bare '1990': a millisecond
    // timestamp in the answer may contain it.)
    const text = JSON.stringify(fresh);
    for (const hidden of ['1990-01-01', '19900101', '120101199001010017', 'birthDate', '出生日期']) expect(text).not.toContain(hidden);

    emulatorTestApi.advanceClock(61_000);
    expect(await verifyCertificateCode({ code: shown.code, verifier: '3号窗口' })).toMatchObject({ valid: false, reason: 'expired' });

    // A refreshed code of the same showing passes again.
    const next = await refreshCertificateCode(shown.presentationId);
    expect(next.code).not.toBe(shown.code);
    expect(await verifyCertificateCode({ code: next.code })).toMatchObject({ valid: true });

    const log = await getCertificateEvents('C-ZS-ID');
    expect(log.map((e) => [e.kind, e.ok, e.actor])).toEqual([
      ['verify', true, '未署名核验方'],
      ['verify', false, '3号窗口'],
      ['verify', true, '3号窗口'],
      ['show', true, '本人'],
    ]);
  });

  it('voids every code of a showing once the holder ends it', async () => {
    const shown = await presentCertificate({ certId: 'C-ZS-ID', fields: ['name'] });
    await endCertificatePresentation(shown.presentationId);
    expect(await verifyCertificateCode({ code: shown.code })).toMatchObject({ valid: false, reason: 'ended' });
    await expect(refreshCertificateCode(shown.presentationId)).rejects.toMatchObject({ message: '出示已结束' });
  });

  it('answers 年满60周岁 from the holder’s birth date on the emulator clock', async () => {
    verifiedAs('U3003', '李四', '12010319600918132X');
    const shown = await presentCertificate({ certId: 'C-LS-ID', fields: ['age60'] });
    expect(shown.disclosed).toEqual([{ key: 'age60', label: '年满60周岁', value: '是' }]);
    const outcome = await verifyCertificateCode({ code: shown.code });
    expect(outcome).toMatchObject({ valid: true, disclosed: [{ key: 'age60', value: '是' }] });
  });

  it('refuses someone else’s certificate and items it does not have', async () => {
    await expect(presentCertificate({ certId: 'C-LS-ID', fields: ['name'] })).rejects.toMatchObject({ message: '未找到该证照' });
    await expect(presentCertificate({ certId: 'C-ZS-BL', fields: ['age60'] })).rejects.toMatchObject({
      message: '不能出示的信息项：age60',
    });
    await expect(presentCertificate({ certId: 'C-ZS-ID', fields: [] })).rejects.toMatchObject({ message: '请至少选择一项出示的信息' });
  });

  it('draws the purpose and date into a copy, and logs each opening', async () => {
    const copy = await createCertificateCopy({ certId: 'C-ZS-ID', purpose: '办理居住证' });
    const res = await fetch(new URL(copy.url, window.location.href));
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain(`仅供办理居住证使用 · ${copy.date}`);
    const log = await getCertificateEvents('C-ZS-ID');
    expect(log.map((e) => e.kind)).toEqual(['open', 'copy']);
  });
});
