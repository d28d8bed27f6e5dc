/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY?: string;
  readonly VITE_CLOUD_BASE?: string;
  readonly VITE_PREVIEW_BASE?: string;
  readonly VITE_PREVIEW_ENCODING?: string;
  readonly VITE_PREVIEW_FILE_HOSTS?: string;
  readonly VITE_SIGN_PREFIX?: string;
  readonly VITE_AES_KEY?: string;
  readonly VITE_ROOT_AREA?: string;
  readonly VITE_FIXED_AREA?: string;
  readonly VITE_WX_AUTH_URL?: string;
  readonly VITE_APP_ID?: string;
  readonly VITE_WX_SDK_URL?: string;
  readonly VITE_MAINTENANCE?: string;
  readonly VITE_DEMO_AUTH?: string;
  readonly VITE_AMAP_KEY?: string;
  readonly VITE_AMAP_SECURITY_CODE?: string;
  readonly VITE_AMAP_SERVICE_HOST?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_ICE_SERVERS?: string;
}

/** The configuration read and validated at build time (scripts/vite-plugin-env.ts, src/config/env.ts). */
declare const __OW_ENV__: import('./config/read-env').Env;
