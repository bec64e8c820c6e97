import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, exhaustMap, filter, map, merge, of, share, startWith, switchMap, type Observable } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import { remoteActionOf, type RemoteAction } from '../../../streams/remote/remote-actions';
import { allowedScripts, readRemoteHead, type RemoteEvent } from '../../../streams/remote/remote-policy';
import { REMOTE_VIEW_OPTIONS, requestRemoteView$, type LoadedRemoteView, type RemoteLoadOptions } from '../../../streams/remote/remote-view';
import type { RemoteView as RemoteViewAnswer } from '../../../streams/schemas/remote';
import { trackedRemoteView$, type ShownRemoteView } from '../../../streams/remote/tracked-view';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useInAppLinks } from '../../hooks/use-in-app-links';
import { loadRemoteBundle } from './bundle-loader';
import { MountedBundle } from './MountedBundle';
import { RemoteFailure } from './RemoteFailure';
import { sanitizeRemoteBody } from './sanitize-remote';
import { useRemoteAssets } from './use-remote-assets';
import styles from './remote.module.css';

/** An error event of a remote app (E02): thrown while rendering, so the route's error page shows its status. */
export class RemoteErrorEvent extends Error {
  constructor(readonly statusCode: number) {
    super(`remote app error event ${statusCode}`);
    this.name = 'RemoteErrorEvent';
  }
}

type ActionState = { status: 'idle' | 'pending' | 'done' } | { status: 'error'; error: unknown };
interface Submission { action: RemoteAction; fields: Record<string, string> }

export interface RemoteViewProps {
  /** The app's name: it is asked at /remote/{app}{path}. */
  app: string;
  /** The route path asked of it, with its language: /en/500. */
  path: string;
  components?: readonly string[];
  options?: RemoteLoadOptions;
  /** A part of a bar (the header components): no page-sized loading or failure block, the failure in the footer only. */
  inline?: boolean;
}

/**
 * A remote front-end app's view inside the shell (C06, C07, T10, E02): loaded with its retries, its HTML sanitised,
 * its style scoped, its forms run through the shell's named actions, its events (ready, error, redirect) obeyed.
 * When it cannot be shown the E02 texts and a refresh button show here and in the footer, never an empty page.
 * An app whose answer names a bundle (scriptsToLoad) has it loaded as part of the view and mounted in its place.
 */
