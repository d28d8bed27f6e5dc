import { SUBSCRIBE_TEMPLATES, type SubscribeTemplate } from '@/contract/service-notices';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { subscribeNotices } from '@/features/profile/api/subscribe-notices';
import { requestSubscribeMessage } from '@/lib/bridge/bridge';

/**
 * Right after booking, applying or taking a number, inside the messenger (an openId login): asks the
 * one-time subscribe consent for what comes next, and tells the gateway the answer. Anyone else
 * gets SMS by their mobile login, and 消息中心 either way (docs/notices.md).
 */
export async function askSubscribe(template: SubscribeTemplate): Promise<void> {
  if (useAuthStore.getState().authority !== 'openId') return;
  const asked = await requestSubscribeMessage([{ id: template, ...SUBSCRIBE_TEMPLATES[template] }]);
  if (asked.status !== 'ok') return;
  try {
    await subscribeNotices(asked.value);
  } catch (e) {
    // Without the consent recorded the notice still lands in 消息中心; nothing to ask the user.
    console.warn('subscribe consent not recorded', e);
  }
}
