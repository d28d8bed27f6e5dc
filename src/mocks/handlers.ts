import type { HttpHandler } from 'msw';

// Every feature's handlers, found on disk: a feature adds `features/<name>/handlers.ts`
// exporting `handlers`, and no shared list is edited.
const modules = import.meta.glob<{ handlers: HttpHandler[] }>('./features/*/handlers.ts', { eager: true });

/** Every handler of the emulator, feature by feature (in folder order). */
export const handlers: HttpHandler[] = Object.keys(modules)
  .sort()
  .flatMap((key) => modules[key].handlers);
