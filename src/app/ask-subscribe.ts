import { SUBSCRIBE_TEMPLATES, type SubscribeChoice, type SubscribeTemplate } from '@/contract/service-notices';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { subscribeNotices } from '@/features/profile/api/subscribe-notices';
import { requestSubscribeMessage } from '@/lib/bridge/bridge';

/**
 * Inside the messenger (an openId login), when the user taps to subscribe on a confirmation
 * (./subscribe-offer.tsx): asks the one-time subscribe consent for what comes next, and tells the
 * gateway the answer. Resolves with the answer, or null when nothing was asked (not a messenger
 * login, the sheet failed, the answer not recorded). Anyone else gets SMS by their mobile login, and 消息中心 either way
 * (docs/notices.md).
 */
export async function askSubscribe(template: SubscribeTemplate): Promise<SubscribeChoice | null> {
  if (useAuthStore.getState().authority !== 'openId') return null;
  const asked = await requestSubscribeMessage([{ id: template, ...SUBSCRIBE_TEMPLATES[template] }]);
  if (asked.status !== 'ok') return null;
  try {
    await subscribeNotices(asked.value);
  } catch (e) {
    // Not recorded: the card must not say 已订阅; it offers the button again (the notice still
    // lands in 消息中心 either way).
    console.warn('subscribe consent not recorded', e);
    return null;
  }
  return asked.value[template] ?? null;
}
