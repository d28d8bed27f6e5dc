import type { HttpHandler, WebSocketHandler } from 'msw';

/** An HTTP endpoint, or a socket (msw's `ws` API: the messaging socket). */
export type EmulatorHandler = HttpHandler | WebSocketHandler;

// Every feature's handlers, found on disk: a feature adds `features/<name>/handlers.ts`
// exporting `handlers`, and no shared list is edited.
const modules = import.meta.glob<{ handlers: EmulatorHandler[] }>('./features/*/handlers.ts', { eager: true });

/** Every handler of the emulator, feature by feature (in folder order). */
export const handlers: EmulatorHandler[] = Object.keys(modules)
  .sort()
  .flatMap((key) => modules[key].handlers);
