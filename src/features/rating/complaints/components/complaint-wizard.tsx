import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { ImageField } from '@/components/image-field/image-field';
import { restorableImages, useImageUploads } from '@/components/image-field/use-image-uploads';
import { FormField, describedBy, FieldAlert } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { LoadingState } from '@/components/states';
import { WhatNext } from '@/components/what-next';
import { paths } from '@/config/routes/index';
import { COMPLAINT_TYPES, type ComplaintSubject } from '@/contract/complaint';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { getSession } from '@/lib/storage/storage';
import { maskMobile } from '@/lib/validation/mask';
import { ratingUserQuery } from '../api/get-rating-user';
import { complaintSubjectsQuery, fileComplaint } from '../api/complaint-tickets';
import { complaintsKey } from '../api/query-complaints';
import { useComplaint } from '../hooks/use-complaints';
import {
  complaintProblems,
  complaintTicketSchema,
  complaintTouched,
  emptyComplaint,
  MAX_COMPLAINT_IMAGES,
  MAX_CONTENT,
  nextSteps,
  type ComplaintDraft,
} from '../ticket-rules';
import styles from './complaint.module.css';
import { SummaryList } from '@/components/form-kit/summary-list';

type Step = 'subject' | 'details' | 'review' | 'done';
const FORM_KEY = 'rating.complaint';

/**
 * 投诉 (docs/complaints.md): what it is about (one of the user's own visits, or a hall), what
 * happened, check, file; the confirmation gives the 工单号 and the deadlines. Each step is a
 * history entry; the draft outlives a reload and a login.
 */
export function ComplaintWizard({ hallId }: { hallId?: string }) {
  const loggedIn = Boolean(getSession());
  const { fixedArea } = useAreaParams();
  const location = useLocation();
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
  const step = wizard.step;
  const images = useImageUploads({
    formKey: FORM_KEY,
    max: MAX_COMPLAINT_IMAGES,
    get: () => getValues('images'),
    set: (next) => setValue('images', next, { shouldValidate: formState.isSubmitted }),
  });
  const submit = useGuardedSubmit({ kept: '您填写的内容和图片已保留，可直接重新提交。' });
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

  if (step === 'done' && sent) return <Confirmation id={sent.id} ticketNo={sent.ticketNo} />;

  const loginHref = paths.login({ redirect: location.pathname + location.search });
  const visitorNote = loggedIn ? null : (
    <p className={styles.note} role="note">
      提交投诉需要登录。登录后还可以从您近90天的预约、取号和办件记录中选择投诉对象，已填写的内容不会丢失。
      <AppLink to={loginHref}>去登录</AppLink>
    </p>
  );

  if (step === 'review' && d.subject && d.type) {
    const rows: [string, string][] = [
      ['投诉对象', d.subject.label],
      ['办事大厅', d.subject.hallName],
      ...(d.subject.windowName ? ([['窗口', d.subject.windowName]] as [string, string][]) : []),
      ...(d.subject.staffName ? ([['工作人员', d.subject.staffName]] as [string, string][]) : []),
      ['投诉类型', d.type],
      ['问题描述', d.content.trim()],
      ['图片', d.images.length ? `${d.images.length}张` : '无'],
      ['联系电话', maskMobile(d.phone.trim())],
    ];
    return (
      <PageShell
        title="核对投诉内容"
        onBack={() => void wizard.back('details')}
        footer={
          <div className={kit.footer}>
            <Button onClick={() => void wizard.back('details')} disabled={submit.submitting}>
              返回修改
            </Button>
            {loggedIn ? (
              <Button color="primary" loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
                确认提交
              </Button>
            ) : (
              <AppLink to={loginHref} className={styles.linkButton}>
                登录后提交
              </AppLink>
            )}
          </div>
        }
      >
        <div className={kit.form}>
          <p className={styles.intro}>请核对以下内容，确认无误后提交。提交后会生成工单号，您可随时查看处理进度。</p>
          <SummaryList rows={rows} />
          {visitorNote}
          <FieldAlert id="ct-submit" error={submit.error ?? undefined} />
        </div>
      </PageShell>
    );
  }

  if (step === 'details' && d.subject) {
    const errors = formState.errors;
    return (
      <PageShell
        title="投诉建议"
        onBack={() => void wizard.back('subject')}
        footer={
          <div className={kit.footer}>
            <Button color="primary" onClick={() => void toReview()}>
              下一步：核对内容
            </Button>
          </div>
        }
      >
        <div className={kit.form}>
          <p className={styles.intro}>
            投诉对象：{d.subject.label}（{d.subject.hallName}）
          </p>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <fieldset className={kit.field}>
                <legend className={`${kit.label} ${kit.required}`}>投诉类型</legend>
                <div className={kit.choices} role="radiogroup" aria-label="投诉类型">
                  {COMPLAINT_TYPES.map((t) => (
                    <button
                      key={t}
                      type="button"
                      role="radio"
                      aria-checked={field.value === t}
                      className={`${kit.choice} ${field.value === t ? kit.choiceOn : ''}`}
                      onClick={() => field.onChange(t)}
                    >
                      {t}
                    </button>
                  ))}
                </div>
                <FieldAlert id="ct-type" error={errors.type?.message} />
              </fieldset>
            )}
          />
          <FormField
            label={`问题描述（${Array.from(d.content.trim()).length}/${MAX_CONTENT}）`}
            id="ct-content"
            error={errors.content?.message}
            required
          >
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <textarea
                  id="ct-content"
                  className={kit.textarea}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="请写明时间、经过和您的诉求，便于核实"
                  {...describedBy('ct-content', errors.content?.message)}
                />
              )}
            />
          </FormField>
          <div className={kit.field}>
            <span className={kit.label}>图片（选填，最多{MAX_COMPLAINT_IMAGES}张，JPG、JPEG、PNG）</span>
            <ImageField
              images={d.images}
              max={MAX_COMPLAINT_IMAGES}
              notice={images.notice}
              onAdd={(f) => void images.addFiles(f)}
              onRetry={images.retryImage}
              onRemove={images.removeImage}
              canRetry={images.canRetry}
            />
            <FieldAlert id="ct-images" error={errors.images?.message} />
          </div>
          <FormField label="联系电话（用于回访）" id="ct-phone" error={errors.phone?.message} required>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <input
                  id="ct-phone"
                  className={kit.input}
                  inputMode="tel"
                  autoComplete="tel"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...describedBy('ct-phone', errors.phone?.message)}
                />
              )}
            />
          </FormField>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell
      title="投诉建议"
      onBack={() => void back()}
      right={
        <AppLink to={paths.myComplaint()} className={styles.headLink}>
          我的投诉
        </AppLink>
      }
      footer={
        <div className={kit.footer}>
          <Button color="primary" onClick={() => void toDetails()}>
            下一步：填写问题
          </Button>
        </div>
      }
    >
      <div className={kit.form}>
        <p className={styles.intro}>
          请选择您要投诉的那次办事，工作人员会据此找到当时的窗口和人员核实。对App本身的意见请到“意见反馈”。涉及紧急事项请拨打12345。
        </p>
        {visitorNote}
        {subjects.isPending ? (
          <LoadingState rows={3} />
        ) : (
          <QueryView query={subjects}>
            {(data) => (
              <SubjectChoice
                visits={data.visits}
                halls={data.halls}
                loggedIn={loggedIn}
                value={d.subject}
                error={formState.errors.subject?.message}
                onChange={(s) => setValue('subject', s, { shouldValidate: formState.isSubmitted })}
              />
            )}
          </QueryView>
        )}
      </div>
    </PageShell>
  );
}

