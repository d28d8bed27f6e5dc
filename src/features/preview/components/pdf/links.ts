import type { PDFDocumentProxy } from '@/features/preview/pdfjs';

/** What a link in a PDF page does. */
export type LinkAction = { kind: 'dest'; dest: unknown } | { kind: 'named'; action: string } | { kind: 'url'; url: string };

/** A link's box over the rendered page, in CSS pixels. */
export interface LinkBox {
  left: number;
  top: number;
  width: number;
  height: number;
  action: LinkAction;
  label: string;
}

// pdf.js annotation objects are untyped; only these fields are read.
export interface LinkAnnotation {
  subtype?: string;
  rect?: number[];
  dest?: unknown;
  url?: string;
  action?: string;
}

export function linkAction(a: LinkAnnotation): LinkAction | null {
  if (a.dest) return { kind: 'dest', dest: a.dest };
  // `url` only: pdf.js keeps `unsafeUrl` for whatever the file says, never use it.
  if (a.url) return { kind: 'url', url: a.url };
  if (a.action) return { kind: 'named', action: a.action };
  return null;
}

/** The link boxes of a page's annotations, placed by the viewport's conversion. */
export function linkBoxes(annotations: LinkAnnotation[], toViewport: (rect: number[]) => number[]): LinkBox[] {
  const links: LinkBox[] = [];
  for (const a of annotations) {
    if (a.subtype !== 'Link' || !a.rect) continue;
    const action = linkAction(a);
    if (!action) continue;
    const [x1, y1, x2, y2] = toViewport(a.rect);
    links.push({
      left: Math.min(x1, x2),
      top: Math.min(y1, y2),
      width: Math.abs(x2 - x1),
      height: Math.abs(y2 - y1),
      action,
      label: action.kind === 'url' ? `链接：${action.url}` : '文档内跳转',
    });
  }
  return links;
}

/** The page (from 1) an internal destination points at, or null. */
export async function destinationPage(doc: PDFDocumentProxy, dest: unknown): Promise<number | null> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!Array.isArray(explicit) || explicit.length === 0) return null;
  const ref: unknown = explicit[0];
  if (ref && typeof ref === 'object') {
    const index = await doc.getPageIndex(ref as { num: number; gen: number });
    return index + 1;
  }
  if (typeof ref === 'number' && Number.isInteger(ref)) return ref + 1;
  return null;
}

/** The page a named action (NextPage, PrevPage, FirstPage, LastPage) goes to, or undefined. */
export function namedActionPage(action: string, page: number, total: number): number | undefined {
  return ({ NextPage: page + 1, PrevPage: page - 1, FirstPage: 1, LastPage: total } as Record<string, number>)[action];
}
