import { messages } from './tables';

/** What journeys read from the messaging emulator. */
export const imTestApi = {
  /** How many stored messages `fromId` sent with exactly this content (a message sent once is 1). */
  countSent(fromId: string, content: string): number {
    return messages.filter((m) => m.fromId === fromId && m.content === content).length;
  },
};
