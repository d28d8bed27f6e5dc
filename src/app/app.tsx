import { useState } from 'react';
import { Maintenance } from '../components/maintenance';
import { env } from '../config/env';
import { createQueryClient, Providers } from './providers';
import { AppRouter } from './router';
import { AuthBoot } from './auth-setup';

/** The whole app: maintenance switch, providers, router. */
export function App({ maintenance = env.maintenance }: { maintenance?: boolean }) {
  const [client] = useState(createQueryClient);
  if (maintenance) return <Maintenance />;
  return (
    <Providers client={client}>
      <AuthBoot />
      <AppRouter />
    </Providers>
  );
}
