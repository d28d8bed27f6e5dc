// Uploads (docs/apply-and-track.md: POST /oss/uploadFile, multipart `files`, at most 9 of at most
// 20 MB): the answer is `{url, name, size, type}` per file and the address serves the same bytes;
// an empty file and ten files are refused with a message.
import { randomBytes } from 'node:crypto';
import { brief, expect, payloadOf, readEnvelope, refusalProblem } from '../expect.mjs';

const PATH = '/oss/uploadFile';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1d9b50000000049454e44ae426082',
  'hex',
);

function formOf(files) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.bytes], { type: f.type }), f.name);
  return form;
}

async function upload(ctx, files) {
  const session = await ctx.session();
  return ctx.call('POST', PATH, { form: formOf(files), session });
}

export const checks = [
  {
    id: 'uploads.upload-and-serve',
    name: 'an upload answers url/name/size/type and the url serves the same bytes',
    async run(ctx) {
      const files = [
        {
          name: `contract-check-${Date.now()}.txt`,
          type: 'text/plain',
          bytes: Buffer.from(`接口契约检查 ${randomBytes(24).toString('hex')}\n`),
        },
        { name: 'contract-check.png', type: 'image/png', bytes: PNG },
      ];
      const res = await upload(ctx, files);
      const list = payloadOf(res, `POST ${PATH}`);
      expect(Array.isArray(list) && list.length === files.length, () => `expected an array of ${files.length} files, got ${brief(res)}`);
      for (let i = 0; i < files.length; i++) {
        const want = files[i];
        const got = list[i];
        expect(got && typeof got.url === 'string' && got.url, () => `file ${i + 1}: no url in ${JSON.stringify(got)}`);
        expect(got.name === want.name, () => `file ${i + 1}: name ${JSON.stringify(got.name)}, sent ${JSON.stringify(want.name)}`);
        expect(Number(got.size) === want.bytes.length, () => `file ${i + 1}: size ${got.size}, sent ${want.bytes.length} bytes`);
        expect(typeof got.type === 'string' && got.type, () => `file ${i + 1}: no type in ${JSON.stringify(got)}`);
        const url = new URL(got.url, `${ctx.settings.gateway}/`);
        const served = await ctx.fetch(url);
        expect(served.status === 200, () => `file ${i + 1}: GET ${url.pathname} answered HTTP ${served.status}`);
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(
          bytes.equals(want.bytes),
          () => `file ${i + 1}: ${url.pathname} serves ${bytes.length} bytes that differ from the ${want.bytes.length} sent`,
        );
      }
      return `2 files stored (${list.map((f) => f.type).join(', ')}); both addresses serve the bytes sent`;
    },
  },
  {
    id: 'uploads.empty-file',
    name: 'an empty file is refused with a message',
    async run(ctx) {
      const res = await upload(ctx, [{ name: 'contract-check-empty.txt', type: 'text/plain', bytes: Buffer.alloc(0) }]);
      const problem = refusalProblem(res);
      expect(!problem, () => `an empty file: ${problem}`);
      return `HTTP ${res.status}, code ${readEnvelope(res.body).code}: ${readEnvelope(res.body).message}`;
    },
  },
  {
    id: 'uploads.too-many-files',
    name: 'more than 9 files are refused with a message',
    async run(ctx) {
      const files = Array.from({ length: 10 }, (_, i) => ({
        name: `contract-check-${i + 1}.txt`,
        type: 'text/plain',
        bytes: Buffer.from(`file ${i + 1}\n`),
      }));
      const res = await upload(ctx, files);
      const problem = refusalProblem(res);
      expect(!problem, () => `10 files: ${problem}`);
      return `10 files: HTTP ${res.status}, code ${readEnvelope(res.body).code}: ${readEnvelope(res.body).message}`;
    },
  },
];
