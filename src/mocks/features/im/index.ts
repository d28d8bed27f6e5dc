/**
 * What other emulator features use of messaging: a message stored and delivered as a server would,
 * whether a chat id is a known user, the stored messages and signalling frames, presence.
 */
export { knownUser, notifyLocal, storeMessage, touchPresence } from './domain';
export { messages, signals } from './tables';
