/** What other emulator features read of agency (帮办代办): the hall's staff accounts. */
export { staff, type StaffRole, type StaffRow } from './tables';
