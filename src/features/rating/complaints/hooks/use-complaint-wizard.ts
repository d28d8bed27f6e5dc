import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { restorableImages, useImageUploads } from '@/components/image-field/use-image-uploads';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import type { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { getSession } from '@/lib/storage/storage';
import { ratingUserQuery } from '../api/get-rating-user';
import { complaintSubjectsQuery, fileComplaint } from '../api/complaint-tickets';
import { complaintsKey } from '../api/query-complaints';
import { hallSubject } from '../components/complaint-subject';
import {
  complaintProblems,
  complaintTicketSchema,
  complaintTouched,
  emptyComplaint,
  MAX_COMPLAINT_IMAGES,
  type ComplaintDraft,
} from '../ticket-rules';

type Step = 'subject' | 'details' | 'review' | 'done';
const FORM_KEY = 'rating.complaint';

/**
 * 投诉's state (docs/complaints.md): the subjects to choose from, the draft (it outlives a reload
 * and a login; the account's mobile as the contact, a hall handed over by id as the subject), the
 * photos' uploads, the steps in the address (docs/adding-a-page.md, "A wizard"), leaving with a
 * draft, and the filing through the component's guarded submit.
 */
export function useComplaintWizard(hallId: string | undefined, submit: ReturnType<typeof useGuardedSubmit>) {
  const loggedIn = Boolean(getSession());
  const { fixedArea } = useAreaParams();
  const qc = useQueryClient();
  const subjects = useQuery(complaintSubjectsQuery(fixedArea, loggedIn));
  const user = useQuery({ ...ratingUserQuery(), enabled: loggedIn });
  const { form, discard: discardDraft } = useDraftForm<ComplaintDraft>(FORM_KEY, {
    empty: emptyComplaint(),
    restore: (saved) => ({ ...saved, images: restorableImages(FORM_KEY, saved.images) }),
    resolver: zodResolver(complaintTicketSchema),
  });
  const { control, getValues, setValue, trigger, formState } = form;
  const d = useWatch({ control }) as ComplaintDraft;
  const problems = complaintProblems(d);
  const [sent, setSent] = useState<{ id: string; ticketNo: string } | null>(null);
  const wizard = useStepInHistory<Step>('subject', (s) => {
    if (s === 'done') return sent !== null;
    if (s === 'details') return Boolean(d.subject);
    if (s === 'review') return Object.keys(problems).length === 0;
    return true;
  });
  const images = useImageUploads({
    formKey: FORM_KEY,
    max: MAX_COMPLAINT_IMAGES,
    get: () => getValues('images'),
    set: (next) => setValue('images', next, { shouldValidate: formState.isSubmitted }),
  });
  const { forget } = images;
  const discard = useCallback(() => {
    discardDraft();
    forget();
  }, [discardDraft, forget]);
  const back = useLeaveGuard(complaintTouched(d) && !sent, discard);

  // The account's mobile is the contact unless the user wrote another.
  const mobile = user.data?.mobile ?? '';
  useEffect(() => {
    if (mobile && !getValues('phone')) setValue('phone', mobile);
  }, [mobile, getValues, setValue]);

  // A page opened from a hall (?hallId=) starts with that hall chosen.
  const preset = useRef(false);
  useEffect(() => {
    if (preset.current || !hallId || !subjects.data || getValues('subject')) return;
    preset.current = true;
    const hall = subjects.data.halls.find((h) => h.id === hallId);
    if (hall) setValue('subject', hallSubject(hall));
  }, [hallId, subjects.data, getValues, setValue]);

  const toDetails = async () => {
    if (await trigger('subject')) wizard.to('details');
  };
  const toReview = async () => {
    if (await trigger(['type', 'content', 'phone', 'images'])) wizard.to('review');
  };
  const send = () =>
    submit.run(async () => {
      const v = getValues();
      if (!v.subject || !v.type) return;
      const done = await fileComplaint({
        type: v.type,
        subjectKind: v.subject.kind,
        subjectRef: v.subject.ref,
        content: v.content.trim(),
        images: v.images.flatMap((i) => (i.url ? [i.url] : [])),
        phone: v.phone.trim(),
        clientToken: v.clientToken,
      });
      setSent(done);
      discard();
      void qc.invalidateQueries({ queryKey: complaintsKey });
      wizard.finish('done');
    });

  return { loggedIn, subjects, form, d, sent, wizard, images, back, toDetails, toReview, send };
}
