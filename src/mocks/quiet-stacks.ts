/**
 * msw notes where each handler was declared, from an Error's stack made and parsed in the
 * handler's constructor, for its debugging messages. The emulator's two hundred handlers made that
 * tens of milliseconds of a phone's main thread when the demo starts (issue 14: total blocking
 * time). Errors made while the handlers are declared carry no frames: browser.ts imports this
 * first and restores the limit in its body, which runs once all its imports have.
 */
export const stackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
