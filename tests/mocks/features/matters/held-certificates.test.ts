import { describe, expect, it } from 'vitest';
import { getHeldCertificates } from '@/features/matters/api/get-held-certificates';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

function verifiedAs(userId: string, name: string, idcard: string) {
  startTestSession({ userId });
  realNames.insert({ id: userId, name, idcard, canonical: idcard, verifiedAt: 0 });
}

describe('emulator: the materials a user holds as e-certificates', () => {
  it('needs a login, and a known matter', async () => {
    expect((await refusal(getHeldCertificates('M12010103'))).kind).toBe('auth');
    startTestSession();
    expect((await refusal(getHeldCertificates('M0'))).message).toBe('未找到该事项');
  });

  it('finds none before real-name verification, and says so', async () => {
    startTestSession({ userId: 'U-H0' });
    expect(await getHeldCertificates('M12010103')).toEqual({ verified: false, held: [] });
  });

  it('ticks the materials whose certificate type the holder has (张三: id card and household register)', async () => {
    verifiedAs('U-H1', '张三', '120101199001010017');
    const answer = await getHeldCertificates('M12010103');
    expect(answer.verified).toBe(true);
    expect(answer.held).toEqual([
      expect.objectContaining({ index: 0, name: '居民身份证', certTypeId: 'C01', typeName: '居民身份证' }),
      expect.objectContaining({ index: 1, name: '居民户口簿', certTypeId: 'C02', typeName: '居民户口簿', validUntil: '长期' }),
    ]);
    // The photo has no certificate type: never ticked.
    expect(answer.held.some((h) => h.index === 2)).toBe(false);
  });

  it('ticks only what this holder has (李四 has no household register in the library)', async () => {
    verifiedAs('U-H2', '李四', '12010319600918132X');
    expect((await getHeldCertificates('M12010103')).held.map((h) => h.name)).toEqual(['居民身份证']);
  });

  it('does not count a certificate past its validity on the emulator clock', async () => {
    verifiedAs('U-H3', '张三', '120101199001010017');
    emulatorTestApi.advanceClock(Date.parse('2038-03-13T00:00:00+08:00') - emulatorTestApi.now());
    expect((await getHeldCertificates('M12010103')).held.map((h) => h.name)).toEqual(['居民户口簿']);
  });
});
