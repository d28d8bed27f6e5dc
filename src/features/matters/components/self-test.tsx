import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, ProgressBar } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { QueryView } from '@/components/query-view';
import { ErrorState, LoadingState } from '@/components/states';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { evaluateSelfTest } from '../api/evaluate-self-test';
import { selfTestQuery } from '../api/get-self-test';
import { selfTestsQuery } from '../api/get-self-tests';
import type { SelfTest, SelfTestOutcome } from '../types';
import { MatterList } from './matter-list';
import styles from './matters.module.css';

/** The question a list of answers has reached (null once the path ends). */
export function currentQuestion(test: SelfTest, answers: number[]): SelfTest['questions'][number] | null {
  let at: string | null = test.first;
  for (const a of answers) {
    const q = test.questions.find((x) => x.id === at);
    if (!q) return null;
    at = q.options[a]?.next ?? null;
    if (at === null) return null;
  }
  return test.questions.find((x) => x.id === at) ?? null;
}

function Runner({ test, areaCode, onQuit }: { test: SelfTest; areaCode: string; onQuit: () => void }) {
  // Each question is a history entry (`step` = how many are answered): the phone's back button
  // goes back one question; the answers given are kept until one is changed.
  const [given, setGiven] = useState<number[]>([]);
  const wizard = useStepInHistory<string>('0', (s) => /^\d+$/.test(s) && Number(s) <= given.length);
  const at = Number(wizard.step);
  const answers = useMemo(() => given.slice(0, at), [given, at]);
  const outcome = useMutation({ mutationFn: (a: number[]) => evaluateSelfTest(test.id, areaCode, a) });
  const question = currentQuestion(test, answers);
  // At the end (reached again by the forward button too): the outcome of exactly these answers.
  const stale = outcome.variables === undefined || outcome.variables.join() !== answers.join();
  useEffect(() => {
    if (question === null && !outcome.isPending && stale) outcome.mutate(answers);
  }, [question, outcome, stale, answers]);
  const answer = (i: number) => {
    const next = [...answers, i];
    setGiven(next);
    wizard.to(String(next.length));
  };
  const back = () => {
    outcome.reset();
    void wizard.back(String(at - 1));
  };
  const restart = () => {
    outcome.reset();
    setGiven([]);
    wizard.to('0');
  };
  if (question) {
    return (
      <div className={styles.panel}>
        <h2>{test.title}</h2>
        <ProgressBar percent={Math.round((answers.length / test.questions.length) * 100)} className={styles.progress} aria-hidden />
        <p className={styles.meta}>第{answers.length + 1}题</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.question}>{question.text}</legend>
          <div className={styles.options}>
            {question.options.map((o, i) => (
              <Button key={o.label} block size="large" onClick={() => answer(i)}>
                {o.label}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className={`${styles.actions} ${styles.quizActions}`}>
          {answers.length ? <Button onClick={back}>上一题</Button> : null}
          <Button onClick={onQuit}>换一个问卷</Button>
        </div>
      </div>
    );
  }
  if (outcome.isPending || outcome.isIdle) return <LoadingState />;
  if (outcome.isError)
    return (
      <ErrorState message={outcome.error instanceof Error ? outcome.error.message : undefined} onRetry={() => outcome.mutate(answers)} />
    );
  return <SelfTestResult r={outcome.data} onBack={back} onRestart={restart} onQuit={onQuit} />;
}

/** 自测结果: the answers given, the materials to prepare (to tick off) and the matters to do. */
function SelfTestResult({
  r,
  onBack,
  onRestart,
  onQuit,
}: {
  r: SelfTestOutcome;
  onBack: () => void;
  onRestart: () => void;
  onQuit: () => void;
}) {
  return (
    <>
      <div className={styles.panel}>
        <h2>自测结果</h2>
        <ol className={styles.steps}>
          {r.path.map((p) => (
            <li key={p.question}>
              {p.question} <strong>{p.answer}</strong>
            </li>
          ))}
        </ol>
      </div>
      <section className={styles.panel} aria-labelledby="st-materials">
        <h2 id="st-materials">您需要准备的材料</h2>
        {r.materials.length ? (
          <ul className={`${styles.list} ${styles.bare}`}>
            {r.materials.map((m) => (
              <li key={m} className={styles.material}>
                <label className={styles.check}>
                  <input type="checkbox" className={styles.checkbox} />
                  {m}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.meta}>不需要额外准备材料</p>
        )}
      </section>
      <h2 className={styles.groupTitle}>您需要办理的事项（{r.matters.length}）</h2>
      {r.matters.length ? (
        <MatterList items={r.matters} label="需要办理的事项" />
      ) : (
        <p className={`${styles.meta} ${styles.inset}`}>根据您的回答，暂时不需要办理事项</p>
      )}
      <div className={`${styles.actions} ${styles.resultActions}`}>
        <Button onClick={onBack}>修改上一题</Button>
        <Button onClick={onRestart}>重新自测</Button>
        <Button onClick={onQuit}>换一个问卷</Button>
      </div>
    </>
  );
}

/** 事项自测: choose a questionnaire, answer one question at a time, get matters and materials. */
export function SelfTestScreen({ areaCode }: { areaCode: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const tests = useQuery(selfTestsQuery());
  const test = useQuery(selfTestQuery(chosen));
  if (chosen) {
    return <QueryView query={test}>{(t) => <Runner key={t.id} test={t} areaCode={areaCode} onQuit={() => setChosen(null)} />}</QueryView>;
  }
  return (
    <QueryView query={tests} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className={styles.list}>
          {list.map((t) => (
            <li key={t.id} className={styles.item}>
              <button type="button" className={`${styles.card} ${styles.cardButton}`} onClick={() => setChosen(t.id)}>
                <span className={`${styles.name} ${styles.line}`}>{t.title}</span>
                <span className={`${styles.meta} ${styles.line}`}>
                  {t.description}（{t.questionCount}个问题以内）
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
