export interface Hall {
  id: string;
  name: string;
  areaCode: string;
  address: string;
  phone: string;
  openHours: string;
  lat: number;
  lng: number;
  level: number;
  busy: 'idle' | 'normal' | 'busy';
  intro: string;
  floors: number;
  windowCount: number;
}

export const BUSY_TEXT: Record<Hall['busy'], string> = { idle: '空闲', normal: '适中', busy: '繁忙' };
