import { useCallback } from 'react';
import { drafts } from '@/lib/storage/drafts';
import { useDraft } from '@/lib/storage/use-draft';
import { DRAFT_INDEX, draftKey } from '../application-drafts';
import type { ApplicationStep, DraftIndex } from '../online-types';

const EMPTY_INDEX: DraftIndex = { items: [] };

/**
 * The user's unfinished applications (the index handleContinue lists, stored with the drafts):
 * newest first; `track` notes where an application stopped, `remove` forgets one and its draft.
 */
export function useApplicationDrafts() {
  const index = useDraft<DraftIndex>(DRAFT_INDEX, EMPTY_INDEX);
  const { setValue } = index;
  const track = useCallback(
    (matterId: string, matterName: string, step: ApplicationStep) =>
      setValue((ix) => ({
        items: [{ matterId, matterName, step, updatedAt: Date.now() }, ...ix.items.filter((x) => x.matterId !== matterId)].slice(0, 20),
      })),
    [setValue],
  );
  /** Forgets a finished application (its draft is already discarded). */
  const forget = useCallback(
    (matterId: string) => setValue((ix) => ({ items: ix.items.filter((x) => x.matterId !== matterId) })),
    [setValue],
  );
  /** Deletes an unfinished application: its draft and its line in the index. */
  const remove = useCallback(
    (matterId: string) => {
      drafts.clear(draftKey(matterId));
      forget(matterId);
    },
    [forget],
  );
  const items = [...index.value.items].sort((a, b) => b.updatedAt - a.updatedAt);
  return { items, has: (matterId: string) => items.some((x) => x.matterId === matterId), track, forget, remove };
}
