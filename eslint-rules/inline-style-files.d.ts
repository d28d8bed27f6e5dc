export const NO_STATIC_INLINE_STYLE_FILES: string[];
