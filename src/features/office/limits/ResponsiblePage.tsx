import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useObservableState } from 'observable-hooks';
import { catchError, EMPTY, switchMap } from 'rxjs';
import { REALITY_CHECK_MINUTES } from '../../../../streams/timing';
import {
  isBlockKind, LIMIT_KINDS, REALITY_CHECK, SESSION_LIMIT, type LimitsState, type SetAnswer,
} from '../../../../streams/schemas/limits';
import { useServices } from '../../../hooks/services-context';
import { formatDateTime } from '../../../ui/format';
import { Loaded, OfficePage } from '../kit';
import { Panel } from '../../../ui/forms';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import { BreakPanels } from './BreakPanels';
import { offeredValues } from './offered';
import { LimitsHistory } from './LimitsHistory';
import { MoneyLimitRow } from './MoneyLimitRow';
import { Questionnaire } from './Questionnaire';
import { TimeLimitRow } from './TimeLimitRow';
import styles from './limits.module.css';

const SESSION_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
const FAMILIES = ['deposit', 'wagering', 'loss'] as const;


/**
 * office/responsible (R21, issue 13): every limit with its value, what its window has used, a pending change with its
 * countdown and confirm / reject, the session limit and reality check, a time-out and self-exclusion, and the history.
 * The server holds and enforces every limit; this page only shows and asks.
 */
export function ResponsiblePage() {
  const { t } = useTranslation('limits');
  const { limits$ } = useServices();
  const [state, reload] = useLoad(() => limits$.pipe(switchMap((l) => l.limits$())));
  return (
    <OfficePage title={t('title')} intro={t('intro')} testId="office-responsible">
      <Loaded state={state} retry={reload}>{(value) => <Limits state={value} />}</Loaded>
    </OfficePage>
  );
}

function Limits({ state }: { state: LimitsState }) {
  const { t } = useTranslation('limits');
  const lang = useLang();
  const clock = useClock();
  const { limits$ } = useServices();
  const [questions, setQuestions] = useState<(SetAnswer & { tokenGuid: string }) | null>(null);
  const onQuestions = (answer: SetAnswer) => { if (answer.tokenGuid) setQuestions({ ...answer, tokenGuid: answer.tokenGuid }); };
  const [history, reloadHistory] = useLoad(() => limits$.pipe(switchMap((l) => l.history$())), state);
  // C14: the values the server offers (availablelimits); the spec's lists until it answers, or if it cannot.
  const available = useObservableState(useObservable(() => limits$.pipe(switchMap((l) => l.available$()), catchError(() => EMPTY))), null);
  const offered = offeredValues(available);
  const of = (type: number) => state.limits.find((l) => l.limitType === type);
  const block = state.limits.find((l) => isBlockKind(l.limitType) && l.endsAt !== null);
  const currency = state.session.currency;
  return (
    <>
      {block && (
        <div className={styles.blocked} role="alert" data-testid="limits-blocked">
          <strong>{t(block.limitType === 33 ? 'blocked.timeout' : 'blocked.selfExcluded')}</strong>
          <span>{t('blocked.until', { date: formatDateTime(new Date(block.endsAt!).toISOString(), lang, clock) })}</span>
          <span className={styles.muted}>{t('blocked.stillOpen')}</span>
        </div>
      )}
      {FAMILIES.map((family) => (
        <Panel key={family} title={t(`family.${family}`)}>
          <p className={styles.muted}>{t(`familyHint.${family}`)}</p>
          <div className={styles.rows}>
            {LIMIT_KINDS[family].map((type) => <MoneyLimitRow key={type} type={type} limit={of(type)} currency={currency} onQuestions={onQuestions} />)}
          </div>
        </Panel>
      ))}
      <Panel title={t('family.time')}>
        <div className={styles.rows}>
          <TimeLimitRow type={SESSION_LIMIT} limit={of(SESSION_LIMIT)} values={offered(SESSION_LIMIT, SESSION_HOURS)} unit="hour" onQuestions={onQuestions} />
          <TimeLimitRow type={REALITY_CHECK} limit={of(REALITY_CHECK)} values={offered(REALITY_CHECK, REALITY_CHECK_MINUTES)} unit="minute" onQuestions={onQuestions} />
        </div>
      </Panel>
      {!block && <BreakPanels offered={offered} />}
      <Panel title={t('history.title')}>
        <Loaded state={history} retry={reloadHistory}>{(h) => <LimitsHistory history={h} currency={currency} />}</Loaded>
      </Panel>
      {questions && <Questionnaire request={questions} onClose={() => setQuestions(null)} />}
    </>
  );
}
