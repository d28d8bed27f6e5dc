/** Why a file is not shown; each has its own message (preview-problem.tsx). */
export type PreviewProblemKind = 'invalid' | 'not-allowed' | 'unreachable' | 'damaged' | 'too-large' | 'video-format' | 'unsupported';

/** An action button under the document: `action` is an in-app route, or `back`. */
export interface PreviewButton {
  text: string;
  type?: 'primary' | 'default' | 'success' | 'warning' | 'danger';
  action: string;
}

/** Navigation state of the previewFile route (history state must be cloneable: no functions). */
export interface PreviewRouteState {
  url?: string;
  buttons?: PreviewButton[];
  note?: string;
  title?: string;
}

/** What a viewer reports when it cannot show the file. */
export type ReportProblem = (kind: PreviewProblemKind) => void;