const hallSubject = (h: { id: string; name: string }): ComplaintSubject => ({
  kind: 'hall',
  ref: h.id,
  hallId: h.id,
  hallName: h.name,
  windowName: null,
  staffName: null,
  matterName: null,
  at: null,
  label: h.name,
});

function SubjectChoice({
  visits,
  halls,
  loggedIn,
  value,
  error,
  onChange,
}: {
  visits: ComplaintSubject[];
  halls: { id: string; name: string }[];
  loggedIn: boolean;
  value: ComplaintSubject | null;
  error?: string;
  onChange: (s: ComplaintSubject | null) => void;
}) {
  const chosen = (s: ComplaintSubject) => value?.kind === s.kind && value.ref === s.ref;
  return (
    <>
      <fieldset className={kit.field}>
        <legend className={`${kit.label} ${kit.required}`}>投诉对象：近90天的办事记录</legend>
        {visits.length === 0 ? (
          <p className={styles.intro}>{loggedIn ? '近90天没有您的办事记录，请在下方选择大厅。' : '登录后显示您的办事记录。'}</p>
        ) : (
          <div className={styles.visits}>
            {visits.map((v) => (
              <label key={`${v.kind}-${v.ref}`} className={`${styles.visit} ${chosen(v) ? styles.visitOn : ''}`}>
                <input type="radio" name="complaint-subject" checked={chosen(v)} onChange={() => onChange(v)} />
                <span>
                  <span className={styles.visitTitle}>{v.label}</span>
                  <span className={styles.visitMeta}>
                    {[v.hallName, v.windowName, v.staffName ? `工作人员${v.staffName}` : null].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <FormField label="或选择大厅" id="ct-hall">
        <select
          id="ct-hall"
          className={kit.select}
          value={value?.kind === 'hall' ? value.ref : ''}
          onChange={(e) => {
            const h = halls.find((x) => x.id === e.target.value);
            onChange(h ? hallSubject(h) : null);
          }}
        >
          <option value="">{halls.length ? '请选择大厅' : '本区域暂无大厅'}</option>
          {halls.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </FormField>
      <FieldAlert id="ct-subject" error={error} />
    </>
  );
}

/** The GOV.UK confirmation: the 工单号, what happens next with this complaint's own deadlines, and the way back to it. */
function Confirmation({ id, ticketNo }: { id: string; ticketNo: string }) {
  const ticket = useComplaint(id);
  const t = ticket.data?.kind === 'ticket' ? ticket.data : null;
  return (
    <PageShell title="投诉已提交">
      <Result status="success" title="投诉已提交" description="我们会按时限办理，并把处理结果告诉您。" />
      <WhatNext
        reference={{ label: '工单号', value: ticketNo }}
        steps={t ? nextSteps(t) : ['工作人员将按时限受理并核实您反映的情况', '处理进度和结果在“我的投诉建议”中查看']}
      />
      <div className={styles.actions}>
        <AppLink to={paths.complaintDetails({ id })}>
          <Button block color="primary">
            查看处理进度
          </Button>
        </AppLink>
        <AppLink to={paths.myComplaint()}>
          <Button block>我的投诉建议</Button>
        </AppLink>
      </div>
    </PageShell>
  );
}
