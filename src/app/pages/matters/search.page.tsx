import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { SearchScreen } from '@/features/matters/components/search-screen';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

/** 搜索: matters, 一件事, halls and guides of the current area. */
export default function SearchPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const q = query.get('q') ?? '';
  return (
    <PageShell title="搜索">
      <SearchScreen
        key={q ? 'searched' : 'empty'}
        areaCode={fixedArea}
        q={q}
        onSearch={(word) => go(paths.search({ q: word }), { replace: Boolean(q) })}
      />
    </PageShell>
  );
}
