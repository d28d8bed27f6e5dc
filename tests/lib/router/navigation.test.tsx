import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';

function Where() {
  const l = useLocation();
  return <output aria-label="地址">{l.pathname + l.search}</output>;
}

function From() {
  const go = useAppNavigate();
  return (
    <>
      <button onClick={() => go('/guidelines?matterId=M1')}>去指南</button>
      <AppLink to="/findTheLobby">找大厅</AppLink>
    </>
  );
}

// No shell here: nothing repairs a URL that lost its area, so the helpers must keep it themselves.
function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <From />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('area-keeping navigation', () => {
  it('go() carries fixedArea, rootArea and sys to the next address', async () => {
    renderAt('/home?fixedArea=120103&rootArea=120000&sys=governmentMap');
    await userEvent.click(screen.getByRole('button', { name: '去指南' }));
    const next = new URL(`http://x${screen.getByLabelText('地址').textContent}`);
    expect(next.pathname).toBe('/guidelines');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      matterId: 'M1',
      fixedArea: '120103',
      rootArea: '120000',
      sys: 'governmentMap',
    });
  });

  it('AppLink carries them in its href', () => {
    renderAt('/home?fixedArea=120103&rootArea=120000&sys=home');
    const href = screen.getByRole('link', { name: '找大厅' }).getAttribute('href')!;
    expect(Object.fromEntries(new URL(`http://x${href}`).searchParams)).toEqual({ fixedArea: '120103', rootArea: '120000', sys: 'home' });
  });
});
