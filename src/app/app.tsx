import { lazy, Suspense, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env';
import { createQueryClient, Providers } from './providers';
import { AppRouter } from './router';
import { AuthBoot } from './auth-boot';
import { RouteErrorBoundary } from '../components/route-error-boundary';

// Only shown when maintenance is switched on: not part of every visitor's first load.
const Maintenance = lazy(() => import('../components/maintenance').then((m) => ({ default: m.Maintenance })));

/**
 * The whole app: maintenance switch, providers, router. `client`: the query cache made before the
 * first render (main.tsx, where a landing page's first calls already went into it).
 */
export function App({ maintenance = env.maintenance, client: made }: { maintenance?: boolean; client?: QueryClient }) {
  const [client] = useState(() => made ?? createQueryClient());
  if (maintenance) {
    return (
      <Suspense fallback={null}>
        <Maintenance />
      </Suspense>
    );
  }
  return (
    <Providers client={client}>
      <RouteErrorBoundary scope="app">
        <AuthBoot />
        <AppRouter />
      </RouteErrorBoundary>
    </Providers>
  );
}
