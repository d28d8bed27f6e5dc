import { Button, List } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { clearDrafts } from '@/lib/storage/drafts';
import { local } from '@/lib/storage/storage';
import { NoticePreferencesList } from './notice-preferences';

const linkStyle = { display: 'block', color: 'inherit' } as const;
const plainButton = { padding: 0, fontSize: 'inherit', color: 'var(--adm-color-text)' } as const;

function searchHistoryCount(): number {
  const list = local.getJson<unknown>('ow.searchHistory');
  return Array.isArray(list) ? list.length : 0;
}

/**
 * 设置: display (userConfig), notices (kept on the server per user), the home editor, clearing
 * local data, about the app. The page says whether someone is logged in.
 */
export function SettingsList({ loggedIn }: { loggedIn: boolean }) {
  const [history, setHistory] = useState(searchHistoryCount);
  const [clearing, setClearing] = useState(false);

  const clearHistory = async () => {
    const ok = await confirm({ title: '清除搜索历史', content: '清除后，搜索页不再显示您搜过的词。', confirmText: '清除', danger: true });
    if (!ok) return;
    local.remove('ow.searchHistory');
    setHistory(0);
    toast.success('搜索历史已清除');
  };

  const clearAllDrafts = async () => {
    if (clearing) return;
    const ok = await confirm({
      title: '清除草稿',
      content: '没有提交的申请、反馈等表单草稿将全部删除，无法恢复。',
      confirmText: '清除',
      danger: true,
    });
    if (!ok) return;
    setClearing(true);
    try {
      await clearDrafts();
      toast.success('草稿已清除');
    } finally {
      setClearing(false);
    }
  };

  return (
    <>
      <List header="显示">
        <SettingsLink to={paths.userConfig()} description="放大字号、加粗、简化页面">
          长辈版与字号
        </SettingsLink>
      </List>
      <NoticePreferencesList loggedIn={loggedIn} />
      <List header="首页">
        <SettingsLink to={paths.swipeEditor()} description="排序、添加或移除首页上的服务">
          编辑首页服务
        </SettingsLink>
      </List>
      <List header="本机数据">
        <List.Item extra={history ? `${history}条` : '无记录'}>
          <Button fill="none" style={plainButton} disabled={history === 0} onClick={() => void clearHistory()}>
            清除搜索历史
          </Button>
        </List.Item>
        <List.Item extra={clearing ? '正在清除…' : null}>
          <Button fill="none" style={plainButton} onClick={() => void clearAllDrafts()}>
            清除草稿
          </Button>
        </List.Item>
      </List>
      <List header="关于">
        <SettingsLink to={paths.introduce()}>平台介绍</SettingsLink>
        <SettingsLink to={paths.manual()}>使用手册</SettingsLink>
        <SettingsLink to={paths.historicalVersions()}>版本记录</SettingsLink>
      </List>
    </>
  );
}

/** A row of the settings that opens another page. */
function SettingsLink({ to, description, children }: { to: string; description?: string; children: ReactNode }) {
  return (
    <List.Item arrowIcon description={description}>
      <AppLink to={to} style={linkStyle}>
        {children}
      </AppLink>
    </List.Item>
  );
}
