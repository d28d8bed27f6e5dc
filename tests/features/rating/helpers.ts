import { act } from '@testing-library/react';

import { jpegHeader } from '../../utils/images';

// A JPEG header with its frame (the shared image check reads the pixel size from it).
export const JPEG_BYTES = jpegHeader(64, 48);
// A 1x1 PNG: real image bytes.
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const GIF_BYTES = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00]);

export const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
export const jpeg = (name: string) => new File([JPEG_BYTES], name, { type: 'image/jpeg' });
export const gifNamedJpg = (name = '动图.jpg') => new File([GIF_BYTES], name, { type: 'image/jpeg' });

/** Lets pending promises and timers of the page settle. */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
