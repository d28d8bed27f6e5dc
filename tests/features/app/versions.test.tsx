import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseChangelog } from '@/features/app-shell/changelog';
import { currentRoute, renderApp } from '../../utils/render-app';

describe('parseChangelog', () => {
  it('reads versions, groups and items, skipping the introduction', () => {
    const text =
      '# 版本记录\n\nintro\n- not an item\n\n## 1.2.0 · 2026-01-02 · 标题\n\n### 新增\n- 甲\n- 乙\n### 修复\n- 丙\n\n## 1.1.0 · 2025-12-01 · 旧版\n- 无分组\n';
    expect(parseChangelog(text)).toEqual([
      {
        version: '1.2.0',
        date: '2026-01-02',
        title: '标题',
        groups: [
          { title: '新增', items: ['甲', '乙'] },
          { title: '修复', items: ['丙'] },
        ],
      },
      { version: '1.1.0', date: '2025-12-01', title: '旧版', groups: [{ title: '更新', items: ['无分组'] }] },
    ]);
  });

  it('the repo’s CHANGELOG.md starts with the version of package.json', () => {
    const versions = parseChangelog(readFileSync('CHANGELOG.md', 'utf8'));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(versions[0].version).toBe(pkg.version);
    expect(versions.every((v) => v.groups.length > 0 && v.groups.every((g) => g.items.length > 0))).toBe(true);
  });
});

describe('version pages, introduce and manual', () => {
  it('lists the versions and opens one', async () => {
    const user = userEvent.setup();
    renderApp('/historicalVersions');
    await user.click(await screen.findByRole('link', { name: '0.1.0-beta.2' }));
    expect(currentRoute()).toMatch(/^\/versionDetails\?version=0\.1\.0-beta\.2/);
    expect(await screen.findByRole('heading', { name: '0.1.0-beta.2 · 登录与文件预览' })).toBeInTheDocument();
    expect(screen.getByText('手机号验证码登录、微信授权登录、合作方应用登录')).toBeInTheDocument();
  });

  it('says so for an unknown version', async () => {
    renderApp('/versionDetails?version=9.9.9');
    expect(await screen.findByText('未找到该版本')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部版本' })).toBeInTheDocument();
  });

  it('the manual has a chapter with a page sketch for each task', async () => {
    renderApp('/manual');
    for (const title of ['1. 登录', '2. 查找事项和大厅', '3. 预约办理', '4. 在线取号', '5. 申办与电子证照', '6. 评价与投诉']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /^“登录”页面示意图：手机号/ })).toBeInTheDocument();
  });

  it('introduce links to the manual and the versions', async () => {
    renderApp('/introduce');
    expect(await screen.findByRole('heading', { name: '一窗受理 · 政务服务数字门牌' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '使用手册' })).toBeInTheDocument();
    expect(screen.getByText('当前版本 0.1.0')).toBeInTheDocument();
  });
});
