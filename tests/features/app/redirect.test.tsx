import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

describe('redirect', () => {
  it('goes to an in-app target with its own query and keeps the area parameters, replacing itself', async () => {
    const before = window.history.length;
    renderApp(`/redirect?to=${encodeURIComponent('/previewFile?fileUrl=/fixtures/guide.pdf')}&${AREA}`);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/previewFile\?/));
    expect(currentQuery().get('fileUrl')).toBe('/fixtures/guide.pdf');
    expect(currentQuery().get('fixedArea')).toBe('120101');
    expect(currentQuery().get('rootArea')).toBe('120000');
    expect(window.history.length).toBe(before + 1);
  });

  it.each([
    ['https://evil.example/#/home'],
    ['//evil.example/home'],
    ['/\\evil.example'],
    ['/%2F%2Fevil.example'],
    ['javascript:alert(1)'],
    ['/login?redirect=/mine'],
    ['/no-such-page'],
  ])('refuses %s and lands on home with a message', async (to) => {
    renderApp(`/redirect?to=${encodeURIComponent(to)}&${AREA}`);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home\?/));
    expect(currentQuery().get('fixedArea')).toBe('120101');
    expect(await screen.findByText('跳转地址不是本应用的页面，已为您打开首页')).toBeInTheDocument();
  });

  it('without a target lands on home and says so', async () => {
    renderApp(`/redirect?${AREA}`);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home\?/));
    expect(await screen.findByText('缺少跳转地址，已为您打开首页')).toBeInTheDocument();
  });
});
