import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { IDEA_CATEGORIES, IdeaBodySchema } from '../../../../streams/schemas/office';
import { validateFields } from '../../../../streams/office/office-api';
import { FormMessage, Panel, SelectField, TextArea } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/** office/share-idea: send an idea to the team; the ideas sent so far. */
export function ShareIdeaPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [ideas, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.ideas$())));
  const [category, setCategory] = useState<string>('');
  const [text, setText] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const [send, sending] = useAction((body: { category: string; text: string }) => accounts.office$.pipe(switchMap((office) => office.shareIdea$(body))).pipe(tap(() => { setText(''); reload(); })));
  const server = errorsOf(sending);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(IdeaBodySchema, { category, text });
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) send(checked.value);
  };
  return (
    <OfficePage title={t('menu.share_idea')} intro={t('ideas.intro')} testId="office-share-idea">
      <Panel>
        <form onSubmit={onSubmit} noValidate>
          <SelectField name="category" label={t('ideas.category')} value={category} onChange={(e) => setCategory(e.target.value)} error={errorText(local['category'] ?? server.fields['category'])}>
            <option value="">{t('ideas.choose')}</option>
            {IDEA_CATEGORIES.map((c) => <option key={c} value={c}>{t(`ideas.categories.${c}`)}</option>)}
          </SelectField>
          <TextArea name="text" label={t('ideas.text')} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)}
            error={errorText(local['text'] ?? server.fields['text'])} hint={t('ideas.hint')} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={sending.status === 'pending'}>{t('ideas.send')}</Button>
            <FormMessage error={Object.keys(server.fields).length === 0 ? failureText(sending) : null} done={sending.status === 'done' ? t('ideas.thanks') : null} />
          </div>
        </form>
      </Panel>
      <Panel title={t('ideas.yours')}>
        <Loaded state={ideas} retry={reload}>
          {(l) => l.ideas.length === 0 ? <p className={styles.muted}>{t('ideas.none')}</p> : (
            <ul className={styles.list}>
              {l.ideas.map((i) => (
                <li key={i.id} className={styles.card}>
                  <span className={styles.hint}>{t(`ideas.categories.${i.category}`)} · {formatDateTime(i.createdAt, lang, clock)}</span>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{i.text}</span>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Panel>
    </OfficePage>
  );
}
