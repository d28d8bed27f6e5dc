import { Button } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useLocation } from 'react-router-dom';
import { loginReturningTo } from '@/config/routes';
import { toast } from '@/lib/feedback/feedback';
import { useAppNavigate } from '@/lib/router/navigation';
import { COLLECTION_TYPE_TEXT, type CollectionType } from '../collection-types';
import { useCollectionStatus, useToggleCollection } from '../hooks/use-collections';

export interface CollectButtonProps {
  type: CollectionType;
  targetId: string;
  /** The page says whether someone is logged in (auth belongs to another feature). */
  loggedIn: boolean;
}

/**
 * 收藏 on a matter, guide or hall page: a toggle button. A visitor is taken to login and back
 * here; one tap sends one request (the button is busy until it answers).
 */
export function CollectButton({ type, targetId, loggedIn }: CollectButtonProps) {
  const location = useLocation();
  const go = useAppNavigate();
  const status = useCollectionStatus(type, targetId, loggedIn);
  const toggle = useToggleCollection();
  const collected = status.data?.collected ?? false;
  const what = COLLECTION_TYPE_TEXT[type];
  const onClick = () => {
    if (!loggedIn) {
      go(loginReturningTo(location));
      return;
    }
    if (toggle.isPending || status.isPending) return;
    toggle.mutate(
      { type, targetId, collect: !collected },
      { onSuccess: (r) => toast.success(r.collected ? `已收藏，可在“我的收藏”中查看` : '已取消收藏') },
    );
  };
  return (
    <Button
      size="small"
      fill="outline"
      color={collected ? 'warning' : 'default'}
      aria-pressed={loggedIn ? collected : undefined}
      aria-label={collected ? `已收藏该${what}，点按取消收藏` : `收藏该${what}`}
      loading={toggle.isPending || (loggedIn && status.isPending)}
      onClick={onClick}
    >
      {collected ? <StarFill aria-hidden /> : <StarOutline aria-hidden />} {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
