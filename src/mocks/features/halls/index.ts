/** What other emulator features read of halls: a hall as it is now (queues, waiting), and the staff of each window (rated by 好差评). */
export { liveHall } from './live';
export { windowStaff } from './tables';
