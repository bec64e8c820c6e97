import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../streams/core/http';
import { errorCodeOf } from '../../hooks/use-action';
import { useRefusalText } from '../../hooks/use-refusal-text';
import type { ActionState } from '../../hooks/use-action';
import type { LoadState } from '../../hooks/use-load';
import styles from '../../ui/forms.module.css';

// The office's own page frame, loading state and failure texts (office.json "errors.*", the same keys the shared
// schemas and the server use). The generic kit is src/ui/forms.tsx, src/ui/format.ts and src/hooks/use-load, use-action.

/** A failed action in the user's language: its server code when office.json knows it, else the generic text. */
export function useFailureText() {
  const { t } = useTranslation('office');
  const refusalText = useRefusalText();
  return (state: ActionState<unknown> | LoadState<unknown>, fallbackKey = 'actionFailed') => {
    if (state.status !== 'error') return null;
    const err = state.error;
    if (err instanceof HttpError && err.kind === 'network') return t('errors.network');
    const code = errorCodeOf(err);
    const text = t(`errors.${code ?? fallbackKey}`, { defaultValue: t(`errors.${fallbackKey}`) });
    const more = refusalText(err);
    return more ? `${text} ${more}` : text;
  };
}

/** The message of an error key in the user's language. */
export function useErrorText() {
  const { t } = useTranslation('office');
  return (key: string | null | undefined) => (key ? t(`errors.${key}`, { defaultValue: t('errors.invalid') }) : null);
}

export function OfficePage({ title, intro, children, testId }: { title: string; intro?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.page} aria-labelledby="office-page-title" data-testid={testId}>
      <title>{title}</title>
      <h1 id="office-page-title" className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

/** Loading, error (with retry) or the content. */
export function Loaded<T>({ state, retry, children }: { state: LoadState<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('office');
  const refusalText = useRefusalText();
  if (state.status === 'loading') return <p className={styles.muted} aria-busy="true">{t('loading')}</p>;
  if (state.status === 'error') {
    // A refusal the office knows (payments banned, ...) says why; anything else is a load failure.
    const code = errorCodeOf(state.error);
    const more = refusalText(state.error);
    return (
      <div className={styles.formError} role="alert" data-code={code ?? undefined}>
        <span>{code ? t(`errors.${code}`, { defaultValue: t('loadFailed') }) : t('loadFailed')}{more ? ` ${more}` : ''}</span>
        <button type="button" className={styles.linkButton} onClick={retry}>{t('retry')}</button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
