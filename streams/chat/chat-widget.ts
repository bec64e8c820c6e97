import { EMPTY, distinctUntilChanged, filter, map, of, startWith, switchMap, take, type Observable } from 'rxjs';

// T43: the consultant chat widget. The site config names its provider by a numeric id (SPEC.md section 9: five
// third-party kinds, plus the support desk this server hosts); an empty id (0, null, '') means no widget. The widget
// is not initialised until its provider says it is available; from then on it shows or hides as asked, and a show
// asked for before that is honoured at initialisation.

export const CHAT_PROVIDERS = {
  1: 'livechat',
  2: 'helper-v1',
  3: 'helper-v2',
  4: 'chatra',
  5: 'helpcrunch',
  /** The site's own support desk: the chat is a support ticket the player also finds in the office (issue 16). */
  6: 'support-desk',
} as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[keyof typeof CHAT_PROVIDERS];

/** The provider of a config value; empty ids (0, null, undefined, '') and unknown ids are no provider. */
export function chatProviderOf(id: unknown): ChatProvider | null {
  const n = typeof id === 'string' && /^\d{1,2}$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Object.hasOwn(CHAT_PROVIDERS, n) ? CHAT_PROVIDERS[n as keyof typeof CHAT_PROVIDERS] : null;
}

export type ChatWidgetState = { kind: 'off' } | { kind: 'waiting' } | { kind: 'ready'; open: boolean };

/**
 * The widget's state: off without a provider; waiting (nothing initialised, nothing shown) until `available$` first
 * says true; then ready, open or closed as `open$` (which replays the visitor's last wish) says.
 */
export function chatWidget$(provider: ChatProvider | null, available$: Observable<boolean>, open$: Observable<boolean>): Observable<ChatWidgetState> {
  if (provider === null) return of({ kind: 'off' });
  return available$.pipe(
    filter((available) => available),
    take(1),
    switchMap(() => open$.pipe(map((open): ChatWidgetState => ({ kind: 'ready', open })))),
    startWith<ChatWidgetState>({ kind: 'waiting' }),
  );
}

/**
 * The widget of the configured provider id (config group `support`, chatProviderId). Nothing starts without one, and
 * only the support desk (6) can start: the five third-party providers load their vendor's script from the vendor's
 * domain, which the site's CSP (script-src 'self', connect-src 'self') refuses, so a configured one stays not
 * initialised, its script never asked for, and the log says why. The desk's availability is asked for only when the
 * desk is the configured provider.
 */
export function configuredChat$(
  providerId$: Observable<unknown>,
  deps: { deskAvailable$: () => Observable<boolean>; open$: Observable<boolean>; log: (message: string, data?: unknown) => void },
): Observable<ChatWidgetState> {
  return providerId$.pipe(
    map(chatProviderOf),
    distinctUntilChanged(),
    switchMap((provider) => {
      if (provider !== null && provider !== 'support-desk') deps.log('chat: provider needs a third-party script the CSP does not allow', provider);
      return chatWidget$(provider, provider === 'support-desk' ? deps.deskAvailable$() : EMPTY, deps.open$);
    }),
  );
}
