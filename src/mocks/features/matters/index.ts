/** What other emulator features read of matters: the 一件事 bundles. */
export { oneThings } from './tables';
