import { describe, expect, it } from 'vitest';
import { getToken } from '@/features/auth/flows';
import type { LoginResult, WeChatUser } from '@/features/auth/types';
import { fakeContext } from './fakes';

function withAnswers(user: WeChatUser, login: LoginResult) {
  const f = fakeContext();
  f.ctx.services = { ...f.ctx.services, findWeChatUser: async () => user, signByOpenId: async () => login };
  return f;
}

describe('the chat user (findWeChatUserByOpenId) fills the profile the login lacks', () => {
  it('nickname and avatar from the chat user where the login answers none', async () => {
    const { ctx, local } = withAnswers(
      { openId: 'oid-1', nickName: '张三', headImgUrl: 'https://img.example/a.png', appId: 'wx-app' },
      { token: 'T', secret: 'S', issuer: 'wechatHall', userInfo: { nickName: '', mobile: '13700137000' } },
    );
    await getToken(ctx, 'oid-1', 'sec', 'wx-demo-appid');
    expect(local.getJson('userInfo')).toMatchObject({ nickName: '张三', headImgUrl: 'https://img.example/a.png', mobile: '13700137000' });
  });

  it('the login’s own profile wins where it has one', async () => {
    const { ctx, local } = withAnswers(
      { openId: 'oid-1', nickName: '微信昵称', headImgUrl: 'https://img.example/wx.png' },
      { token: 'T', secret: 'S', userInfo: { nickName: '张三', headImgUrl: 'https://img.example/hall.png' } },
    );
    await getToken(ctx, 'oid-1', 'sec', 'wx-demo-appid');
    expect(local.getJson('userInfo')).toMatchObject({ nickName: '张三', headImgUrl: 'https://img.example/hall.png' });
  });
});
