import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAddressBook, addressBookKey } from '../api/address-book';
import { agencyMattersKey, getAgencyMatters } from '../api/get-matters';
import { agencyListKey, listAgency, type AgencyScope } from '../api/list-agency';
import { agencyKey, queryAgency } from '../api/query-agency';
import { getStaffInfo, setOnDuty, staffInfoKey } from '../api/staff-info';
import { useShown } from './use-live';

/** Live lists and details refresh this often while on screen. */
export const LIVE_MS = 5000;

export function useAgencyList(scope: AgencyScope, live = false) {
  const shown = useShown();
  return useQuery({ queryKey: agencyListKey(scope), queryFn: () => listAgency(scope), refetchInterval: live && shown ? LIVE_MS : false });
}

export function useAgencyRequest(id: string, live = false) {
  const shown = useShown();
  return useQuery({ queryKey: agencyKey(id), queryFn: () => queryAgency(id), enabled: Boolean(id), refetchInterval: live && shown ? LIVE_MS : false, retry: (n, e) => n < 2 && !(e instanceof Error && /不存在|接单/.test(e.message)) });
}

export function useStaffInfo() {
  return useQuery({ queryKey: staffInfoKey, queryFn: getStaffInfo });
}

export function useOnDuty() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setOnDuty, onSuccess: () => client.invalidateQueries({ queryKey: staffInfoKey }) });
}

export function useAddressBook() {
  return useQuery({ queryKey: addressBookKey, queryFn: getAddressBook });
}

export function useAgencyMatters(areaCode: string) {
  return useQuery({ queryKey: agencyMattersKey(areaCode), queryFn: () => getAgencyMatters(areaCode), staleTime: 300_000 });
}

/** After a change: the request and every list show it. */
export function useRefreshAgency() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['agency'] });
}
