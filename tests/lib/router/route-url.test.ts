import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/config/routes';
import { safeRedirect } from '@/lib/router/route-url';

const known = (pathname: string) => Boolean(matchRoute(pathname));

describe('safeRedirect accepts in-app routes', () => {
  it.each([
    ['/home', '/home'],
    ['/myInfo?fixedArea=120100&rootArea=120000&sys=home', '/myInfo?fixedArea=120100&rootArea=120000&sys=home'],
    ['/recertificationHome?a=1&b=%E7%A4%BE%E4%BF%9D', '/recertificationHome?a=1&b=%E7%A4%BE%E4%BF%9D'],
    ['/auth/wxAuthorize', '/auth/wxAuthorize'],
    ['/./myInfo', '/myInfo'],
    ['/myInfo#section', '/myInfo'],
  ])('%j -> %j', (value, expected) => {
    expect(safeRedirect(value, known)).toBe(expected);
  });
});

describe('safeRedirect refuses everything else', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/home'],
    ['scheme-relative', '//evil.example/home'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative path', 'home'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash later', '/home\\..\\evil'],
    ['tab then slash', '/\t/evil.example'],
    ['newline then slash', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['space', '/ /evil.example'],
    ['no-break space', '/\u00a0/evil.example'],
    ['ideographic space', '/home\u3000'],
    ['line separator', '/\u2028/evil.example'],
    ['NUL', '/home\u0000'],
    ['DEL', '/home\u007f'],
    ['C1 control', '/home\u0085'],
    ['encoded slash', '/%2fevil.example'],
    ['encoded slash upper case', '/%2Fevil.example'],
    ['encoded slash in the query', '/home?next=%2F%2Fevil.example'],
    ['encoded backslash', '/%5cevil.example'],
    ['encoded backslash upper case', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['encoded NUL', '/home%00'],
    ['encoded DEL', '/home%7f'],
    ['encoded C1 control', '/home%C2%85'],
    ['encoded space', '/home%20'],
    ['double-encoded slash', '/%252f%252fevil.example'],
    ['double-encoded backslash', '/%255cevil.example'],
    ['double-encoded tab', '/%2509/evil.example'],
    ['malformed escape', '/home%E0%A4%A'],
    ['credentials', '/@evil.example'],
    ['login itself', '/login?redirect=/home'],
    ['redirect route', '/redirect?to=https://evil.example'],
    ['dot segments to login', '/home/../login'],
    ['unknown route', '/no-such-page'],
    ['nested unknown', '/home/evil'],
  ])('%s', (_label, value) => {
    expect(safeRedirect(value as string | null | undefined, known)).toBeNull();
  });
});
