// Styling lives in CSS modules (issue 36, one idiom per concern): a `style={{ ... }}` whose every
// property is a literal is an error in src/ (eslint.config.js; tests/tooling/inline-style-rule.test.ts
// reads the same list). A `style` prop stays only for what depends on runtime data (a computed
// width, a colour from data, a CSS custom property set from state). The named exception: the
// app-level error page keeps its inline styles, since it must look right when a style sheet failed
// to load (a chunk or its CSS missing after a redeploy, offline).
export const INLINE_STYLE_EXCEPTIONS = ['src/components/route-error-boundary.tsx'];
