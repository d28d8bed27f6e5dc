export interface HolidayData {
  holidays: Record<string, string>;
  workdays: Record<string, string>;
}
export interface HolidaySchedule {
  source: string;
  years: number[];
  holidays: Record<string, string>;
  workdays: string[];
}
export function holidaySchedule(data: HolidayData, fromYear: number, source: string): HolidaySchedule;
