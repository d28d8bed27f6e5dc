/** Network types on which a call starts with audio only (Network Information API, where the browser has it). */
const WEAK = ['slow-2g', '2g'];

/** Whether a call should use video: asked for, and the network is not known to be weak (or set to save data). */
export function shouldUseVideo(requested: boolean, connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!requested) return false;
  if (!connection) return true;
  return !connection.saveData && !WEAK.includes(connection.effectiveType ?? '');
}
