import type { HttpHandler } from 'msw';
import { appHandlers } from './app';
import { ossHandlers } from './oss';
import { profileHandlers } from './profile';

/** Every handler of the emulator; each feature registers its list here (one line each). */
export const handlers: HttpHandler[] = [
  ...appHandlers,
  ...profileHandlers,
  ...ossHandlers,
];
