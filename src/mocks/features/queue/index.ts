/** What other emulator features read of queue: the working calendar, and each hall's queues and tickets as they stand. */
export { addDays, dayKey, dayKind, hashUnit, isWorkingDay, minuteOfDay, weekdayName } from './calendar';
export { reservations, tickets } from './tables';
export { display, isOpenNow, queuesOf, simulate, waitingCount, waitRange } from './tickets';
