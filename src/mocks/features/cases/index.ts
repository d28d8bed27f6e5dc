/** What other emulator features read of cases (办件): the cases, and the remote-handling call records filed to them. */
export { caseCallRecords, cases, type CaseCallRecordRow, type CaseRow } from './tables';
