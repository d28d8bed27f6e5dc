import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { getSession, local } from '@/lib/storage/storage';
import { ratingUserQuery } from '../api/get-rating-user';
import { insertComplaint } from '../api/insert-complaint';
import { complaintSchema } from '../complaint-schema';
import { ratingClock } from '@/features/rating/doorplate/popup-rules';
import { buildRatingPayload, charCount, emptyDraft, isDirty, isLowRating, MAX_IMAGES } from '@/features/rating/rules';
import type { RatingDraft } from '@/features/rating/types';
import type { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { restorableImages, useImageUploads } from '@/components/image-field/use-image-uploads';

/** What the rating form tells its owner (a page, the doorplate's sheet), and what it lets it do. */
export interface RatingFormOwner {
  onSubmitted: (id: string) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Lets the owner discard the draft (leaving without submitting). */
  discardRef?: { current: (() => void) | null };
}

/**
 * The rating form's state: its draft (photos kept where they can come back), the photos' uploads,
 * the logged-in user's mobile as the contact, whether it was changed (`onDirtyChange`), what each
 * field says when wrong, and the send through the component's guarded submit.
 */
export function useRatingForm({
  formKey,
  outHallId,
  onSubmitted,
  onDirtyChange,
  discardRef,
  run,
}: RatingFormOwner & {
  formKey: string;
  outHallId: string;
  run: ReturnType<typeof useGuardedSubmit>['run'];
}) {
  const loggedIn = Boolean(getSession());
  const user = useQuery({ ...ratingUserQuery(), enabled: loggedIn });
  const { form, discard: discardDraft } = useDraftForm<RatingDraft>(formKey, {
    empty: emptyDraft(),
    restore: (saved) => ({ ...saved, images: restorableImages(formKey, saved.images) }),
    resolver: zodResolver(complaintSchema),
    mode: 'onChange',
  });
  const { control, getValues, setValue, handleSubmit, formState } = form;
  const draft = useWatch({ control }) as RatingDraft;
  const images = useImageUploads({
    formKey,
    max: MAX_IMAGES,
    get: () => getValues('images'),
    set: (next) => setValue('images', next, { shouldValidate: true }),
  });
  const { forget } = images;
  const discard = useCallback(() => {
    discardDraft();
    forget();
  }, [discardDraft, forget]);

  const prefilled = user.data?.mobile ?? '';

  const dirty = isDirty({ ...draft, contact: prefilled || draft.contact }, prefilled);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (discardRef) discardRef.current = discard;
  }, [discard, discardRef]);

  const low = isLowRating(draft.stars);
  const remarksCount = charCount(draft.remarks);
  // Errors show once a send was tried; a too long text shows as it is typed.
  const attempted = formState.isSubmitted;
  const shown = (field: 'stars' | 'contact' | 'images') => (attempted ? formState.errors[field]?.message : undefined);
  const remarksError = formState.errors.remarks?.message;

  const submit = handleSubmit((values) =>
    run(async () => {
      const payload = buildRatingPayload(values, {
        outHallId: outHallId || user.data?.hallId || local.getJson<{ hallId?: string }>('wxInfo')?.hallId || '',
        openId: local.get('openId') ?? '',
        userName: user.data?.userName || user.data?.nickName || '',
        now: ratingClock.now(),
      });
      const { id } = await insertComplaint(payload);
      discard();
      local.set('ow.lastRatingDate', new Date(ratingClock.now()).toISOString());
      onSubmitted(id);
    }),
  );
  // A logged-in user's contact is the account's mobile: shown read-only, and sent.
  const send = (e: FormEvent) => {
    if (prefilled) setValue('contact', prefilled);
    void submit(e);
  };

  return { control, draft, images, prefilled, low, remarksCount, shown, remarksError, send };
}
