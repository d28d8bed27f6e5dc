import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useStepInHistory } from '@/lib/router/use-step-in-history';

type Step = 'hall' | 'date' | 'review' | 'done';
const ORDER: Step[] = ['hall', 'date', 'review'];

/** A three-step wizard whose later steps need the choice of the first (as a booking's do). */
function Wizard() {
  const [hall, setHall] = useState('');
  const [sent, setSent] = useState(false);
  const { step, to, back, finish } = useStepInHistory<Step>('hall', (s) => (s === 'done' ? sent : s === 'hall' || hall !== ''));
  const location = useLocation();
  return (
    <div>
      <h1>{step}</h1>
      <p data-testid="search">{location.search}</p>
      {step === 'hall' ? (
        <>
          <input aria-label="大厅" value={hall} onChange={(e) => setHall(e.target.value)} />
          <button onClick={() => to('date')}>下一步</button>
        </>
      ) : null}
      {step === 'date' ? <button onClick={() => to('review')}>下一步</button> : null}
      {step === 'review' ? (
        <button
          onClick={() => {
            setSent(true);
            finish('done');
          }}
        >
          确认提交
        </button>
      ) : null}
      {step !== 'done' ? <button onClick={() => back(ORDER[ORDER.indexOf(step) - 1]) || undefined}>上一步</button> : null}
      <p>已选：{hall}</p>
    </div>
  );
}

/** The phone's back button. */
function BrowserBack() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>浏览器返回</button>;
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <BrowserBack />
      <Routes>
        <Route path="/home" element={<h1>首页</h1>} />
        <Route path="/reserve" element={<Wizard />} />
      </Routes>
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('a wizard whose steps are in history', () => {
  it("the phone's back button steps back one step and keeps the choices; 上一步 does the same", async () => {
    const user = userEvent.setup();
    renderAt(['/home', '/reserve?fixedArea=120101']);
    expect(heading()).toBe('hall');
    await user.type(screen.getByLabelText('大厅'), '和平区政务服务中心');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(heading()).toBe('date');
    expect(screen.getByTestId('search')).toHaveTextContent('?fixedArea=120101&step=date');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(heading()).toBe('review');
    await user.click(screen.getByRole('button', { name: '浏览器返回' }));
    expect(heading()).toBe('date');
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(heading()).toBe('hall');
    expect(screen.getByLabelText('大厅')).toHaveValue('和平区政务服务中心');
    // Back from the first step leaves the wizard.
    await user.click(screen.getByRole('button', { name: '浏览器返回' }));
    expect(heading()).toBe('首页');
  });

  it('after the confirmation, back leaves the wizard: the form already sent is not shown again', async () => {
    const user = userEvent.setup();
    renderAt(['/home', '/reserve']);
    await user.type(screen.getByLabelText('大厅'), '河西区');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(heading()).toBe('done');
    expect(screen.getByTestId('search')).toHaveTextContent('?step=done');
    await user.click(screen.getByRole('button', { name: '浏览器返回' }));
    expect(heading()).toBe('首页');
  });

  it('a step opened cold without the choices before it (a reload, a shared link) is the first step', () => {
    renderAt(['/reserve?step=review']);
    expect(heading()).toBe('hall');
  });

  it('上一步 on a step opened from the address goes to the step before, in place', async () => {
    const user = userEvent.setup();
    renderAt(['/home', '/reserve?step=date']);
    // Cold, the hall is missing: the first step. Choose it, then come to date by the address's own entry.
    expect(heading()).toBe('hall');
    await user.type(screen.getByLabelText('大厅'), '南开区');
    await act(async () => undefined);
    expect(heading()).toBe('date');
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(heading()).toBe('hall');
    await user.click(screen.getByRole('button', { name: '浏览器返回' }));
    expect(heading()).toBe('首页');
  });
});
