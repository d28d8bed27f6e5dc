import { describe, expect, it } from 'vitest';
import { signablePart } from '@/lib/bridge/landing';
import { signUrlFor } from '@/lib/bridge/sign-url';
import { messengerPlatform } from '@/lib/bridge/platform';

const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2203A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116 Mobile Safari/537.36 XWEB/1160065 MicroMessenger/8.0.47.2560';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Mobile Safari/537.36';

describe('the messenger platform', () => {
  it.each([
    ['iPhone messenger', IOS, 'ios'],
    ['iPad messenger', IPAD, 'ios'],
    ['Android messenger', ANDROID, 'android'],
    ['Safari', SAFARI, null],
    ['Chrome on Android', CHROME, null],
    ['empty', '', null],
  ])('%s → %s', (_, ua, platform) => {
    expect(messengerPlatform(ua)).toBe(platform);
  });
});

describe('the address signed for the JS-SDK', () => {
  const landing = 'https://hall.example.gov.cn/?openId=o1&ticket=TK1#/home?fixedArea=120100';
  const current = 'https://hall.example.gov.cn/#/findTheLobby?fixedArea=120100';
  it.each([
    // iOS verifies the address the page was opened at, whatever replaceState did since.
    ['ios', landing, current, 'https://hall.example.gov.cn/?openId=o1&ticket=TK1'],
    // Android verifies the current address.
    ['android', landing, current, 'https://hall.example.gov.cn/'],
    // Only the part before `#` counts: a hash route change changes nothing.
    ['android', current, 'https://hall.example.gov.cn/#/nearby', 'https://hall.example.gov.cn/'],
    [
      'ios',
      'https://hall.example.gov.cn/?from=singlemessage',
      'https://hall.example.gov.cn/?x=1#/a',
      'https://hall.example.gov.cn/?from=singlemessage',
    ],
    [
      'android',
      'https://hall.example.gov.cn/',
      'https://hall.example.gov.cn/?from=timeline#/a',
      'https://hall.example.gov.cn/?from=timeline',
    ],
  ] as const)('%s, opened at %s, now at %s → %s', (platform, l, c, expected) => {
    expect(signUrlFor(platform, l, c)).toBe(expected);
  });

  it('cuts at the first #', () => {
    expect(signablePart('https://a.cn/p?q=1#/x#y')).toBe('https://a.cn/p?q=1');
    expect(signablePart('https://a.cn/p')).toBe('https://a.cn/p');
  });
});
