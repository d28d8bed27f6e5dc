import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDoorplate } from '../api/add-doorplate';
import { deleteDoorplate } from '../api/delete-doorplate';
import { editDoorplate } from '../api/edit-doorplate';
import { myDoorplatesQuery } from '../api/get-my-doorplates';

/** The doorplates the user follows (only asked when logged in). */
export function useMyDoorplates(enabled: boolean) {
  return useQuery({ ...myDoorplatesQuery(), enabled });
}

/** Add, edit and remove a followed doorplate; the list is asked again after each. */
export function useDoorplateMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: myDoorplatesQuery().queryKey });
  return {
    add: useMutation({ mutationFn: addDoorplate, onSuccess: refresh }),
    edit: useMutation({ mutationFn: editDoorplate, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteDoorplate, onSuccess: refresh }),
  };
}
