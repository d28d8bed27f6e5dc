import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressBookQuery } from '../api/address-book';
import { agencyMattersQuery } from '../api/get-matters';
import { agencyListQuery, type AgencyScope } from '../api/list-agency';
import { agencyQuery } from '../api/query-agency';
import { setOnDuty, staffInfoKey, staffInfoQuery } from '../api/staff-info';
import { useShown } from '@/lib/hooks/use-shown';
import { agencyRootKey } from '../api/base';

/** Live lists and details refresh this often while on screen. */
export const LIVE_MS = 5000;

export function useAgencyList(scope: AgencyScope, live = false) {
  const shown = useShown();
  return useQuery({ ...agencyListQuery(scope), refetchInterval: live && shown ? LIVE_MS : false });
}

export function useAgencyRequest(id: string, live = false) {
  const shown = useShown();
  return useQuery({
    ...agencyQuery(id),
    refetchInterval: live && shown ? LIVE_MS : false,
    retry: (n, e) => n < 2 && !(e instanceof Error && /不存在|接单/.test(e.message)),
  });
}

export function useStaffInfo() {
  return useQuery(staffInfoQuery());
}

export function useOnDuty() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setOnDuty, onSuccess: () => client.invalidateQueries({ queryKey: staffInfoKey }) });
}

export function useAddressBook() {
  return useQuery(addressBookQuery());
}

export function useAgencyMatters(areaCode: string) {
  return useQuery(agencyMattersQuery(areaCode));
}

/** After a change: the request and every list show it. */
export function useRefreshAgency() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: agencyRootKey });
}
