import { jsapiTicketOf, signLog } from './tables';

/** What tests use to play the messenger platform (which knows the tickets it issued). */
export const messengerTestApi = {
  /** The account's live jsapi_ticket (the messenger verifies `wx.config` signatures with it). */
  jsapiTicket: (appId: string) => jsapiTicketOf(appId),
  /** The addresses signed so far, oldest first. */
  signedUrls: () => signLog.all().map((r) => r.url),
};
