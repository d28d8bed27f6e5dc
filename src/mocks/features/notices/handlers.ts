import { SUBSCRIBE_TEMPLATES, type SubscribeTemplate } from '@/contract/service-notices';
import { fail, handle } from '@/mocks/gateway';
import { grantConsent } from './notify';

export const handlers = [
  /**
   * The messenger's consent sheet answered (one-time subscribe): each accepted template allows one
   * subscribe message of it; a refusal records nothing. Only a messenger login subscribes.
   */
  handle('post', '/service-xzyd/notice/subscribe', ({ body, requireSession }) => {
    const session = requireSession();
    if (session.authority !== 'openId') fail('仅在微信中可以订阅消息');
    const results = body.results;
    if (!results || typeof results !== 'object' || Array.isArray(results)) fail('订阅结果不能为空');
    const entries = Object.entries(results as Record<string, unknown>);
    if (entries.length === 0) fail('订阅结果不能为空');
    for (const [template, choice] of entries) {
      if (!(template in SUBSCRIBE_TEMPLATES)) fail(`未知的订阅消息模板：${template}`);
      if (choice !== 'accept' && choice !== 'reject') fail('订阅结果只能是接受或拒绝');
    }
    const accepted = entries.filter(([, c]) => c === 'accept').map(([t]) => t as SubscribeTemplate);
    for (const t of accepted) grantConsent(session.userId, t);
    return { accepted };
  }),
];
