/**
 * The emulator's HTTP handlers behind a Node HTTP server: a request becomes a Fetch `Request`,
 * msw's `getResponse` finds the handler (signature, login, validation and envelopes are theirs,
 * src/mocks/gateway.ts), and the answer goes out only once the writes it made are in the
 * database (server/db.ts). See docs/gateway-server.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** The largest request body: nine files of 20 MB (the upload rule) and the form around them. */
export const MAX_BODY_BYTES = 9 * 20 * 1024 * 1024 + 1024 * 1024;

export class BodyTooLarge extends Error {}

/** Reads a request body, refusing one over `limit` bytes as soon as it is seen. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The Fetch request of a Node request (headers as sent, underscores kept). */
export function toFetchRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    } catch {
      // A header the Fetch API refuses (a forbidden name or a bad value) is left out.
    }
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer) : undefined,
  });
}

export async function sendResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string> = {}): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, key) => {
    if (key === 'content-length' || key === 'transfer-encoding') return;
    headers[key] = value;
  });
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  res.end(text);
}

/** The gateway's answer to a request, or undefined when no handler takes it. */
export function answer(handlers: RequestHandler[], request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
