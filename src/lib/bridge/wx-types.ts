/** The part of the messenger's JS-SDK (`wx`, jweixin 1.6) the app uses. */
export interface WxResult {
  errMsg: string;
}

export interface WxCallbacks<T = WxResult> {
  success?: (res: T) => void;
  fail?: (res: WxResult) => void;
  cancel?: (res: WxResult) => void;
  complete?: (res: WxResult) => void;
}

export interface WxConfig {
  debug?: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface WxSdk {
  config(c: WxConfig): void;
  ready(fn: () => void): void;
  error(fn: (res: WxResult) => void): void;
  openLocation(o: { latitude: number; longitude: number; name?: string; address?: string; scale?: number } & WxCallbacks): void;
  chooseImage(o: { count?: number; sizeType?: string[]; sourceType?: string[] } & WxCallbacks<WxResult & { localIds: string[] }>): void;
  getLocalImgData(o: { localId: string } & WxCallbacks<WxResult & { localData: string }>): void;
  scanQRCode(o: { needResult?: 0 | 1; scanType?: string[] } & WxCallbacks<WxResult & { resultStr: string }>): void;
  updateAppMessageShareData(o: { title: string; desc?: string; link: string; imgUrl?: string } & WxCallbacks): void;
  updateTimelineShareData(o: { title: string; link: string; imgUrl?: string } & WxCallbacks): void;
}

/** The abilities the app asks the messenger for in `wx.config`. */
export const JS_API_LIST = [
  'openLocation',
  'chooseImage',
  'getLocalImgData',
  'scanQRCode',
  'updateAppMessageShareData',
  'updateTimelineShareData',
];
