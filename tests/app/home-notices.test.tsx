import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';

// Defect 13: home listed each notice twice (the city's and the 市辖区's copies) and none opened.
describe('home notices', () => {
  it('lists each notice once, and each one opens to its text', async () => {
    renderApp('/home?fixedArea=120100&rootArea=120000&sys=home');
    const section = (await screen.findByRole('heading', { name: '通知公告' })).closest('section')!;
    const toggles = await within(section).findAllByRole('button', {}, { timeout: 5000 });
    const titles = toggles.map((t) => t.querySelector('[data-notice-title]')?.textContent);
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    const first = toggles[0];
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const text = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(text).toBeVisible();
    expect(text).toHaveTextContent(/详情请咨询/);
    expect(document.getElementById(toggles[1].getAttribute('aria-controls')!)).not.toBeVisible();
  });
});
