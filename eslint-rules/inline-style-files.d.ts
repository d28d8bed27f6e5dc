export const INLINE_STYLE_EXCEPTIONS: string[];
