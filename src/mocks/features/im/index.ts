/**
 * What other emulator features use of messaging: a message stored and delivered as a server would
 * (`auto` when the emulator sends it in a staff member's name), a notice in a user's message
 * centre, whether a chat id is a known user, the stored messages and signalling frames, and who is
 * online: every automatic staff behaviour asks `staffOnline` first.
 */
export { knownUser, notifyLocal, notifyUser, storeMessage } from './domain';
export { isOnline, onlineStaff, staffChatId, staffOnline, type StaffScope } from './presence';
export { messages, signals } from './tables';
