import { describe, expect, it, vi } from 'vitest';
import { gateway } from '@/lib/http/client';
import { uploadFiles } from '@/lib/http/upload';
import { storedFiles } from '@/mocks/features/oss/handlers';
import { startTestSession } from '../../utils/session';
import { refusal } from '../../utils/refusal';

// A 1x1 PNG: real image bytes, so the served type and length can be checked.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

const png = (name = '现场照片.png') => new File([PNG], name, { type: 'image/png' });

describe('uploadFiles against the emulator', () => {
  it('needs a login', async () => {
    const e = await refusal(uploadFiles(png(), { silent: true }));
    expect(e.kind).toBe('auth');
    expect(storedFiles.all()).toEqual([]);
  });

  it('uploads several files in one request and serves each back with its type', async () => {
    startTestSession();
    const text = new File(['办事指南'], 'guide.pdf', { type: '' });
    const out = await uploadFiles([png(), text]);
    expect(out.map((f) => [f.name, f.size, f.type])).toEqual([
      ['现场照片.png', PNG.length, 'image/png'],
      ['guide.pdf', new TextEncoder().encode('办事指南').length, 'application/pdf'],
    ]);
    expect(out[0].url).toMatch(/^\/gw\/oss\/files\/[^/]+\/%E7%8E%B0%E5%9C%BA%E7%85%A7%E7%89%87\.png$/);
    // Public address: fetched without any signing header or session, like an <img> would.
    const res = await fetch(new URL(out[0].url, window.location.href));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const pdf = await fetch(new URL(out[1].url, window.location.href));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toBe('办事指南');
  });

  it('reports progress up to 100 without going back', async () => {
    startTestSession();
    const seen: number[] = [];
    await uploadFiles(png('a.png'), { onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('rejects a cancel with kind canceled and no toast', async () => {
    startTestSession();
    const ctrl = new AbortController();
    const before = document.body.textContent;
    const p = uploadFiles(png(), { signal: ctrl.signal });
    ctrl.abort();
    const e = await refusal(p);
    expect(e.kind).toBe('canceled');
    expect(document.body.textContent).toBe(before);
    const already = await refusal(uploadFiles(png(), { signal: ctrl.signal }));
    expect(already.kind).toBe('canceled');
  });

  it('resolves to nothing for no files without calling the server', async () => {
    const spy = vi.spyOn(gateway, 'post');
    expect(await uploadFiles([])).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('the emulator refuses a request without the files field, and an empty file', async () => {
    startTestSession();
    const form = new FormData();
    form.append('other', png());
    const e = await refusal(gateway.post('/oss/uploadFile', form, { silent: true }));
    expect([e.kind, e.message]).toEqual(['business', '上传文件不能为空']);
    const empty = await refusal(uploadFiles(new File([], 'empty.png', { type: 'image/png' }), { silent: true }));
    expect([empty.kind, empty.message]).toEqual(['business', '文件empty.png为空']);
    expect(storedFiles.all()).toEqual([]);
  });

  it('answers 404 for an unknown file', async () => {
    const res = await fetch(new URL('/gw/oss/files/nope/x.png', window.location.href));
    expect(res.status).toBe(404);
  });
});
