import type { ComponentType } from 'react';

/** The feature that owns a route (routes.md). */
export type Feature =
  | 'app'
  | 'auth'
  | 'halls'
  | 'matters'
  | 'queue'
  | 'im'
  | 'robot'
  | 'rating'
  | 'cases'
  | 'agency'
  | 'express'
  | 'profile'
  | 'preview';

type PageModule = { default: ComponentType };

/** A page that a later issue builds: the route renders the shared "under construction" page. */
export const construction = 'construction' as const;

export interface RouteDef {
  /** The spec's route name, unchanged: the public contract of shared links. */
  name: string;
  /** Hash path, `/name` (or `/auth/:name`). */
  path: string;
  /** Needs a logged-in user: the login guard runs first. */
  login: boolean;
  /** Kept alive when left: state, scroll and data survive, effects pause. */
  keepAlive?: boolean;
  feature: Feature;
  /** The lazily imported page (its own chunk), or `construction`. */
  page: (() => Promise<PageModule>) | typeof construction;
}

/** THE route table: every route of the spec's section 2. */
export const routes: RouteDef[] = [
  // Routes that need login (spec section 2).
  { name: 'oicq', path: '/oicq', login: true, feature: 'im', page: construction },
  { name: 'oicqContent', path: '/oicqContent', login: true, feature: 'im', page: construction },
  { name: 'robotChat', path: '/robotChat', login: true, feature: 'robot', page: construction },
  { name: 'feedback', path: '/feedback', login: true, feature: 'rating', page: () => import('./pages/rating/feedback.page') },
  { name: 'feedbackMe', path: '/feedbackMe', login: true, feature: 'rating', page: () => import('./pages/rating/feedback-me.page') },
  { name: 'myFeedback', path: '/myFeedback', login: true, feature: 'rating', page: () => import('./pages/rating/my-feedback.page') },
  { name: 'mFeedback', path: '/mFeedback', login: true, feature: 'rating', page: () => import('./pages/rating/m-feedback.page') },
  { name: 'myNewQueue', path: '/myNewQueue', login: true, feature: 'queue', page: construction },
  { name: 'myNewNumber', path: '/myNewNumber', login: true, feature: 'queue', page: construction },
  { name: 'myNewEval', path: '/myNewEval', login: true, feature: 'rating', page: () => import('./pages/rating/my-new-eval.page') },
  { name: 'newReserve', path: '/newReserve', login: true, feature: 'queue', page: construction },
  { name: 'reserve', path: '/reserve', login: true, feature: 'queue', page: construction },
  { name: 'ywReserve', path: '/ywReserve', login: true, feature: 'queue', page: construction },
  { name: 'ywNearby', path: '/ywNearby', login: true, feature: 'queue', page: construction },
  { name: 'evaluation', path: '/evaluation', login: true, feature: 'rating', page: () => import('./pages/rating/evaluation.page') },
  { name: 'myEval', path: '/myEval', login: true, feature: 'rating', page: () => import('./pages/rating/my-eval.page') },
  { name: 'myNumber', path: '/myNumber', login: true, feature: 'queue', page: construction },
  { name: 'myQueue', path: '/myQueue', login: true, feature: 'queue', page: construction },
  { name: 'myOffice', path: '/myOffice', login: true, feature: 'cases', page: construction },
  { name: 'childerOffice', path: '/childerOffice', login: true, feature: 'cases', page: construction },
  { name: 'officeInfolist', path: '/officeInfolist', login: true, feature: 'cases', page: construction },
  { name: 'viewNotice', path: '/viewNotice', login: true, feature: 'cases', page: construction },
  { name: 'Noticerejection', path: '/Noticerejection', login: true, feature: 'cases', page: construction },
  { name: 'timeInfolistDetail', path: '/timeInfolistDetail', login: true, feature: 'cases', page: construction },
  { name: 'showReceiving', path: '/showReceiving', login: true, feature: 'cases', page: construction },
  { name: 'evaluationPage', path: '/evaluationPage', login: true, feature: 'rating', page: () => import('./pages/rating/evaluation-page.page') },
  { name: 'watchEvaluated', path: '/watchEvaluated', login: true, feature: 'rating', page: () => import('./pages/rating/watch-evaluated.page') },
  { name: 'certificate', path: '/certificate', login: true, feature: 'profile', page: construction },
  { name: 'recertificationHome', path: '/recertificationHome', login: true, feature: 'profile', page: () => import('./pages/profile/recertification-home.page') },
  { name: 'myInfo', path: '/myInfo', login: true, feature: 'profile', page: () => import('./pages/profile/my-info.page') },
  { name: 'consult', path: '/consult', login: true, feature: 'im', page: construction },
  { name: 'myconsult', path: '/myconsult', login: true, feature: 'im', page: construction },
  { name: 'historical', path: '/historical', login: true, feature: 'queue', page: construction },
  { name: 'zhReserve', path: '/zhReserve', login: true, feature: 'queue', page: construction },
  { name: 'ticket', path: '/ticket', login: true, feature: 'queue', page: construction },
  { name: 'archivalCollectionDetail', path: '/archivalCollectionDetail', login: true, feature: 'profile', page: construction },
  // Open routes (spec section 2).
  { name: 'redirect', path: '/redirect', login: false, feature: 'app', page: construction },
  { name: 'machineReplyPage', path: '/machineReplyPage', login: false, feature: 'robot', page: construction },
  { name: 'robotReplyPage', path: '/robotReplyPage', login: false, feature: 'robot', page: construction },
  { name: 'virtualHumanPage', path: '/virtualHumanPage', login: false, feature: 'robot', page: construction },
  { name: 'robotChatPass', path: '/robotChatPass', login: false, feature: 'robot', page: construction },
  { name: 'serviceStar', path: '/serviceStar', login: false, feature: 'halls', page: construction },
  { name: 'home', path: '/home', login: false, feature: 'app', page: () => import('./pages/app/home.page') },
  { name: 'governmentMap', path: '/governmentMap', login: false, feature: 'app', page: () => import('./pages/app/government-map.page') },
  { name: 'swipeEditor', path: '/swipeEditor', login: false, feature: 'app', page: construction },
  { name: 'previewFile', path: '/previewFile', login: false, feature: 'preview', page: () => import('./pages/preview/preview-file.page') },
  { name: 'userConfig', path: '/userConfig', login: false, feature: 'app', page: construction },
  { name: 'search', path: '/search', login: false, feature: 'app', page: construction },
  { name: 'implList', path: '/implList', login: false, feature: 'matters', page: construction },
  { name: 'login', path: '/login', login: false, feature: 'app', page: () => import('./pages/auth/login.page') },
  { name: 'remoteProcessing', path: '/remoteProcessing', login: false, feature: 'matters', page: construction },
  { name: 'crossProcessingFeedback', path: '/crossProcessingFeedback', login: false, feature: 'matters', page: construction },
  { name: 'crossDetails', path: '/crossDetails', login: false, feature: 'matters', page: construction },
  { name: 'regionalMattersPage', path: '/regionalMattersPage', login: false, feature: 'matters', page: construction },
  { name: 'complaint', path: '/complaint', login: false, feature: 'rating', page: () => import('./pages/rating/complaint.page') },
  { name: 'myComplaint', path: '/myComplaint', login: false, feature: 'rating', page: () => import('./pages/rating/my-complaint.page') },
  { name: 'message', path: '/message', login: false, feature: 'app', page: construction },
  { name: 'complaintDetails', path: '/complaintDetails', login: false, feature: 'rating', page: () => import('./pages/rating/complaint-details.page') },
  { name: 'mine', path: '/mine', login: false, feature: 'profile', page: () => import('./pages/profile/mine.page') },
  { name: 'myAgencyDetails', path: '/myAgencyDetails', login: false, feature: 'agency', page: construction },
  { name: 'mFeedbackInfo', path: '/mFeedbackInfo', login: false, feature: 'rating', page: () => import('./pages/rating/m-feedback-info.page') },
  { name: 'doorGuide', path: '/doorGuide', login: false, feature: 'halls', page: construction },
  { name: 'doorSearch', path: '/doorSearch', login: false, feature: 'halls', page: construction },
  { name: 'map3d', path: '/map3d', login: false, feature: 'halls', page: construction },
  { name: 'appointmentDetails', path: '/appointmentDetails', login: false, feature: 'queue', page: construction },
  { name: 'notificationForm', path: '/notificationForm', login: false, feature: 'matters', page: construction },
  { name: 'detailsMachine', path: '/detailsMachine', login: false, feature: 'matters', page: construction },
  { name: 'manual', path: '/manual', login: false, feature: 'app', page: construction },
  { name: 'windowActual', path: '/windowActual', login: false, feature: 'halls', page: construction },
  { name: 'dataStatistics', path: '/dataStatistics', login: false, feature: 'halls', page: construction },
  { name: 'findTheLobby', path: '/findTheLobby', login: false, keepAlive: true, feature: 'halls', page: () => import('./pages/halls/find-the-lobby.page') },
  { name: 'gotoHandle', path: '/gotoHandle', login: false, keepAlive: true, feature: 'matters', page: construction },
  { name: 'gotoHandleCombo', path: '/gotoHandleCombo', login: false, keepAlive: true, feature: 'matters', page: construction },
  { name: 'matterTest', path: '/matterTest', login: false, keepAlive: true, feature: 'matters', page: construction },
  { name: 'oneThingCategory', path: '/oneThingCategory', login: false, feature: 'matters', page: construction },
  { name: 'certificateType', path: '/certificateType', login: false, feature: 'matters', page: construction },
  { name: 'handleContinue', path: '/handleContinue', login: false, feature: 'matters', page: construction },
  { name: 'agencyApplication', path: '/agencyApplication', login: false, feature: 'agency', page: construction },
  { name: 'EMSMail', path: '/EMSMail', login: false, feature: 'express', page: construction },
  { name: 'emsSuccess', path: '/emsSuccess', login: false, feature: 'express', page: construction },
  { name: 'nearbyHandle', path: '/nearbyHandle', login: false, keepAlive: true, feature: 'halls', page: construction },
  { name: 'listOfEvents', path: '/listOfEvents', login: false, feature: 'matters', page: construction },
  { name: 'streetMatter', path: '/streetMatter', login: false, feature: 'matters', page: construction },
  { name: 'guidelines', path: '/guidelines', login: false, feature: 'matters', page: construction },
  { name: 'commonForm', path: '/commonForm', login: false, feature: 'matters', page: construction },
  { name: 'formIndex', path: '/formIndex', login: false, feature: 'matters', page: construction },
  { name: 'lntroductionhall', path: '/lntroductionhall', login: false, feature: 'halls', page: construction },
  { name: 'hallimgmore', path: '/hallimgmore', login: false, feature: 'halls', page: construction },
  { name: 'mapGuide', path: '/mapGuide', login: false, feature: 'halls', page: construction },
  { name: 'introduce', path: '/introduce', login: false, feature: 'app', page: construction },
  { name: 'onlinepage', path: '/onlinepage', login: false, feature: 'matters', page: construction },
  { name: 'nearby', path: '/nearby', login: false, feature: 'halls', page: () => import('./pages/halls/nearby.page') },
  { name: 'hallIntroPortal', path: '/hallIntroPortal', login: false, feature: 'halls', page: construction },
  { name: 'hallInnerMap', path: '/hallInnerMap', login: false, feature: 'halls', page: construction },
  { name: 'application', path: '/application', login: false, keepAlive: true, feature: 'matters', page: construction },
  { name: 'cityChoose', path: '/cityChoose', login: false, feature: 'app', page: () => import('./pages/app/city-choose.page') },
  { name: 'myDoorplateList', path: '/myDoorplateList', login: false, feature: 'halls', page: construction },
  { name: 'editDoorplate', path: '/editDoorplate', login: false, feature: 'halls', page: construction },
  { name: 'myNumberInfo', path: '/myNumberInfo', login: false, feature: 'queue', page: construction },
  { name: 'agentRequest', path: '/agentRequest', login: false, keepAlive: true, feature: 'agency', page: construction },
  { name: 'signature', path: '/signature', login: false, feature: 'agency', page: construction },
  { name: 'addressBook', path: '/addressBook', login: false, feature: 'agency', page: construction },
  { name: 'zoneMore', path: '/zoneMore', login: false, feature: 'halls', page: construction },
  { name: 'secondConfig', path: '/secondConfig', login: false, feature: 'app', page: construction },
  { name: 'oneThingZoneMore', path: '/oneThingZoneMore', login: false, feature: 'halls', page: construction },
  { name: 'departInfo', path: '/departInfo', login: false, feature: 'halls', page: construction },
  { name: 'lawInfo', path: '/lawInfo', login: false, feature: 'matters', page: construction },
  { name: 'mySettingsCollection', path: '/mySettingsCollection', login: false, feature: 'profile', page: construction },
  { name: 'mySettingsPage', path: '/mySettingsPage', login: false, feature: 'profile', page: construction },
  { name: 'historicalVersions', path: '/historicalVersions', login: false, feature: 'app', page: construction },
  { name: 'versionDetails', path: '/versionDetails', login: false, feature: 'app', page: construction },
  { name: 'phoneTable', path: '/phoneTable', login: false, feature: 'halls', page: construction },
  { name: 'understandCard', path: '/understandCard', login: false, feature: 'matters', page: construction },
  { name: 'preAuditionFillIn', path: '/preAuditionFillIn', login: false, feature: 'matters', page: construction },
  { name: 'auth', path: '/auth/:name', login: false, feature: 'auth', page: () => import('./pages/auth/auth-landing.page') },
];

/** Paths that switch the system (and `/debug`, which also opens the debug console). */
export const SYSTEM_PATHS = ['/home', '/governmentMap', '/debug'] as const;

const byName = new Map(routes.map((r) => [r.name, r]));

/** The route of a name, or undefined. */
export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** The route a pathname (`/name`, `/auth/x`) resolves to, or undefined. */
export function matchRoute(pathname: string): RouteDef | undefined {
  if (/^\/auth\/[^/]+$/.test(pathname)) return byName.get('auth');
  const m = /^\/([^/?#]+)$/.exec(pathname);
  return m ? byName.get(m[1]) : undefined;
}
