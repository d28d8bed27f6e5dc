export type { Hall } from '@/contract/hall';
import type { Hall } from '@/contract/hall';

export const BUSY_TEXT: Record<Hall['busy'], string> = { idle: '空闲', normal: '适中', busy: '繁忙' };
