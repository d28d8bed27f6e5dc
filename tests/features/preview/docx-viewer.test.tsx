import { readFileSync } from 'node:fs';
import { render, screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { http, HttpResponse } from 'msw';
import DocxViewer from '@/features/preview/components/docx-viewer';
import { server } from '../../setup';

const control = vi.hoisted(() => ({ hang: false }));
vi.mock('docx-preview', async (importOriginal) => {
  const actual = await importOriginal<typeof import('docx-preview')>();
  return {
    ...actual,
    renderAsync: (...args: Parameters<typeof actual.renderAsync>) => (control.hang ? new Promise(() => {}) : actual.renderAsync(...args)),
  };
});

const URL_ = 'http://files.test/doc.docx';

function serve(body: ArrayBuffer | Uint8Array | string, type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
  server.use(http.get(URL_, () => new HttpResponse(body as BodyInit, { headers: { 'content-type': type } })));
}

beforeEach(() => {
  control.hang = false;
});

describe('DocxViewer', () => {
  it('renders the document and disables the javascript: link', async () => {
    serve(readFileSync('public/fixtures/sample.docx'));
    const onProblem = vi.fn();
    const onFallback = vi.fn();
    render(<DocxViewer url={URL_} onProblem={onProblem} onFallback={onFallback} />);
    expect(await screen.findByText('营业执照办理指南')).toBeInTheDocument();
    expect(screen.getByText('身份证原件')).toBeInTheDocument();
    expect(screen.getByText('中国政府网').closest('a')).toHaveAttribute('href', 'https://www.gov.cn/');
    const bad = screen.getByText('危险链接（应被禁用）').closest('a');
    expect(bad).not.toBeNull();
    expect(bad).not.toHaveAttribute('href');
    expect(onProblem).not.toHaveBeenCalled();
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('falls back to the frame when the render passes its time limit', async () => {
    control.hang = true;
    serve(readFileSync('public/fixtures/sample.docx'));
    const onFallback = vi.fn();
    render(<DocxViewer url={URL_} onProblem={vi.fn()} onFallback={onFallback} renderTimeoutMs={50} />);
    await waitFor(() => expect(onFallback).toHaveBeenCalledTimes(1));
  });

  it('falls back to the frame when the file is not a Word document', async () => {
    serve('not a zip', 'application/octet-stream');
    const onFallback = vi.fn();
    render(<DocxViewer url={URL_} onProblem={vi.fn()} onFallback={onFallback} />);
    await waitFor(() => expect(onFallback).toHaveBeenCalledTimes(1));
  });

  it('calls an HTML answer (an SPA fallback for a missing file) unreachable', async () => {
    serve('<!doctype html><title>app</title>', 'text/html');
    const onProblem = vi.fn();
    render(<DocxViewer url={URL_} onProblem={onProblem} onFallback={vi.fn()} />);
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('unreachable'));
  });

  it('refuses a zip bomb without rendering or forwarding it', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    zip.file('word/media/zeros.bin', new Uint8Array(8_000_000));
    serve(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } }));
    const onProblem = vi.fn();
    const onFallback = vi.fn();
    render(<DocxViewer url={URL_} onProblem={onProblem} onFallback={onFallback} />);
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('damaged'));
    expect(onFallback).not.toHaveBeenCalled();
  });
});
