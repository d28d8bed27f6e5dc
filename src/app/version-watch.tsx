import { createRoot, type Root } from 'react-dom/client';
import { UpdateNotice } from '../components/update-notice';
import { browserWatchDeps, fetchDeployedBuild, isTyping, runningBuild, watchVersion } from '../lib/deploy/version-check';

// While the user types, the notice waits: it never moves the page under a finger on a field.
const QUIET_POLL_MS = 2000;

let root: Root | null = null;

function hideNotice() {
  root?.unmount();
  root = null;
  document.getElementById('ow-update-notice')?.remove();
}

function showNotice() {
  if (root) return;
  const container = document.createElement('div');
  container.id = 'ow-update-notice';
  document.body.append(container);
  root = createRoot(container);
  // A reload the user asked for: drafts are in sessionStorage already (src/lib/storage/drafts.ts).
  root.render(<UpdateNotice onReload={() => window.location.reload()} onClose={hideNotice} />);
}

function showWhenQuiet() {
  if (isTyping()) setTimeout(showWhenQuiet, QUIET_POLL_MS);
  else showNotice();
}

/**
 * Starts watching for a new deployment (src/lib/deploy/version-check.ts): a new build shows the
 * notice at a quiet moment; the page reloads only when the user taps it. Nothing happens in a
 * build without an id (development).
 */
export function startVersionWatch(): () => void {
  return watchVersion({
    ...browserWatchDeps(),
    running: runningBuild(),
    fetchDeployed: () => fetchDeployedBuild(),
    onNewVersion: showWhenQuiet,
  });
}
