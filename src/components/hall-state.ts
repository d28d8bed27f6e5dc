import type { BusyLevel } from '@/contract/hall';

/**
 * What the screen says of a hall right now, one rule everywhere (home, 找大厅, the map's pins
 * and rows, a guide's halls, 窗口实况): a hall the gateway says is closed (its hours, holidays and
 * 调休 decide, docs/halls.md) is 休息中, never 空闲, and shows nobody waiting; an open hall
 * shows its crowding. A hall answer without `openNow` is taken as open (older answers).
 */
export type HallState = BusyLevel | 'closed';

export function hallState(h: { busy: BusyLevel; openNow?: boolean }): HallState {
  return h.openNow === false ? 'closed' : h.busy;
}

export const HALL_STATE_TEXT: Record<HallState, string> = { idle: '空闲', normal: '适中', busy: '繁忙', closed: '休息中' };

/** One character inside a map pin, so the state is not told by colour alone. */
export const HALL_STATE_MARK: Record<HallState, string> = { idle: '闲', normal: '中', busy: '忙', closed: '休' };

/** Pin and badge colours (the theme's colours; grey for closed, dark enough for white text on it). */
export const HALL_STATE_COLOUR: Record<HallState, string> = {
  idle: 'var(--adm-color-success)',
  normal: 'var(--adm-color-warning)',
  busy: 'var(--adm-color-danger)',
  closed: '#5c6370',
};

/** antd-mobile Tag colours for the state. */
export const HALL_STATE_TAG: Record<HallState, 'success' | 'warning' | 'danger' | 'default'> = {
  idle: 'success',
  normal: 'warning',
  busy: 'danger',
  closed: 'default',
};

/** The state in words, with the people waiting when the hall is open and somebody waits. */
export function hallStateLabel(h: { busy: BusyLevel; openNow?: boolean; waiting?: number }, separator = '，'): string {
  const state = hallState(h);
  if (state === 'closed') return HALL_STATE_TEXT.closed;
  return `${HALL_STATE_TEXT[state]}${h.waiting ? `${separator}${h.waiting}人等候` : ''}`;
}
