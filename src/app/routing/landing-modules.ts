import type { PageModule } from './page-modules';

/**
 * The landing pages' modules (the routes flagged `landing`, src/config/routes; docs/performance.md,
 * "Landing pages"), a small table and chunk of their own: opened at one of them, the app fetches
 * this table, not the whole page table (page-modules.ts, 115 pages and their preload lists, about
 * 9 KB gzip), which then comes after the first page, for the next tap. Keyed as the page table is;
 * tests/app/routes.test.ts holds it to the routes' flags.
 */
export const landingModules = import.meta.glob<PageModule>([
  '../pages/cases/office-infolist.page.tsx',
  '../pages/halls/find-the-lobby.page.tsx',
  '../pages/halls/government-map.page.tsx',
  '../pages/halls/hall-intro-portal.page.tsx',
  '../pages/halls/introduction-hall.page.tsx',
  '../pages/halls/window-actual.page.tsx',
  '../pages/im/oicq-content.page.tsx',
  '../pages/matters/guidelines.page.tsx',
  '../pages/matters/search.page.tsx',
  '../pages/matters/understand-card.page.tsx',
  '../pages/preview/preview-file.page.tsx',
  '../pages/profile/certificate.page.tsx',
  '../pages/queue/appointment-details.page.tsx',
  '../pages/queue/my-queue.page.tsx',
  '../pages/rating/complaint.page.tsx',
]);
