import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { realNames } from '@/mocks/features/profile/tables';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

interface Info {
  userId: string;
  userName: string;
  idcard: string;
  mobile: string;
  realNameVerified: boolean;
  verifiedAt: number | null;
}

const verify = (body: Record<string, unknown>) => gateway.post<Info>('/user-center/realName/verify', body, { silent: true });
const info = () => gateway.get<Info>('/user-center/user/info', undefined, { silent: true });

describe('emulator: real-name verification', () => {
  it('needs a login', async () => {
    const e = await refusal(verify({ name: '张三', idcard: '120101199001010017' }));
    expect(e.kind).toBe('auth');
  });

  it('checks the id rule on its own: what the client should have refused is refused here too', async () => {
    startTestSession();
    const cases: [string, string][] = [
      [' 11010519491231002X', '身份证号长度不正确'],
      ['11010519491231002', '身份证号长度不正确'],
      ['１１０１０５１９４９１２３１００２Ｘ', '身份证号包含非法字符'],
      ['11010549123100X', '身份证号包含非法字符'],
      ['110105194913150013', '身份证号出生月份不正确'],
      ['110105194912320017', '身份证号出生日期不正确'],
      ['110105194912310021', '身份证号校验码不正确'],
    ];
    for (const [idcard, message] of cases) {
      const e = await refusal(verify({ name: '王五', idcard }));
      expect({ idcard, kind: e.kind, message: e.message }).toEqual({ idcard, kind: 'business', message });
    }
    expect(realNames.all()).toEqual([]);
  });

  it('refuses a missing or malformed name', async () => {
    startTestSession();
    expect((await refusal(verify({ idcard: '120101199001010017' }))).message).toBe('姓名不能为空');
    expect((await refusal(verify({ name: '张3', idcard: '120101199001010017' }))).message).toBe('姓名格式不正确');
    expect((await refusal(verify({ name: '张三' }))).message).toBe('身份证号不能为空');
  });

  it('refuses a name that does not match the registry', async () => {
    startTestSession();
    const e = await refusal(verify({ name: '李四', idcard: '120101199001010017' }));
    expect(e.message).toBe('姓名与身份证号不一致，请核对后重试');
    expect(realNames.all()).toEqual([]);
  });

  it('stores the verified identity, and the user info reads it back', async () => {
    startTestSession({ userId: 'U0100', mobile: '13800138000' });
    const before = await info();
    expect(before).toMatchObject({ userId: 'U0100', mobile: '13800138000', realNameVerified: false, userName: '', idcard: '' });

    const result = await verify({ name: '李四', idcard: '12010319600918132x' });
    expect(result).toMatchObject({ userName: '李四', idcard: '12010319600918132X', realNameVerified: true });
    expect(realNames.get('U0100')).toMatchObject({ name: '李四', idcard: '12010319600918132X', canonical: '12010319600918132X' });

    expect(await info()).toMatchObject({ userName: '李四', idcard: '12010319600918132X', realNameVerified: true });
    expect(typeof (await info()).verifiedAt).toBe('number');
  });

  it('accepts a 15-digit number, and its 18-digit upgrade is the same person for another account', async () => {
    startTestSession({ userId: 'U0200' });
    await verify({ name: '周杰', idcard: '110105491231002' });
    expect(realNames.get('U0200')).toMatchObject({ idcard: '110105491231002', canonical: '11010519491231002X' });

    startTestSession({ userId: 'U0201', mobile: '13700137000' });
    const e = await refusal(verify({ name: '周杰', idcard: '11010519491231002X' }));
    expect(e.message).toBe('该身份证号已被其他账号实名认证');
  });

  it('lets a user verify again with a new identity (re-certification)', async () => {
    startTestSession({ userId: 'U0300' });
    await verify({ name: '王芳', idcard: '120102198002290024' });
    await verify({ name: '赵敏', idcard: '120114196610035410' });
    expect(realNames.all()).toHaveLength(1);
    expect(await info()).toMatchObject({ userName: '赵敏', idcard: '120114196610035410' });
  });
});
