import { findRoute, paths } from '@/config/routes';
import type { RobotActionKind } from '../types';

/** The app path an answer's action opens, with its matter, and whether it needs a login. */
export function actionTarget(kind: RobotActionKind, matterId?: string): { path: string; login: boolean } | null {
  const m = matterId ? { matterId } : {};
  const path = (() => {
    switch (kind) {
      case 'reserve':
        return paths.reserve(m);
      case 'ticket':
        return paths.ticket(m);
      case 'guide':
        return matterId ? paths.guidelines({ matterId }) : null;
      case 'complaint':
        return paths.complaint();
      case 'evaluation':
        return paths.evaluation();
      case 'agency':
        return paths.agencyApplication();
      case 'mail':
        return paths.EMSMail();
      case 'login':
        return paths.login();
      default:
        return null;
    }
  })();
  if (!path) return null;
  const name = path.slice(1).split('?')[0];
  return { path, login: findRoute(name)?.login ?? false };
}
