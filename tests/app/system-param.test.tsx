import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentQuery, currentRoute, renderApp } from '../utils/render-app';

// Defect 7: `sys` follows the system; `/debug` switches the system as /home and /governmentMap do.
describe('the sys parameter follows the system', () => {
  it('the 政务地图 system page corrects a carried-over sys=home', async () => {
    renderApp('/governmentMap?fixedArea=120101&rootArea=120000&sys=home');
    await waitFor(() => expect(currentQuery().get('sys')).toBe('governmentMap'));
    expect(currentRoute()).toMatch(/^\/governmentMap/);
    // The page and its map are lazy modules: the test ends once the user sees them.
    expect(await screen.findByRole('group', { name: /^大厅地图/ })).toBeInTheDocument();
  });

  it('home corrects a carried-over sys=governmentMap', async () => {
    renderApp('/home?fixedArea=120101&rootArea=120000&sys=governmentMap');
    await waitFor(() => expect(currentQuery().get('sys')).toBe('home'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('/debug?sys=governmentMap lands on the map system', async () => {
    window.localStorage.setItem('ow.system', 'home');
    renderApp('/debug?sys=governmentMap');
    await waitFor(() => expect(currentRoute()).toMatch(/^\/governmentMap/));
    expect(currentQuery().get('sys')).toBe('governmentMap');
    expect(await screen.findByRole('group', { name: /^大厅地图/ })).toBeInTheDocument();
  });
});
