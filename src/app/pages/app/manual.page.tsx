import { PageShell } from '@/components/page-shell';
import { Manual } from '@/features/app-shell/components/manual';

/** 使用手册: how to log in, find, reserve, take a number, apply and rate. */
export default function ManualPage() {
  return (
    <PageShell title="使用手册">
      <Manual />
    </PageShell>
  );
}
