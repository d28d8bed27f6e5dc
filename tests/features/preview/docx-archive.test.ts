import JSZip from 'jszip';
import { checkDocxArchive, type DocxLimits } from '@/features/preview/docx-archive';

const limits: DocxLimits = { maxFileBytes: 200_000, maxUnpackedBytes: 2_000_000, maxEntries: 50, maxRatio: 200 };

async function zipOf(files: Record<string, string | Uint8Array>): Promise<ArrayBuffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe('checkDocxArchive', () => {
  it('accepts an ordinary document', async () => {
    const data = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document>办事指南</w:document>' });
    expect(await checkDocxArchive(data, limits)).toEqual({ ok: true });
  });

  it('refuses a file over the size limit before opening it', async () => {
    expect(await checkDocxArchive(new ArrayBuffer(limits.maxFileBytes + 1), limits)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('calls a non-zip or a zip without word/document.xml not-docx', async () => {
    expect(await checkDocxArchive(new TextEncoder().encode('<html>not found</html>').buffer, limits)).toEqual({
      ok: false,
      reason: 'not-docx',
    });
    expect(await checkDocxArchive(await zipOf({ 'a.txt': 'x' }), limits)).toEqual({ ok: false, reason: 'not-docx' });
  });

  it('refuses an archive whose unpacked size is absurd', async () => {
    const data = await zipOf({ 'word/document.xml': '<w:document/>', 'word/media/zeros.bin': new Uint8Array(5_000_000) });
    expect(data.byteLength).toBeLessThan(20_000);
    expect(await checkDocxArchive(data, limits)).toEqual({ ok: false, reason: 'bomb' });
  });

  it('refuses an archive that lies about its unpacked size', async () => {
    const data = await zipOf({ 'word/document.xml': '<w:document/>', 'word/media/zeros.bin': new Uint8Array(5_000_000) });
    // Rewrite the declared uncompressed sizes (local header offset 22, central directory 24) to 1.
    const view = new DataView(data);
    let rewritten = 0;
    for (let i = 0; i < data.byteLength - 4; i += 1) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50 && view.getUint32(i + 22, true) === 5_000_000) {
        view.setUint32(i + 22, 1, true);
        rewritten += 1;
      }
      if (sig === 0x02014b50 && view.getUint32(i + 24, true) === 5_000_000) {
        view.setUint32(i + 24, 1, true);
        rewritten += 1;
      }
    }
    expect(rewritten).toBe(2);
    expect(await checkDocxArchive(data, limits)).toEqual({ ok: false, reason: 'bomb' });
  });

  it('refuses an archive with too many entries', async () => {
    const files: Record<string, string> = { 'word/document.xml': '<w:document/>' };
    for (let i = 0; i < 60; i += 1) files[`x/${i}.xml`] = '<a/>';
    expect(await checkDocxArchive(await zipOf(files), limits)).toEqual({ ok: false, reason: 'bomb' });
  });
});
