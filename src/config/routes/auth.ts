import { defineRoutes } from './define';

/** Routes of the `auth` feature (docs/routes.md). */
export const authRoutes = defineRoutes('auth', {
  auth: { title: '授权登录', path: '/auth/:name', params: { name: 'required' }, page: 'auth/auth-landing' },
});
