// Builds test PDFs with pdf-lib: numbered pages, some vector drawing per page, and on the
// first pages the link kinds the viewer must handle (explicit destination, named destination,
// named action, web link, and a javascript: link that must stay inert).
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';

function link(doc, page, rect, fields) {
  const ref = doc.context.register(doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], ...fields }));
  const annots = page.node.lookup(PDFName.of('Annots'));
  if (annots) annots.push(ref);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([ref]));
}

function uriAction(doc, uri) {
  return doc.context.obj({ S: 'URI', URI: PDFString.of(uri) });
}

/**
 * @param {number} pageCount
 * @param {{ title?: string, busy?: boolean }} [opts] busy: denser drawing per page (benchmark)
 * @returns {Promise<Uint8Array>}
 */
export async function makePdf(pageCount, opts = {}) {
  const doc = await PDFDocument.create();
  doc.setTitle(opts.title ?? 'OneWindow test guide');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = [];
  for (let i = 1; i <= pageCount; i += 1) {
    const page = doc.addPage([595, 842]);
    pages.push(page);
    page.drawRectangle({ x: 40, y: 760, width: 515, height: 50, color: rgb(0.09, 0.47, 1) });
    page.drawText(`Page ${i} of ${pageCount}`, { x: 56, y: 778, size: 22, font: bold, color: rgb(1, 1, 1) });
    const lines = opts.busy ? 40 : 12;
    for (let l = 0; l < lines; l += 1) {
      page.drawText(`Line ${l + 1}: service guide text for page ${i}, section ${((i + l) % 7) + 1}.`, {
        x: 56,
        y: 720 - l * 16,
        size: 11,
        font,
        color: rgb(0.2, 0.2, 0.2),
      });
    }
    const shapes = opts.busy ? 30 : 4;
    for (let s = 0; s < shapes; s += 1) {
      page.drawCircle({
        x: 80 + ((s * 53) % 440),
        y: 80 + ((s * 37 + i * 11) % 60),
        size: 10 + (s % 5) * 3,
        color: rgb(((i * 13 + s * 7) % 100) / 100, 0.6, 0.4),
        opacity: 0.6,
      });
    }
    page.drawText(`- ${i} -`, { x: 285, y: 30, size: 10, font });
  }

  const [first, second] = pages;
  const last = pages[pages.length - 1];
  const third = pages[Math.min(2, pages.length - 1)];
  const fifth = pages[Math.min(4, pages.length - 1)];

  // Named destination through the catalog's name tree.
  doc.catalog.set(
    PDFName.of('Names'),
    doc.context.obj({
      Dests: doc.context.obj({ Names: [PDFString.of('chapter-5'), doc.context.obj([fifth.ref, 'XYZ', null, null, null])] }),
    }),
  );

  const toc = [
    ['Go to page 3 (explicit destination)', { Dest: [third.ref, 'Fit'] }],
    ['Go to page 5 (named destination)', { Dest: PDFString.of('chapter-5') }],
    ['Visit www.gov.cn (web link)', { A: uriAction(doc, 'https://www.gov.cn/') }],
    ['Inert script link', { A: uriAction(doc, 'javascript:alert(document.domain)') }],
  ];
  first.drawText('Contents', { x: 56, y: 500, size: 18, font: bold });
  toc.forEach(([text, fields], i) => {
    const y = 460 - i * 36;
    first.drawRectangle({ x: 56, y: y - 8, width: 360, height: 28, borderColor: rgb(0.09, 0.47, 1), borderWidth: 1 });
    first.drawText(text, { x: 66, y, size: 13, font, color: rgb(0.09, 0.47, 1) });
    link(doc, first, [56, y - 8, 416, y + 20], fields);
  });
  if (second) {
    second.drawText('Next page (named action)', { x: 66, y: 460, size: 13, font, color: rgb(0.09, 0.47, 1) });
    link(doc, second, [56, 452, 416, 480], { A: doc.context.obj({ S: 'Named', N: 'NextPage' }) });
  }
  last.drawText('Back to page 1', { x: 66, y: 460, size: 13, font, color: rgb(0.09, 0.47, 1) });
  link(doc, last, [56, 452, 416, 480], { Dest: [first.ref, 'XYZ', null, null, null] });

  return doc.save({ useObjectStreams: false });
}
