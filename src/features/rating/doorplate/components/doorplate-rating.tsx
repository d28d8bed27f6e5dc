import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { confirm } from '@/lib/feedback/feedback';
import { useAppNavigate } from '@/lib/router/navigation';
import { drafts } from '@/lib/storage/drafts';
import { getSession, local, session } from '@/lib/storage/storage';
import { isRatingDue, POPUP_DELAY_MS, promptDelay, ratingClock, type RatingSessionFlags } from '../popup-rules';
import styles from '@/features/rating/components/rating.module.css';

/** The door-plate screens the popup rises on. */
const HOSTS = ['/home', '/governmentMap'];
/** Pages where the 10-minute prompt would interrupt (already giving feedback, or logging in). */
const NO_PROMPT = ['/feedback', '/complaint', '/mFeedback', '/evaluationPage', '/login'];
import { POPUP_FORM } from './popup-form-key';
import { paths } from '@/config/routes/index';

// The sheet (popup, rating form, upload and compression code) loads only when it opens: most
// visits never show it, and the first page must stay light.
const RatingSheet = lazy(() => import('./doorplate-rating-sheet'));
const THANKS_MS = 2000;

function readFlags(): RatingSessionFlags {
  return session.getJson<{ rating?: RatingSessionFlags }>('ow.session')?.rating ?? {};
}

function writeFlags(patch: RatingSessionFlags): void {
  const all = session.getJson<Record<string, unknown>>('ow.session') ?? {};
  session.setJson('ow.session', { ...all, rating: { ...readFlags(), ...patch } });
}

/** Elder mode (large text) from the user's preferences: nothing pops up uninvited. */
function elderMode(): boolean {
  return Boolean(local.getJson<{ elderMode?: boolean }>('ow.prefs')?.elderMode);
}

/**
 * The 10-minute feedback prompt, once per session (counted from the session's start): not over a
 * page where it would interrupt; in elder mode `onQuiet` instead.
 */
function useFeedbackPrompt(pathname: string, onQuiet: () => void) {
  const go = useAppNavigate();
  const where = useRef(pathname);
  where.current = pathname;
  const goRef = useRef(go);
  goRef.current = go;
  const quietRef = useRef(onQuiet);
  quietRef.current = onQuiet;

  useEffect(() => {
    const flags = readFlags();
    const startedAt = flags.startedAt ?? ratingClock.now();
    if (!flags.startedAt) writeFlags({ startedAt });
    if (flags.promptShown) return;
    const timer = setTimeout(
      () => {
        if (readFlags().promptShown) return;
        writeFlags({ promptShown: true });
        if (NO_PROMPT.some((p) => where.current.startsWith(p))) return;
        if (elderMode()) return quietRef.current();
        void confirm({
          title: '邀请您提出意见',
          content: '您已使用数字门牌10分钟，欢迎提出意见和建议，帮助我们改进服务。',
          confirmText: '去反馈',
          cancelText: '暂不',
        }).then((ok) => {
          if (ok) goRef.current(paths.feedback());
        });
      },
      promptDelay(startedAt, ratingClock.now()),
    );
    return () => clearTimeout(timer);
  }, []);
}

/**
 * The door-plate rating popup (docs/spec-rules.md section 4): at most once per session on the door-plate
 * screens of a logged-in user whose last rating is more than 30 days old, and the 10-minute
 * feedback prompt, once per session. In elder mode both become a quiet entry.
 */
export function DoorplateRating() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const [thanks, setThanks] = useState(false);
  useFeedbackPrompt(pathname, () => setQuiet(true));

  useEffect(() => {
    if (!HOSTS.includes(pathname) || !getSession()) return;
    // A rating interrupted by a re-login comes back filled.
    const resumed = drafts.get(POPUP_FORM) !== null;
    if (!resumed && (readFlags().popupShown || !isRatingDue(local.get('ow.lastRatingDate'), ratingClock.now()))) return;
    const timer = setTimeout(() => {
      if (!resumed && readFlags().popupShown) return;
      writeFlags({ popupShown: true });
      if (elderMode() && !resumed) setQuiet(true);
      else setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => {
      setThanks(false);
      setOpen(false);
      setQuiet(false);
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanks]);

  const close = () => {
    drafts.clear(POPUP_FORM);
    setOpen(false);
  };

  // The sheet belongs to the page it rose on: the phone's Back (or any other way off the page)
  // closes it instead of leaving it over the next page. Going to login (a 401 while sending)
  // keeps what was filled in: the sheet comes back filled after the login.
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      openedOn.current = null;
      return;
    }
    if (openedOn.current === null) openedOn.current = pathname;
    else if (openedOn.current !== pathname) {
      if (!pathname.startsWith('/login')) drafts.clear(POPUP_FORM);
      setOpen(false);
      setThanks(false);
    }
  }, [open, pathname]);

  return (
    <>
      {quiet && !open ? (
        <button type="button" className={styles.quiet} onClick={() => setOpen(true)}>
          服务评价
        </button>
      ) : null}
      {/* Mounted only while open: a closed popup leaves nothing behind for screen readers or tests. */}
      {open ? (
        <Suspense fallback={null}>
          <RatingSheet onClose={close} thanks={thanks} onSubmitted={() => setThanks(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
