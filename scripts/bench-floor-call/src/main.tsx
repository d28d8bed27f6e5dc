// The floor with one call (issue 37, docs/performance.md): the bare stack of scripts/bench-floor
// (React 19, the router, one antd-mobile page) plus what any page whose content is a gateway
// call cannot do without: axios, the request's signing (this repo's src/lib/http/signing.ts, MD5
// included) and one round trip to the gateway, whose answer (a guide's name and department line,
// in Chinese) is the page's content. No query cache, no store, no shell: the least a landing page
// with content from the gateway can be. scripts/bench-routes.mjs builds it with `--floor-call`.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { List, NavBar } from 'antd-mobile';
import axios from 'axios';
import { signRequest } from '../../../src/lib/http/signing';
import { makeRandom, makeTimestamp } from '../../../src/lib/http/signing-values';

interface Guide {
  name: string;
  departmentName: string;
  promiseDays: number;
}

const PATH = '/service-xzyd/matter/anon/guide';

async function getGuide(id: string): Promise<Guide> {
  const params = { id };
  const headers = signRequest({
    method: 'GET',
    path: PATH,
    params,
    random: makeRandom(),
    timestamp: makeTimestamp(Date.now()),
    prefix: 'OW_GATEWAY_',
  });
  const { data } = await axios.get(`/gw${PATH}`, { params, headers });
  return data.data as Guide;
}

function GuidePage() {
  const [params] = useSearchParams();
  const [guide, setGuide] = useState<Guide | null>(null);
  useEffect(() => {
    void getGuide(params.get('matterId') ?? '').then(setGuide);
  }, [params]);
  return (
    <>
      <NavBar back={null}>办事指南</NavBar>
      {guide ? (
        <List header={guide.name}>
          <List.Item>
            <p>
              {guide.departmentName} · 承诺{guide.promiseDays}个工作日 · 不收费
            </p>
          </List.Item>
        </List>
      ) : (
        <p>正在加载…</p>
      )}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route path="/guidelines" element={<GuidePage />} />
      </Routes>
    </HashRouter>
  </StrictMode>,
);
