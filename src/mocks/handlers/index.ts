import type { HttpHandler } from 'msw';
import { appHandlers } from './app';
import { authHandlers } from './auth';
import { ossHandlers } from './oss';
import { profileHandlers } from './profile';
import { ratingHandlers } from './rating';

/** Every handler of the emulator; each feature registers its list here (one line each). */
export const handlers: HttpHandler[] = [
  ...appHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...ratingHandlers,
  ...ossHandlers,
];
