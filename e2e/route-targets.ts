import type { RouteDef } from '../src/config/routes';

/**
 * What a route of the table needs in its address to show real content: ids of the emulator's
 * seed and demo records (src/mocks/features/rating/demo-records.ts, user U0001). A route not
 * named here is opened bare, so a page added to the table is visited without touching this file
 * (docs/reliability.md).
 */
export const SEED_QUERY: Record<string, string> = {
  complaintDetails: 'id=CP-SEED-0001',
  mFeedbackInfo: 'id=MF-SEED-0001',
  watchEvaluated: 'id=EV-U0001-5',
  evaluationPage: 'id=EV-U0001-1',
  mFeedback: 'matterId=M12010100',
  guidelines: 'matterId=M12010100',
  understandCard: 'matterId=M12010100',
  lawInfo: 'matterId=M12010100',
  myInfo: 'type=1',
  previewFile: 'fileUrl=%2Ffixtures%2Fsample.docx',
  onlinepage: 'matterId=M12010001',
  application: 'matterId=M12010001',
  preAuditionFillIn: 'matterId=M12010001',
  notificationForm: 'matterId=M12010002',
  remoteProcessing: 'matterId=M12010001',
  formIndex: 'formId=F-UNEMP',
  officeInfolist: 'id=CS-U0001-ONE',
  timeInfolistDetail: 'id=CS-U0001-ONE',
  childerOffice: 'id=CS-U0001-ONE',
  viewNotice: 'id=CS-U0001-ONE',
  showReceiving: 'id=CS-U0001-ONE',
  Noticerejection: 'id=CS-U0001-ONE',
  oicqContent: 'peerId=M13600136001',
  hallIntroPortal: 'hallId=H1201010',
  lntroductionhall: 'hallId=H1201010',
  hallimgmore: 'hallId=H1201010',
  hallInnerMap: 'hallId=H1201010',
  map3d: 'hallId=H1201010',
  mapGuide: 'hallId=H1201010',
  windowActual: 'hallId=H1201010',
  dataStatistics: 'hallId=H1201010',
  departInfo: 'departId=DH12010100',
  doorGuide: 'doorplateId=DP1201010',
  versionDetails: 'version=0.1.0',
};

/** Values for path parameters (`/auth/:name`). */
export const PATH_PARAMS: Record<string, string> = { name: 'wxAuthorize' };

/** The area parameters every navigation carries. */
export const AREA = 'fixedArea=120100&rootArea=120000&sys=home';

/**
 * The address of a route with what it needs and the area (`/guidelines?matterId=...&fixedArea=...`);
 * `query` instead of the seed's, for records a walk makes first (a booking).
 */
export function targetOf(route: RouteDef, query = SEED_QUERY[route.name]): string {
  const path = route.path.replace(/:(\w+)/g, (_, k: string) => PATH_PARAMS[k] ?? 'x');
  const q = query;
  return `${path}?${q ? `${q}&` : ''}${AREA}`;
}
