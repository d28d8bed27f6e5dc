import type { RouteName } from './index';

/**
 * The pages citizens land on rather than reach from home (issue 37): a 服务通知's link, a guide
 * shared in the messenger, a hall's door-plate QR code, the map. Opened at one of them, the build's
 * bootstrap preloads the page's code beside the entry, the client's transport loads at once (src/main.tsx),
 * and the page's first calls (its module's firstQueries) go before its first render: their answer
 * is what the page is opened for (docs/performance.md, "Landing pages").
 */
export const LANDING_ROUTES = [
  'guidelines',
  'understandCard',
  'search',
  'findTheLobby',
  'governmentMap',
  'lntroductionhall',
  'hallIntroPortal',
  'windowActual',
  'complaint',
  'previewFile',
  'myQueue',
  'appointmentDetails',
  'officeInfolist',
  'oicqContent',
  'certificate',
] as const satisfies readonly RouteName[];
