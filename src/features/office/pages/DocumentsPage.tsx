import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '../../../../streams/schemas/office';
import { Badge, FormMessage, Panel, SelectField } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

type Purpose = 'verification' | 'identification';
const STATUS_TONE = { 0: 'warn', 1: 'ok', 2: 'bad' } as const;
const VERIFICATION_TONE = ['muted', 'warn', 'ok', 'bad'] as const;

/** The problem of a chosen file before it is sent (the server checks the bytes again). */
export function fileProblem(file: { size: number; type: string } | null): string | null {
  if (!file || file.size === 0) return 'file_missing';
  if (file.size > DOCUMENT_MAX_BYTES) return 'file_too_large';
  if (file.type && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'file_type';
  return null;
}

/** office/verification and office/identification: documents uploaded to and kept by the server (image or PDF, 5 MB). */
function DocumentsPage({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.documents$(purpose))), purpose);
  const [kind, setKind] = useState<string>(purpose === 'identification' ? 'id_card' : 'passport');
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useAction((f: File) => accounts.office$.pipe(switchMap((office) => office.uploadDocument$(purpose, kind, f, f.name))).pipe(tap(() => {
    setFile(null);
    if (input.current) input.current.value = '';
    reload();
  })));
  const [remove, removing] = useAction((id: number) => accounts.office$.pipe(switchMap((office) => office.removeDocument$(id))).pipe(tap(reload)));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file);
    setLocal(problem);
    if (!problem && file) upload(file);
  };
  const serverFile = errorsOf(uploading).fields['file'];
  return (
    <OfficePage title={t(`menu.${purpose}`)} intro={t(`documents.${purpose}Intro`)} testId={`office-${purpose}`}>
      <Loaded state={state} retry={reload}>
        {(d) => (
          <>
            <Panel title={t('documents.status')}>
              {purpose === 'verification'
                ? <Badge tone={VERIFICATION_TONE[d.verificationStatus] ?? 'muted'}>{t(`documents.verification.${d.verificationStatus}`)}</Badge>
                : <Badge tone={d.identified ? 'ok' : 'warn'}>{d.identified ? t('documents.identified') : t('documents.notIdentified')}</Badge>}
            </Panel>
            <Panel title={t('documents.upload')}>
              <form className={styles.inline} onSubmit={onSubmit} noValidate data-testid="document-upload">
                <SelectField name="kind" label={t('documents.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
                  {DOCUMENT_KINDS.map((k) => <option key={k} value={k}>{t(`documents.kinds.${k}`)}</option>)}
                </SelectField>
                <div className={styles.field}>
                  <label className={styles.label} htmlFor={`doc-file-${purpose}`}>{t('documents.file')}</label>
                  <input id={`doc-file-${purpose}`} ref={input} name="file" type="file" className={styles.input} accept={DOCUMENT_MIME_TYPES.join(',')}
                    aria-invalid={local || serverFile ? 'true' : undefined}
                    onChange={(e) => { setFile(e.target.files?.[0] ?? null); setLocal(null); }} />
                  {local || serverFile ? <p className={styles.fieldError}>{errorText(local ?? serverFile)}</p> : <p className={styles.hint}>{t('documents.rules')}</p>}
                </div>
                <Button type="submit" variant="primary" disabled={uploading.status === 'pending'}>{t('documents.send')}</Button>
              </form>
              <FormMessage
                error={uploading.status === 'error' && !serverFile ? failureText(uploading) : null}
                done={uploading.status === 'done' ? t('documents.uploaded') : null}
              />
            </Panel>
            <Panel title={t('documents.list')}>
              {d.documents.length === 0 ? <p className={styles.muted}>{t('documents.none')}</p> : (
                <table className={styles.table} data-testid="documents">
                  <tbody>
                    {d.documents.map((doc) => (
                      <tr key={doc.id} data-testid="document-row" data-status={doc.status}>
                        <td>{t(`documents.kinds.${doc.kind}`)}</td>
                        <td><a href={`/web-api/office/documents/${doc.id}/file`} target="_blank" rel="noreferrer">{doc.fileName}</a>
                          <div className={styles.hint}>{`${Math.ceil(doc.size / 1024)} KB · ${doc.mime === 'application/pdf' ? 'PDF' : doc.mime.slice(6).toUpperCase()}`}</div></td>
                        <td>{formatDateTime(doc.createdAt, lang, clock)}</td>
                        <td><Badge tone={STATUS_TONE[doc.status]}>{t(`documents.docStatus.${doc.status}`)}</Badge></td>
                        <td className={styles.num}>
                          {doc.status === 0 && <Button size="sm" variant="ghost" disabled={removing.status === 'pending'} onClick={() => remove(doc.id)}>{t('documents.remove')}</Button>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <FormMessage error={failureText(removing)} />
            </Panel>
          </>
        )}
      </Loaded>
    </OfficePage>
  );
}

export function VerificationPage() {
  return <DocumentsPage purpose="verification" />;
}

export function IdentificationPage() {
  return <DocumentsPage purpose="identification" />;
}
