/** What other emulator features read of profile: users' verified real names. */
export { realNames } from './tables';
