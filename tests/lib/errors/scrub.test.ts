import { describe, expect, it } from 'vitest';
import { REDACTED, routePath, scrubStack, scrubText, storedSecrets } from '@/lib/errors/scrub';

const ID = '12010119900307123X';
const MOBILE = '13800138000';

describe('error scrubbing: what a report may say', () => {
  it('takes out id numbers, mobiles and every run of four or more digits, even split by spaces or dashes', () => {
    expect(scrubText(`身份证 ${ID} 无效`)).toBe(`身份证 ${REDACTED} 无效`);
    expect(scrubText(`id 120101199003071234 bad`)).toBe(`id ${REDACTED} bad`);
    expect(scrubText(`call ${MOBILE} now`)).toBe(`call ${REDACTED} now`);
    expect(scrubText('mobile 138 0013 8000 and 138-0013-8000')).toBe(`mobile ${REDACTED} and ${REDACTED}`);
    // Short numbers stay: they are what makes a message readable.
    expect(scrubText('expected 3 items, got 12')).toBe('expected 3 items, got 12');
  });

  it("keeps a file position's line and column, however long", () => {
    const line = 'at render (/assets/app-DEh9woR5.js:1:234567)';
    expect(scrubText(line)).toBe(line);
  });

  it('strips query strings and the values of credential names, keeps the names', () => {
    expect(scrubText('GET /gw/hall/list?mobile=13800138000&ticket=abc failed')).toBe('GET /gw/hall/list? failed');
    expect(scrubText('bad token=abc.def secret: "xyz" ow_token=q1 Bearer eyJhbGciOi.x.y')).toBe(
      `bad token=${REDACTED} secret: "${REDACTED}" ow_token=${REDACTED} Bearer ${REDACTED}`,
    );
    expect(scrubText('{"password":"hunter2"}')).toBe(`{"password":"${REDACTED}"}`);
  });

  it('takes out long mixes of letters and digits (keys, hashes), not words or chunk names', () => {
    expect(scrubText('key a1b2c3d4e5f6a7b8c9d0 leaked')).toBe(`key ${REDACTED} leaked`);
    expect(scrubText("Cannot read properties of undefined (reading 'somethingQuiteLongHere')")).toBe(
      "Cannot read properties of undefined (reading 'somethingQuiteLongHere')",
    );
    expect(scrubText('at /assets/route-error-boundary-Ab12Cd34.js:1:2')).toBe('at /assets/route-error-boundary-Ab12Cd34.js:1:2');
  });

  it('takes out the values storage holds for the session wherever they appear', () => {
    sessionStorage.setItem('token', 'tok-plain');
    sessionStorage.setItem('secret', 'sec-plain');
    localStorage.setItem('validateSecret', 'vs-plain');
    try {
      const known = storedSecrets(window);
      expect(known).toEqual(['tok-plain', 'sec-plain', 'vs-plain']);
      expect(scrubText('oops tok-plain / sec-plain / vs-plain', 300, known)).toBe(`oops ${REDACTED} / ${REDACTED} / ${REDACTED}`);
    } finally {
      sessionStorage.clear();
      localStorage.removeItem('validateSecret');
    }
  });

  it('cuts long messages', () => {
    const out = scrubText('x'.repeat(1000), 300);
    expect(out).toHaveLength(300);
    expect(out.endsWith('…')).toBe(true);
  });

  it('scrubs a stack line by line and leaves this origin out', () => {
    const stack = [
      `Error: bad ${MOBILE}`,
      '    at f (http://127.0.0.1:4420/assets/app-DEh9woR5.js:1:23456)',
      '    at g (http://127.0.0.1:4420/assets/x.js?v=13800138000:2:3)',
    ].join('\n');
    expect(scrubStack(stack, 'http://127.0.0.1:4420')).toBe(
      [`Error: bad ${REDACTED}`, 'at f (/assets/app-DEh9woR5.js:1:23456)', 'at g (/assets/x.js?)'].join('\n'),
    );
    expect(scrubStack(undefined, '')).toBeUndefined();
  });

  it("a route is the hash route's path only", () => {
    expect(routePath('#/home?fixedArea=120101&mobile=13800138000')).toBe('/home');
    expect(routePath('#/hallDetail/12010112345?x=1')).toBe(`/hallDetail/${REDACTED}`);
    expect(routePath('')).toBe('/');
    expect(routePath('#/a b<c>')).toBe('/');
  });
});
