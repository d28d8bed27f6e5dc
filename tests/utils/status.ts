import { screen, waitFor } from '@testing-library/react';

/**
 * The live region (role="status") that says `text`: pages carry more than one (each title bar has
 * the network line), so a test names the one it means by what it says.
 */
export function findStatusWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('status').find((s) => s.textContent?.includes(text));
    if (!found) throw new Error(`no role="status" says "${text}"`);
    return found;
  });
}
