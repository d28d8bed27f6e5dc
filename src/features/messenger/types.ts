/** The JS-SDK signature the gateway issues for one page address (the messenger's jsapi signature). */
export interface WxSignature {
  appId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonceStr: string;
  /** sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
  signature: string;
}
