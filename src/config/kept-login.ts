/**
 * The credentials a login keeps on the device (docs/contract.md, storage keys): with any of them
 * in localStorage, or a session in sessionStorage (`token`), the app's start has a login to make
 * before the first page's calls. Read by the auth boot (src/app/auth-boot.tsx) and by the landing
 * pages' bootstrap, which then preloads the start's code beside the page's (docs/performance.md).
 */
export const KEPT_CREDENTIALS = ['openId', 'validateSecret', 'thirdParty', 'accountMobile', 'validateMobileSecret'] as const;