export function RemoteView({ app, path, components, options = REMOTE_VIEW_OPTIONS, inline = false }: RemoteViewProps) {
  const services = useServices();
  const { t } = useTranslation('remote');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Where a redirect of the app leaves from: the page shown when its answer comes (read by the stream, not an input
  // of it: a header view stays loaded across pages).
  const here = useRef(pathname + search);
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);
  const onLinkClick = useInAppLinks();
  const authorized = useAuthorized();
  const [refresh, refresh$] = useObservableCallback<void>();
  // What a mounted bundle tells the shell (remote-bundle.ts): read by the view's stream like an answer's codeToEval.
  const [emit, bundleEvents$] = useObservableCallback<RemoteEvent>();
  const [submit, action$] = useObservableCallback<ActionState, Submission>((submissions$) => submissions$.pipe(
    exhaustMap(({ action, fields }) => action(services.http, fields).pipe(
      map((): ActionState => ({ status: 'done' })),
      catchError((error: unknown) => of<ActionState>({ status: 'error', error })),
      startWith<ActionState>({ status: 'pending' }),
    )),
    // Read twice (the message below, the reload after it): one run of the action for both.
    share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }),
  ));
  const action = useObservableState(action$, { status: 'idle' });
  const componentsKey = components?.join(',') ?? '';

  const shown$ = useObservable((inputs$) => inputs$.pipe(switchMap(([appName, routePath, wanted]) => services.remoteApps$.pipe(switchMap((apps) => trackedRemoteView$(
    apps,
    appName,
    () => requestRemoteView$(services.http, { remoteUrl: `/remote/${appName}`, path: routePath, withHead: !inline, ...(wanted ? { components: wanted.split(',') } : {}) })
      .pipe(switchMap((answer) => withBundle$(answer, services.log))),
    options,
    // A done action shows its result: the view loads again.
    merge(refresh$, action$.pipe(filter((a) => a.status === 'done'))),
    services.log,
    () => here.current,
    bundleEvents$,
  ))))), [app, path, componentsKey, authorized, inline]);
  const shown = useObservableState<ShownRemoteView | null>(shown$, null);

  const view = shown?.state.status === 'ready' ? shown.state.view : null;
  const body = useMemo(() => (view ? sanitizeRemoteBody(view.body) : null), [view]);
  const head = useMemo(() => (view ? readRemoteHead(view.head, services.log) : null), [view, services.log]);
  const redirect = shown?.redirect ?? null;
  // A redirect that closes a cycle (to the page itself, or A -> B -> A) would load the pages again and again: not
  // followed (the registry logged it), shown as a failure instead.
  const redirectLoop = redirect?.cyclic === true;
  const refused = (body !== null && !body.ok) || (head !== null && !head.ok);
  useEffect(() => {
    if (redirect && !redirect.cyclic) void navigate(redirect.to, { replace: true });
  }, [redirect, navigate]);
  useEffect(() => {
    if (body && !body.ok) services.log('remote app: body refused', { app, reason: body.reason });
    if (head && !head.ok) services.log('remote app: head refused', { app, reason: head.reason });
  }, [body, head, app, services]);
  useRemoteAssets(refused || redirectLoop ? null : view, services.log);

  const errorEvent = shown?.events.find((e) => e.kind === 'error');
  if (errorEvent) throw new RemoteErrorEvent(errorEvent.statusCode);

  const failed = refused || redirectLoop || (shown?.state.status === 'error' && shown.state.retry === null);
  const retry = shown?.state.status === 'error' ? shown.state.retry : null;
  // A mounted bundle renders on its own time: the view is busy until the app says it is ready.
  const bundleStarting = view?.bundle !== undefined && !shown?.events.some((e) => e.kind === 'ready');

  const onSubmit = (e: FormEvent<HTMLDivElement>) => {
    const form = e.target as HTMLFormElement;
    e.preventDefault();
    const named = remoteActionOf(form.getAttribute('data-mf-action'));
    if (!named) {
      services.log('remote app: form without a known action refused', form.getAttribute('data-mf-action'));
      return;
    }
    const fields: Record<string, string> = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    submit({ action: named, fields });
  };

  return (
    <div className={inline ? styles.inline : styles.view} data-mf-view={app} aria-busy={shown === null || shown.state.status === 'loading' || retry !== null || bundleStarting}>
      {failed ? (
        <>
          {!inline && <RemoteFailure onRefresh={refresh} />}
          <FooterNote onRefresh={refresh} />
        </>
      ) : view && body?.ok && head?.ok && !redirect ? (
        <>
          {/* The app's head as text (React puts these in the document's head); its own title first. */}
          {(head.head.title || view.title) && <title>{head.head.title || view.title}</title>}
          {head.head.metas.map((m) => <meta key={m.name} name={m.name} content={m.content} />)}
          {action.status === 'pending' && <p className={styles.actionNote} role="status" data-testid="remote-action-status">{t('check_sending')}</p>}
          {action.status === 'error' && <p className={styles.actionNote} role="alert" data-testid="remote-action-status">{actionErrorText(action.error, t)}</p>}
          {view.bundle
            ? <MountedBundle view={view} emit={emit} />
            : <div data-mf-app={view.appName} data-testid="remote-view" onClick={onLinkClick} onSubmit={onSubmit} dangerouslySetInnerHTML={{ __html: body.html }} />}
        </>
      ) : inline ? null : (
        <p className={styles.loading} role="status" data-testid="remote-loading">
          {retry ? t('retrying', { seconds: Math.round(retry.delayMs / 1000) }) : t('loading')}
        </p>
      )}
    </div>
  );
}

/** An answer with its bundle when it names one: the scripts the policy allows (same origin, SRI), run once per page. */
function withBundle$(answer: RemoteViewAnswer, log: (message: string, data?: unknown) => void): Observable<LoadedRemoteView> {
  if (answer.scriptsToLoad.length === 0) return of(answer);
  const scripts = allowedScripts(answer.scriptsToLoad, [window.location.origin], window.location.origin, log);
  return loadRemoteBundle(answer.appName, scripts).pipe(map((bundle) => ({ ...answer, bundle })));
}

/**
 * E02 "also in the footer": the same texts at the end of the page's footer while the view is failed (a portal, so
 * the footer carries no code for it; layouts without a footer show them in the page only).
 */
function FooterNote({ onRefresh }: { onRefresh: () => void }) {
  // The layout's footer is in the page before any view can have failed (a failure comes after an answer).
  const slot = document.querySelector('footer');
  return slot ? createPortal(<RemoteFailure onRefresh={onRefresh} testId="footer-remote-error" compact />, slot) : null;
}

const FIELD_KEYS = ['full_name', 'birth_date', 'document_number'] as const;

function actionErrorText(error: unknown, t: (key: string, values?: Record<string, string>) => string): string {
  if (error instanceof HttpError && error.status === 400) {
    const fields = FIELD_KEYS.filter((key) => error.details.some((line) => line.endsWith(`: ${key}`)));
    if (fields.length > 0) return t('check_invalid', { fields: fields.map((key) => t(`field.${key}`)).join(', ') });
  }
  return t('check_failed');
}
