import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_NAMESPACES, DEFAULT_NAMESPACE } from '../../i18n/create-i18n';
import { Button, IconAlert, IconCheck, IconClose, IconInfo, VisuallyHidden } from '../../ui';
import type { Notice, NoticeKind } from '../../../streams/notices/notices';
import styles from './NoticesArea.module.css';

// One notice of the stack (NoticesArea.tsx), in a chunk of its own: most pages show none, so the home page's first
// load does not carry it.

const KIND_ICON = { error: IconAlert, success: IconCheck, warning: IconAlert, info: IconInfo } as const;
/** Spoken before a notice that has no title of its own, so a screen reader user hears what kind it is. */
const KIND_LABEL_KEY: Record<NoticeKind, string> = {
  error: 'main_error',
  success: 'main_done',
  warning: 'main_warning',
  info: 'main_info',
};

/** Namespaces a notice's keys point into ('errors:wrong_code'), so they load before it renders. */
function namespacesOf(notice: Notice): string[] {
  const keys = [notice.titleKey, notice.messageKey, notice.action?.labelKey, notice.confirmKey];
  const found = new Set<string>([DEFAULT_NAMESPACE]);
  for (const key of keys) {
    const ns = key?.includes(':') ? key.slice(0, key.indexOf(':')) : undefined;
    if (ns && SUPPORTED_NAMESPACES.includes(ns)) found.add(ns);
  }
  return [...found];
}

/** Only app paths and http(s) URLs become links; anything else (javascript:, data:) is dropped. */
function actionTarget(href: string | undefined): { internal: boolean; href: string } | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (/^https?:\/\//i.test(href)) return { internal: false, href };
  return null;
}

export default function NoticeItem({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation(namespacesOf(notice));
  const Icon = KIND_ICON[notice.kind];
  const params = notice.params ?? {};
  const title = notice.titleKey ? t(notice.titleKey, params) : null;
  const text = notice.messageKey ? t(notice.messageKey, params) : (notice.message ?? null);
  const action = notice.action ? actionTarget(notice.action.href) : null;

  return (
    <div
      data-testid="notice"
      data-kind={notice.kind}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`${styles.notice} ${styles[notice.kind] ?? ''}`}
    >
      <Icon className={styles.icon} size={22} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : <VisuallyHidden>{t(KIND_LABEL_KEY[notice.kind])}</VisuallyHidden>}
        {text && <p className={styles.text}>{text}</p>}
        {(action || notice.confirmKey) && (
          <div className={styles.actions}>
            {action && notice.action &&
              (action.internal ? (
                <Link to={action.href} className={styles.actionLink} onClick={onClose}>
                  {t(notice.action.labelKey, params)}
                </Link>
              ) : (
                <a href={action.href} className={styles.actionLink} rel="noopener noreferrer" onClick={onClose}>
                  {t(notice.action.labelKey, params)}
                </a>
              ))}
            {notice.confirmKey && (
              <Button size="sm" variant="primary" onClick={onClose}>
                {t(notice.confirmKey)}
              </Button>
            )}
          </div>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={t('notice.close')} onClick={onClose}>
        <IconClose size={18} />
      </button>
    </div>
  );
}
