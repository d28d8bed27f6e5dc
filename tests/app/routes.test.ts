import { describe, expect, it } from 'vitest';
import { loaderOf } from '@/app/routing/lazy-pages';
import { FRONT_PAGES, inEntry } from '@/app/routing/page-paths';
import { modules } from '@/app/routing/page-modules';
import { landingModules } from '@/app/routing/landing-modules';
import { construction, findRoute, matchRoute, pathOf, paths, routes } from '@/config/routes';

// The spec's three lists (docs/spec-rules.md section 2), as data.
const LOGIN_ROUTES = [
  'oicq',
  'oicqContent',
  'robotChat',
  'feedback',
  'feedbackMe',
  'myFeedback',
  'mFeedback',
  'myNewQueue',
  'myNewNumber',
  'myNewEval',
  'newReserve',
  'reserve',
  'ywReserve',
  'ywNearby',
  'evaluation',
  'myEval',
  'myNumber',
  'myQueue',
  'myOffice',
  'childerOffice',
  'officeInfolist',
  'viewNotice',
  'Noticerejection',
  'timeInfolistDetail',
  'showReceiving',
  'evaluationPage',
  'watchEvaluated',
  'certificate',
  'recertificationHome',
  'myInfo',
  'consult',
  'myconsult',
  'historical',
  'zhReserve',
  'ticket',
  'archivalCollectionDetail',
];

const OPEN_ROUTES = [
  'redirect',
  'machineReplyPage',
  'robotReplyPage',
  'virtualHumanPage',
  'robotChatPass',
  'serviceStar',
  'home',
  'governmentMap',
  'swipeEditor',
  'previewFile',
  'userConfig',
  'search',
  'implList',
  'login',
  'remoteProcessing',
  'crossProcessingFeedback',
  'crossDetails',
  'regionalMattersPage',
  'complaint',
  'myComplaint',
  'message',
  'complaintDetails',
  'mine',
  'myAgencyDetails',
  'mFeedbackInfo',
  'doorGuide',
  'doorSearch',
  'map3d',
  'appointmentDetails',
  'notificationForm',
  'detailsMachine',
  'manual',
  'windowActual',
  'dataStatistics',
  'findTheLobby',
  'gotoHandle',
  'gotoHandleCombo',
  'matterTest',
  'oneThingCategory',
  'certificateType',
  'handleContinue',
  'agencyApplication',
  'EMSMail',
  'emsSuccess',
  'nearbyHandle',
  'listOfEvents',
  'streetMatter',
  'guidelines',
  'commonForm',
  'formIndex',
  'lntroductionhall',
  'hallimgmore',
  'mapGuide',
  'introduce',
  'onlinepage',
  'nearby',
  'hallIntroPortal',
  'hallInnerMap',
  'application',
  'cityChoose',
  'myDoorplateList',
  'editDoorplate',
  'myNumberInfo',
  'agentRequest',
  'signature',
  'addressBook',
  'zoneMore',
  'secondConfig',
  'oneThingZoneMore',
  'departInfo',
  'lawInfo',
  'mySettingsCollection',
  'mySettingsPage',
  'historicalVersions',
  'versionDetails',
  'phoneTable',
  'understandCard',
  'preAuditionFillIn',
];

const KEPT_ALIVE = ['findTheLobby', 'gotoHandle', 'matterTest', 'gotoHandleCombo', 'nearbyHandle', 'application', 'agentRequest'];

