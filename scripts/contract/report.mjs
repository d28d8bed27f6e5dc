// How the contract check reports (docs/contract-check.md): one line per check, grouped by area,
// then the summary line `N passed, M failed` alone on the last line; or one JSON document. Pure.

/** PASS and FAIL count; WARN (a recommended check that failed, or a behaviour left open) and SKIP do not. */
export const STATUSES = ['PASS', 'FAIL', 'WARN', 'SKIP'];

/** One line of at most `max` characters: whitespace runs (newlines too) become one space. */
export function oneLine(text, max = 240) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** `  PASS  <name>: <reason> (12 ms)`. */
export function formatResult(r) {
  const ms = typeof r.ms === 'number' ? ` (${Math.round(r.ms)} ms)` : '';
  const reason = oneLine(r.reason) || '-';
  return `  ${r.status.padEnd(4)}  ${r.name}: ${reason}${ms}`;
}

/** The heading line of an area. */
export function formatArea(area) {
  return `${area}`;
}

export function countResults(results) {
  const counts = { passed: 0, failed: 0, warned: 0, skipped: 0, total: results.length };
  for (const r of results) {
    if (r.status === 'PASS') counts.passed++;
    else if (r.status === 'FAIL') counts.failed++;
    else if (r.status === 'WARN') counts.warned++;
    else if (r.status === 'SKIP') counts.skipped++;
    else throw new Error(`unknown status "${r.status}"`);
  }
  return counts;
}

/** The last line: exactly `N passed, M failed`. */
export function summaryLine(counts) {
  return `${counts.passed} passed, ${counts.failed} failed`;
}

/** The line before the summary when there are warnings or skipped checks (else null). */
export function asideLine(counts) {
  const parts = [];
  if (counts.warned) parts.push(`${counts.warned} ${counts.warned === 1 ? 'warning' : 'warnings'} (not failures)`);
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  return parts.length ? parts.join(', ') : null;
}

/** 0 when no check failed (warnings and skips allowed), 1 otherwise. 2 is for a bad command line. */
export function exitCodeOf(counts) {
  return counts.failed > 0 ? 1 : 0;
}

/** The opening lines: what is checked. */
export function formatHeader(settings) {
  return [
    'OneWindow gateway contract check',
    `  gateway  ${settings.gateway}`,
    `  cloud    ${settings.cloud}`,
    `  socket   ${settings.socket}`,
    `  admin    ${settings.adminToken ? 'token given: emulator-only checks on' : 'no token: emulator-only checks skipped'}`,
  ];
}

/** The closing lines: the aside (if any), then the summary line last. */
export function formatFooter(results) {
  const counts = countResults(results);
  const aside = asideLine(counts);
  return ['', ...(aside ? [aside] : []), summaryLine(counts)];
}

/** The whole human report at once (the runner prints the same lines as the checks end). */
export function formatReport(results, settings) {
  const lines = [...formatHeader(settings)];
  let area = null;
  for (const r of results) {
    if (r.area !== area) {
      area = r.area;
      lines.push('', formatArea(area));
    }
    lines.push(formatResult(r));
  }
  lines.push(...formatFooter(results));
  return lines.join('\n');
}

/** The `--json` document. */
export function jsonReport(results, settings, { startedAt, durationMs } = {}) {
  const counts = countResults(results);
  return {
    gateway: settings.gateway,
    cloud: settings.cloud,
    socket: settings.socket,
    adminChecks: Boolean(settings.adminToken),
    startedAt: startedAt ?? null,
    durationMs: durationMs === undefined ? null : Math.round(durationMs),
    ...counts,
    ok: counts.failed === 0,
    summary: summaryLine(counts),
    results: results.map((r) => ({
      id: r.id,
      area: r.area,
      name: r.name,
      status: r.status,
      reason: oneLine(r.reason, 1000),
      recommended: Boolean(r.recommended),
      ms: typeof r.ms === 'number' ? Math.round(r.ms) : null,
    })),
  };
}
