/** What other emulator features read of profile: users' verified real names, and their notice switches (docs/me.md). */
export { noticePrefs, realNames } from './tables';
