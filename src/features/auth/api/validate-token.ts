import { gateway } from '@/lib/http/client';
import type { TokenInfo } from '../types';

/** Asks the gateway whether the session's token is still valid, and whose it is. */
export const validateToken = () => gateway.get<TokenInfo>('/wechat-hall/login/checkToken', undefined, { loginFlow: true, silent: true });
