// Files cleaned of static inline styles (issue 36, one idiom per concern: styling lives in CSS
// modules). A `style` prop stays only for what depends on runtime data (a computed width, a colour
// from data, a CSS custom property set from state); a literal-only style object is an error in
// these files (eslint.config.js; tests/tooling/inline-style-rule.test.ts reads the same list).
export const NO_STATIC_INLINE_STYLE_FILES = [
  'src/components/paged-list.tsx',
  'src/features/app-shell/components/manual.tsx',
  'src/features/app-shell/components/versions.tsx',
  'src/features/matters/components/guide-view.tsx',
  'src/features/matters/components/self-test.tsx',
  'src/features/matters/components/search-screen.tsx',
  'src/features/matters/components/application-wizard.tsx',
  'src/features/matters/components/application-step-views.tsx',
  'src/features/halls/components/map-explorer.tsx',
  'src/features/halls/components/map-explorer-parts.tsx',
  'src/features/express/components/ems-mail.tsx',
  'src/features/express/components/ems-mail-parts.tsx',
  'src/app/pages/profile/mine.page.tsx',
  'src/app/pages/matters/understand-card.page.tsx',
  'src/app/pages/app/introduce.page.tsx',
  'src/app/pages/matters/guidelines.page.tsx',
  'src/features/queue/components/ticket-card.tsx',
  'src/features/queue/components/ticket-taker.tsx',
  'src/features/queue/components/appointment-details.tsx',
  'src/features/cases/components/case-info.tsx',
  'src/features/agency/components/address-book.tsx',
  'src/features/agency/components/agent-requests.tsx',
  'src/features/agency/components/my-agency.tsx',
  'src/features/agency/components/request-parts.tsx',
  'src/features/agency/components/staff-gate.tsx',
  'src/features/agency/components/sign-request.tsx',
];
