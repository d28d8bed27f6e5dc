import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { materialGiven } from '@/components/material-uploader/material-uploader';
import { chinaToday, emptyValues, sentValues } from '@/lib/forms/definition-schema';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { draftKey } from '../application-drafts';
import { furthest, mayVisit } from '../application-steps';
import type { LoadedForm } from '../api/online/get-form-definition';
import { submitApplication } from '../api/online/submit-application';
import type { ApplicationDraft, ApplicationStep, MaterialSpec, MaterialValue, OnlineInfo, SubmitApplicationResult } from '../online-types';
import { applicationStepSchema, givenMaterial } from '../schemas/application-schema';
import { useApplicationDrafts } from './use-application-drafts';

export interface Identity {
  name: string;
  idcard: string;
  mobile: string;
  verified: boolean;
}

/** Materials a passed pre-review carries into the application, by material index. */
export interface CarriedMaterials {
  from: string;
  materials: Record<number, MaterialValue>;
}

function randomToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One resolver for the four steps: the step the draft is on chooses the rules checked (one form,
 * one draft); the latest rules are read at check time (carried materials may arrive after the
 * form opened).
 */
function useStepResolver(form: LoadedForm, materials: MaterialSpec[], carried: Record<number, MaterialValue> | undefined) {
  const schemas = useMemo(() => {
    const deps = { def: form.def, dicts: form.dicts, materials, carried, today: chinaToday() };
    return {
      applicant: zodResolver(applicationStepSchema('applicant', deps)),
      form: zodResolver(applicationStepSchema('form', deps)),
      materials: zodResolver(applicationStepSchema('materials', deps)),
      review: zodResolver(applicationStepSchema('review', deps)),
    };
  }, [form.def, form.dicts, materials, carried]);
  const latest = useRef(schemas);
  useEffect(() => {
    latest.current = schemas;
  }, [schemas]);
  const [resolver] = useState(() => {
    const byStep: Resolver<ApplicationDraft> = (values, context, options) =>
      (latest.current[values.step] as unknown as Resolver<ApplicationDraft>)(values, context, options);
    return byStep;
  });
  return resolver;
}

/**
 * handleContinue lists the application where it stopped: every change by the user is noted (not
 * the identity's prefill, which is set as a whole applicant), until it is sent.
 */
function useContinueTracking(
  rhf: UseFormReturn<ApplicationDraft>,
  track: ReturnType<typeof useApplicationDrafts>['track'],
  info: OnlineInfo,
  sent: boolean,
) {
  useEffect(() => {
    const sub = rhf.watch((v, { name }) => {
      if (!name || name === 'applicant' || sent) return;
      track(info.matterId, info.name, (v.step ?? 'applicant') as ApplicationStep);
    });
    return () => sub.unsubscribe();
  }, [rhf, track, info.matterId, info.name, sent]);
}

/** The verified identity fills an untouched applicant; the user's own typing is never overwritten. */
function useIdentityPrefill(rhf: UseFormReturn<ApplicationDraft>, identity: Identity | null) {
  useEffect(() => {
    if (!identity) return;
    const a = rhf.getValues('applicant');
    if (a.name || a.idcard || a.mobile) return;
    rhf.setValue('applicant', { name: identity.name, idcard: identity.idcard, mobile: identity.mobile });
  }, [identity, rhf]);
}

/** The materials given, as sent: an e-certificate by its id, or the pages' addresses. */
function sentMaterials(materials: MaterialSpec[], given: (m: MaterialSpec) => MaterialValue) {
  return materials
    .filter((m) => materialGiven(given(m)))
    .map((m) => {
      const v = given(m);
      return v.certId ? { index: m.index, files: [], certId: v.certId } : { index: m.index, files: v.files.map((f) => f.url) };
    });
}

/**
 * 在线申报's state: the draft (everything typed, with the step it is on; handleContinue lists it),
 * the identity's prefill, the steps as history entries (the phone's back steps back, every answer
 * kept; an address opened cold resumes where the draft stopped, never further), the uploads in
 * flight, and the one submission.
 */
export function useApplication({
  info,
  materials,
  form,
  identity,
  carried,
}: {
  info: OnlineInfo;
  materials: MaterialSpec[];
  form: LoadedForm;
  identity: Identity | null;
  carried: CarriedMaterials | null;
}) {
  const [blank] = useState<ApplicationDraft>(() => ({
    step: 'applicant',
    applicant: { name: '', idcard: '', mobile: '' },
    form: emptyValues(form.def),
    materials: {},
    clientToken: randomToken(),
    startedAt: Date.now(),
  }));
  const index = useApplicationDrafts();
  const carriedMaterials = carried?.materials;
  const resolver = useStepResolver(form, materials, carriedMaterials);
  const { form: rhf, discard } = useDraftForm<ApplicationDraft>(draftKey(info.matterId), { empty: blank, resolver, mode: 'onTouched' });
  const d = useWatch({ control: rhf.control }) as ApplicationDraft;
  const [done, setDone] = useState<SubmitApplicationResult | null>(null);
  const [uploading, setUploading] = useState<Record<number, boolean>>({});
  const submit = useGuardedSubmit({ kept: '您填写的内容已保留，可稍后重试。' });

  useContinueTracking(rhf, index.track, info, done !== null);

  useIdentityPrefill(rhf, identity);

  const [resumeAt] = useState<ApplicationStep>(() => rhf.getValues('step'));
  const [reached, setReached] = useState<ApplicationStep>(resumeAt);
  const wizard = useStepInHistory<ApplicationStep | 'done'>(resumeAt, (s) => (s === 'done' ? done !== null : mayVisit(s, reached)));
  const step = wizard.step === 'done' ? resumeAt : wizard.step;
  // The rules checked are the shown step's (the resolver reads the form's step).
  useEffect(() => {
    if (rhf.getValues('step') !== step) rhf.setValue('step', step);
  }, [rhf, step]);

  const given = (m: MaterialSpec): MaterialValue => givenMaterial(d.materials, m.index, carriedMaterials);

  const send = () =>
    submit.run(async () => {
      const result = await submitApplication({
        matterId: info.matterId,
        clientToken: d.clientToken,
        draftedAt: d.startedAt,
        applicant: { name: d.applicant.name.trim(), idcard: d.applicant.idcard.trim().toUpperCase(), mobile: d.applicant.mobile.trim() },
        form: sentValues(form.def, d.form),
        materials: sentMaterials(materials, given),
      });
      discard();
      index.forget(info.matterId);
      setDone(result);
      wizard.finish('done');
    });

  return {
    rhf,
    draft: d,
    step,
    done,
    given,
    submit,
    send: () => void send(),
    /** 上一步: the step before (history back when the wizard came from it). */
    back: (previous: ApplicationStep) => void wizard.back(previous),
    /** 修改 on the check step: that step, as a new entry. */
    edit: (to: ApplicationStep) => wizard.to(to),
    /** 下一步: the shown step's rules checked, then the next step. */
    next: (to: ApplicationStep) =>
      void rhf.handleSubmit(() => {
        setReached((r) => furthest(r, to));
        wizard.to(to);
      })(),
    uploading: Object.values(uploading).some(Boolean),
    setUploading: (index: number, busy: boolean) => setUploading((u) => ({ ...u, [index]: busy })),
    carriedCount: carried ? materials.filter((m) => !d.materials[m.index] && materialGiven(carried.materials[m.index])).length : 0,
  };
}

export type ApplicationState = ReturnType<typeof useApplication>;
