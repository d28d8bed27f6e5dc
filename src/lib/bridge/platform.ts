/** The user-agent marker of the messenger (chat-app) browser (docs/spec-rules.md section 4). */
export const MESSENGER_UA = /MicroMessenger/i;

/** The messenger browser's platform, which decides the address its JS-SDK signs; null outside it. */
export type MessengerPlatform = 'ios' | 'android';

/** iOS or Android inside the messenger, null in any other browser. */
export function messengerPlatform(userAgent: string): MessengerPlatform | null {
  if (!MESSENGER_UA.test(userAgent)) return null;
  return /iPhone|iPad|iPod|Macintosh.*Mobile/i.test(userAgent) ? 'ios' : 'android';
}
