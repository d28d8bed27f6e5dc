import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCollection } from '../api/add-collection';
import { collectionStatusKey, collectionStatusQuery } from '../api/get-collection-status';
import { collectionsKey, collectionsQuery } from '../api/get-collections';
import { removeCollection } from '../api/remove-collection';
import type { CollectionType } from '../collection-types';

export function useCollections(enabled: boolean) {
  return useQuery({ ...collectionsQuery(), enabled });
}

export function useCollectionStatus(type: CollectionType, targetId: string, enabled: boolean) {
  return useQuery({ ...collectionStatusQuery(type, targetId), enabled });
}

/** Collects or removes; the list and the thing's status are read again afterwards. */
export function useToggleCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { type: CollectionType; targetId: string; collect: boolean }) => (p.collect ? addCollection(p) : removeCollection(p)),
    onSuccess: (result, p) => {
      client.setQueryData(collectionStatusKey(p.type, p.targetId), result);
      void client.invalidateQueries({ queryKey: collectionsKey });
    },
  });
}
