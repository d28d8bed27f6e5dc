import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { paths } from '@/config/routes';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import type { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useAppNavigate } from '@/lib/router/navigation';
import { applyCross } from '../api/online/apply-cross';
import { crossKey } from '../api/online/get-cross-list';
import { crossMattersQuery } from '../api/online/get-cross-matters';
import type { CrossMode } from '../online-types';
import { crossApplySchema, emptyCrossDraft, type CrossDraft } from '../schemas/cross-schema';

/**
 * The 跨省通办 request's form and send: its draft (`cross.apply`) checked by `crossApplySchema`,
 * `check` to the check-your-answers step, `send` through the component's guarded submit, then its
 * details page.
 */
export function useCrossApply(submit: ReturnType<typeof useGuardedSubmit>, initialMatterId: string, areaCode: string) {
  const go = useAppNavigate();
  const client = useQueryClient();
  const matters = useQuery(crossMattersQuery(areaCode));
  const { form, discard } = useDraftForm<CrossDraft>('cross.apply', {
    empty: emptyCrossDraft(initialMatterId),
    resolver: zodResolver(crossApplySchema),
  });
  const { control, handleSubmit, formState, setValue, getValues } = form;
  const d = useWatch({ control }) as CrossDraft;
  const errors = formState.errors;
  const matterName = matters.data?.find((m) => m.id === d.matterId)?.name ?? '';

  const check = handleSubmit(() => setValue('review', true));
  const send = () =>
    submit.run(async () => {
      const v = getValues();
      const { id } = await applyCross({
        matterId: v.matterId,
        mode: v.mode as CrossMode,
        fromPlace: v.fromPlace.trim(),
        toPlace: v.toPlace.trim(),
        description: v.description.trim(),
        mobile: v.mobile.trim(),
      });
      discard();
      await client.invalidateQueries({ queryKey: crossKey() });
      go(paths.crossDetails({ id }));
    });

  return { form, matters, d, errors, matterName, check, send };
}
