import { applicationHandlers } from './application';
import { crossHandlers } from './cross';
import { preAuditHandlers } from './materials';
import { noticeHandlers } from './notices';
import { remoteHandlers } from './remote';
import { trackingHandlers } from './tracking';
import './on-the-clock';

/**
 * Online processing (网上办理) and its cases (办件): docs/apply-and-track.md. Each module serves
 * its own calls; this list only assembles them.
 */
export const handlers = [
  ...applicationHandlers,
  ...preAuditHandlers,
  ...remoteHandlers,
  ...crossHandlers,
  ...trackingHandlers,
  ...noticeHandlers,
];
