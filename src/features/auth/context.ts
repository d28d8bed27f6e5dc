import { local, session } from '@/lib/storage/storage';
import { gatewayAuthServices } from './api/services';
import type { AuthContext } from './flows';

/** The real services and the browser storage; the composition may swap `validateSocket`. */
export const authContext: AuthContext = { services: { ...gatewayAuthServices }, local, session };
