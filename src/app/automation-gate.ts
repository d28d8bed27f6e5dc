/** localStorage key the e2e suite sets (to `1`) so that an automated browser sees the app. */
export const TEST_FLAG_KEY = 'ow.e2e';

/**
 * Automated browsers (navigator.webdriver) get the not-found page unless the test flag is set:
 * scrapers should not walk the service hall.
 */
export function isAutomatedWithoutFlag(
  nav: Pick<Navigator, 'webdriver'> = navigator,
  store: Pick<Storage, 'getItem'> | null = safeLocal(),
): boolean {
  if (!nav.webdriver) return false;
  return store?.getItem(TEST_FLAG_KEY) !== '1';
}

function safeLocal(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
