/** A mainland mobile number: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Whether a typed text (surrounding spaces ignored) is a mainland mobile number. */
export const isMobile = (s: string) => MOBILE_PATTERN.test(s.trim());
/** Whether a typed text (surrounding spaces ignored) is an email address. */
export const isEmail = (s: string) => EMAIL_PATTERN.test(s.trim());
