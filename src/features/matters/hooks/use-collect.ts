import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCollectState } from '../api/get-collect-state';
import { toggleCollect } from '../api/toggle-collect';

/** Whether the signed-in user collected the matter, and a toggle (one request at a time). */
export function useCollect(matterId: string, signedIn: boolean) {
  const client = useQueryClient();
  const key = ['matters', 'collect', matterId] as const;
  const state = useQuery({ queryKey: key, queryFn: () => getCollectState(matterId), enabled: signedIn && Boolean(matterId) });
  const toggle = useMutation({
    mutationFn: () => toggleCollect(matterId),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      void client.invalidateQueries({ queryKey: ['matters', 'collections'] });
    },
  });
  return { collected: state.data?.collected ?? false, toggle: () => (toggle.isPending ? undefined : toggle.mutate()), pending: toggle.isPending };
}
