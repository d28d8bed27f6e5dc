import { defineRoutes } from './define';

/** Routes of the `preview` feature (docs/routes.md). */
export const previewRoutes = defineRoutes('preview', {
  previewFile: { title: '文件预览', landing: true, params: { fileUrl: 'optional' }, page: 'preview/preview-file' },
});