describe('route table', () => {
  it('has exactly the spec routes: 36 login, 78 open and /auth/:name', () => {
    expect(LOGIN_ROUTES).toHaveLength(36);
    expect(OPEN_ROUTES).toHaveLength(78);
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual([...LOGIN_ROUTES, ...OPEN_ROUTES, 'auth'].sort());
  });

  it('marks the login routes, and only them, as needing login', () => {
    for (const r of routes) expect([r.name, r.login]).toEqual([r.name, LOGIN_ROUTES.includes(r.name)]);
  });

  it('keeps alive exactly the spec pages', () => {
    expect(
      routes
        .filter((r) => r.keepAlive)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...KEPT_ALIVE].sort());
  });

  it('uses the spec names unchanged as paths', () => {
    for (const r of routes) if (r.name !== 'auth') expect(r.path).toBe(`/${r.name}`);
    expect(findRoute('auth')?.path).toBe('/auth/:name');
    expect(matchRoute('/auth/wechat')?.name).toBe('auth');
    expect(matchRoute('/lntroductionhall')?.name).toBe('lntroductionhall');
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('gives every route a page module under src/app/pages or the shared construction page', () => {
    const routed = new Set<string>();
    for (const r of routes) {
      if (r.page === construction) continue;
      expect(loaderOf(r), r.name).toBeTypeOf('function');
      routed.add(`../pages/${r.page}.page.tsx`);
    }
    // Every page file is reachable from the table: no orphan pages.
    expect(Object.keys(modules).filter((p) => !routed.has(p))).toEqual([]);
    const pending = routes.filter((r) => r.page === construction).map((r) => r.name);
    for (const name of ['home', 'governmentMap', 'cityChoose']) expect(pending).not.toContain(name);
  });

  it("names the landing pages' modules in their own small table: exactly the routes flagged landing, as the page table names them", async () => {
    const landing = routes.filter((r) => r.landing).map((r) => `../pages/${r.page}.page.tsx`);
    expect(Object.keys(landingModules).sort()).toEqual(landing.sort());
    const guide = await loaderOf(findRoute('guidelines')!)!();
    expect(guide.default).toBe((await modules['../pages/matters/guidelines.page.tsx']()).default);
  });

  it('refuses a route whose page module does not exist', async () => {
    const broken = { ...findRoute('home')!, page: 'app/no-such' };
    await expect(loaderOf(broken)!()).rejects.toThrow('route home: no page module app/no-such.page.tsx');
  });

  it('gives every route a title of its own', () => {
    const titles = routes.map((r) => r.title);
    for (const r of routes) expect(r.title, r.name).toMatch(/[\u4e00-\u9fa5]/);
    expect(titles.length).toBe(115);
  });

  it('carries the front pages in the entry, home among them: each the same page as the page table names', async () => {
    expect([...FRONT_PAGES]).toContain('app/home');
    expect(inEntry(findRoute('myInfo')!)).toBe(false);
    for (const page of FRONT_PAGES) {
      const route = routes.find((r) => r.page === page)!;
      expect(inEntry(route), page).toBe(true);
      const fromEntry = await loaderOf(route)!();
      expect(fromEntry.default, page).toBe((await modules[`../pages/${page}.page.tsx`]()).default);
    }
  });

  // Transforms every page and its imports cold (about 7 s alone, past 20 s on a CI machine also
  // running a build): its own time limit, not a race.
  it('loads each real page as a module with a default component', { timeout: 90_000 }, async () => {
    for (const r of routes) {
      const load = loaderOf(r);
      if (!load) continue;
      const mod = await load();
      expect(typeof mod.default, r.name).toBe('function');
    }
  });
});

describe('path builders', () => {
  it('encode their parameters', () => {
    expect(paths.guidelines({ matterId: 'M 1&x' })).toBe('/guidelines?matterId=M+1%26x');
    expect(paths.lntroductionhall({ hallId: 'H001' })).toBe('/lntroductionhall?hallId=H001');
    expect(paths.login({ redirect: '/myInfo?type=2' })).toBe('/login?redirect=%2FmyInfo%3Ftype%3D2');
    expect(paths.myOffice()).toBe('/myOffice');
  });

  it('leave out empty optional parameters', () => {
    expect(paths.login({ redirect: '' })).toBe('/login');
    expect(paths.previewFile({ fileUrl: null })).toBe('/previewFile');
  });

  it('fill path parameters', () => {
    expect(paths.auth({ name: 'wx auth' })).toBe('/auth/wx%20auth');
    expect(() => pathOf('auth')).toThrow('route auth needs its path parameter');
  });

  it('are typed: a missing required parameter or an unknown one does not compile', () => {
    // @ts-expect-error matterId is required
    expect(() => paths.guidelines({})).not.toThrow();
    // @ts-expect-error no such parameter on myOffice
    expect(paths.myOffice({ nope: 1 })).toBe('/myOffice?nope=1');
  });
});
