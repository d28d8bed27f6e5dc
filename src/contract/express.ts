/** An address of the user's EMS address book. */
export interface EmsAddress {
  id: string;
  name: string;
  mobile: string;
  /** District code of the area table (Tianjin). */
  areaCode: string;
  areaName: string;
  detail: string;
  isDefault: boolean;
}
