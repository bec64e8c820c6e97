import { useState } from 'react';
import { switchMap } from 'rxjs';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { Modal } from '../../../ui/Modal';
import type { SetAnswer } from '../../../../streams/schemas/limits';
import { useServices } from '../../../hooks/services-context';
import { FormMessage } from '../../../ui/forms';
import { useAction } from '../../../hooks/use-action';
import { useOutcomeText } from './limit-texts';
import styles from './limits.module.css';

/**
 * The short self-assessment before a limit is raised (C14 testanswers): every question needs an answer; any "yes"
 * keeps the limit where it is, all "no" lets the raise wait its 24 hours.
 */
export function Questionnaire({ request, onClose }: { request: SetAnswer & { tokenGuid: string }; onClose: () => void }) {
  const { t } = useTranslation('limits');
  const { limits$ } = useServices();
  const outcome = useOutcomeText();
  const [answers, setAnswers] = useState<Array<0 | 1 | null>>(request.questions.map(() => null));
  const [send, sending] = useAction((given: Array<0 | 1>) => limits$.pipe(switchMap((l) => l.answer$(request.tokenGuid, given))));
  const complete = answers.every((a) => a !== null);
  const result = sending.status === 'done' ? sending.value : null;
  return (
    <Modal title={t('questions.title')} onClose={onClose} testId="limit-questionnaire" size="wide">
      {result ? (
        <>
          <p role="status" data-testid="limit-questionnaire-result" data-success={result.success}>{result.success ? t('questions.passed') : t('questions.failed')}</p>
          <div className={styles.modalActions}><Button onClick={onClose}>{t('questions.close')}</Button></div>
        </>
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); if (complete) send(answers as Array<0 | 1>); }}>
          <p className={styles.muted}>{t('questions.intro')}</p>
          {request.questions.map((q, i) => (
            <fieldset key={q.id} className={styles.question}>
              <legend>{t(q.key, { defaultValue: t('questions.generic') })}</legend>
              {([1, 0] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input type="radio" name={`q${q.id}`} checked={answers[i] === value} onChange={() => setAnswers((a) => a.map((x, j) => (j === i ? value : x)))} />
                  {value === 1 ? t('questions.yes') : t('questions.no')}
                </label>
              ))}
            </fieldset>
          ))}
          <FormMessage error={outcome.failed(sending, 'responsible_gaming_confirm_limit_error')} />
          <div className={styles.modalActions}>
            <Button variant="secondary" onClick={onClose}>{t('questions.cancel')}</Button>
            <Button type="submit" disabled={!complete || sending.status === 'pending'} data-testid="limit-questionnaire-submit">{t('questions.submit')}</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
