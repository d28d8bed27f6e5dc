import type { PreviewButton, PreviewRouteState } from './types';

const TYPES = new Set(['primary', 'default', 'success', 'warning', 'danger']);

/**
 * Reads the previewFile route's inputs: the address from the `fileUrl` query parameter, else
 * from the navigation state's `url`; buttons and note only from the state, kept when well formed.
 */
export function readPreviewInputs(
  search: string,
  state: unknown,
): { address: string | null; buttons: PreviewButton[]; note: string; title: string } {
  const s = (state && typeof state === 'object' ? state : {}) as PreviewRouteState;
  const fromQuery = new URLSearchParams(search).get('fileUrl');
  const address = fromQuery || (typeof s.url === 'string' && s.url ? s.url : null);
  const buttons: PreviewButton[] = [];
  if (Array.isArray(s.buttons)) {
    for (const b of s.buttons) {
      if (buttons.length === 4) break;
      if (!b || typeof b !== 'object') continue;
      const { text, type, action } = b as Partial<PreviewButton>;
      if (typeof text !== 'string' || !text.trim() || typeof action !== 'string' || !action) continue;
      buttons.push({ text: text.trim(), action, type: type && TYPES.has(type) ? type : 'default' });
    }
  }
  return {
    address,
    buttons,
    note: typeof s.note === 'string' ? s.note : '',
    title: typeof s.title === 'string' && s.title.trim() ? s.title.trim() : '文件预览',
  };
}
