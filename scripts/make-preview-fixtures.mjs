// Generates the file preview test documents into public/fixtures/ (served as static files by
// the dev server, `vite preview` and any static host; the emulator needs no handler for them).
// Run: npm run fixtures:preview
// The two videos are small committed files made once with ffmpeg:
//   ffmpeg -f lavfi -i testsrc=duration=2:size=320x240:rate=15 -c:v libx264 -profile:v baseline -pix_fmt yuv420p -movflags +faststart public/fixtures/sample.mp4
//   ffmpeg -f lavfi -i testsrc=duration=1:size=160x120:rate=10 -c:v mjpeg -q:v 10 public/fixtures/sample.avi
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePdf } from './lib/make-pdf.mjs';
import { makeDocx, makeXlsx } from './lib/office.mjs';
import { certificatePng } from './lib/png.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fixtures');
mkdirSync(out, { recursive: true });

const write = (name, data) => {
  writeFileSync(join(out, name), data);
  console.log(`${name}\t${data.length} bytes`);
};

const png = certificatePng();
write('sample.png', png);
write('guide.pdf', Buffer.from(await makePdf(6, { title: '办事指南' })));
write('sample.docx', await makeDocx(certificatePng(240, 160)));
write('sample.xlsx', await makeXlsx());
// Not a zip: docx-preview fails on it, so the viewer falls back to the preview frame.
write('broken.docx', Buffer.from('This is not a Word document.\n'));
// Not a PDF: pdf.js rejects it, so the viewer shows the damaged-file message.
write('broken.pdf', Buffer.from('%PDF-1.7\nthis file is truncated\n'));
write('办事须知.txt', Buffer.from('办事须知\n\n1. 请携带本人有效身份证件。\n2. 办理时间：工作日 9:00-17:00。\n'));
