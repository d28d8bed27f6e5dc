import { setupServer } from 'msw/node';
import { setPersistence } from './db/store';
import { handlers } from './handlers';

/** The same handlers in Node, for Vitest. State lives in memory. */
export function createEmulatorServer() {
  setPersistence({ load: () => null, save: () => undefined });
  return setupServer(...handlers);
}

export { emulatorTestApi } from './test-api';
