import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { useMemo, type RefObject } from 'react';
import { combineLatest, distinctUntilChanged, filter, fromEvent, map, of, share } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { useSession } from '../../../hooks/use-session';
import { afterDemoRound, DEMO_START, demoWalletItem } from '../../../../streams/casino/demo-wallet';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { frameMessageOf, type PageMessage } from '../frame-messages';
import { useCasino } from '../use-casino';
import { serveFrame$ } from './frame-host';

/**
 * The messages of the frame `frame` holds (whichever frame it is now), of a known shape. The frame is sandboxed
 * without allow-same-origin, so its origin is opaque: its messages say "null", and only its window tells it apart.
 */
const messagesOf$ = (frame: RefObject<HTMLIFrameElement | null>) => fromEvent<MessageEvent>(window, 'message').pipe(
  filter((e) => e.origin === 'null' && e.source !== null && e.source === frame.current?.contentWindow),
  map((e) => frameMessageOf(e.data)),
  filter((m) => m !== null),
  share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }),
);

/** Posts to the frame's window: an opaque origin cannot be named as the target, the window is what is checked. */
const postTo = (frame: RefObject<HTMLIFrameElement | null>) => (message: PageMessage) => frame.current?.contentWindow?.postMessage(message, '*');

/**
 * The game page's side of the frame's messages (frame-messages.ts): only the frame it holds is listened to. Its casino
 * calls are made here, for its game and mode only (frame-host.ts). A real round refreshes the header balance, a demo
 * round moves this visitor's or player's demo balance, which is told to the frame once it is ready (each time: a
 * reloaded frame says so again) and after every change.
 */
export function useFrameChannel(frame: RefObject<HTMLIFrameElement | null>, game: CasinoGameDetail, mode: 'real' | 'demo', onReady: () => void) {
  const { accounts, local } = useServices();
  const casino = useCasino();
  const { userId } = useSession();
  const wallet = useMemo(() => demoWalletItem(local, userId), [local, userId]);
  const demoBalance = useObservableEagerState(wallet.value$);
  const messages$ = useMemo(() => messagesOf$(frame), [frame]);
  const post = useMemo(() => postTo(frame), [frame]);
  const currency$ = useMemo(() => (mode === 'real' ? accounts.active$.pipe(map((a) => a?.iso ?? null), distinctUntilChanged()) : of(null)), [accounts, mode]);
  useSubscription(useMemo(() => serveFrame$({ casino, game, mode, currency$ }, messages$, post), [casino, game, mode, currency$, messages$, post]));
  useSubscription(messages$, (m) => {
    if (m.type === 'casino:ready') onReady();
    if (m.type !== 'casino:round') return;
    if (m.mode === 'real') accounts.refresh();
    else wallet.set(afterDemoRound(wallet.get(), m.stake, m.win));
  });
  const told$ = useMemo(() => combineLatest([wallet.value$, messages$.pipe(filter((m) => m.type === 'casino:ready'))]), [wallet, messages$]);
  useSubscription(told$, ([amount]) => post({ type: 'casino:demo-balance', amount }));
  return { demoBalance, resetDemo: () => wallet.set(DEMO_START) };
}
