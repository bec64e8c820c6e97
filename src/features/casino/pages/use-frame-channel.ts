import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { useMemo, type RefObject } from 'react';
import { combineLatest, filter, fromEvent, map, share } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { useSession } from '../../../hooks/use-session';
import { afterDemoRound, DEMO_START, demoWalletItem } from '../../../../streams/casino/demo-wallet';
import { frameMessageOf, type PageMessage } from '../frame-messages';

/** The messages of the frame `frame` holds (whichever frame it is now), of a known shape. */
const messagesOf$ = (frame: RefObject<HTMLIFrameElement | null>) => fromEvent<MessageEvent>(window, 'message').pipe(
  filter((e) => e.origin === window.location.origin && e.source !== null && e.source === frame.current?.contentWindow),
  map((e) => frameMessageOf(e.data)),
  filter((m) => m !== null),
  share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }),
);

/**
 * The game page's side of the frame's messages (frame-messages.ts): only the frame it holds is listened to. A real
 * round refreshes the header balance, a demo round moves this visitor's or player's demo balance, which is told to
 * the frame once it is ready (each time: a reloaded frame says so again) and after every change.
 */
export function useFrameChannel(frame: RefObject<HTMLIFrameElement | null>, onReady: () => void) {
  const { accounts, local } = useServices();
  const { userId } = useSession();
  const wallet = useMemo(() => demoWalletItem(local, userId), [local, userId]);
  const demoBalance = useObservableEagerState(wallet.value$);
  const messages$ = useMemo(() => messagesOf$(frame), [frame]);
  useSubscription(messages$, (m) => {
    if (m.type === 'casino:ready') onReady();
    else if (m.mode === 'real') accounts.refresh();
    else wallet.set(afterDemoRound(wallet.get(), m.stake, m.win));
  });
  const told$ = useMemo(() => combineLatest([wallet.value$, messages$.pipe(filter((m) => m.type === 'casino:ready'))]), [wallet, messages$]);
  useSubscription(told$, ([amount]) => {
    const message: PageMessage = { type: 'casino:demo-balance', amount };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  });
  return { demoBalance, resetDemo: () => wallet.set(DEMO_START) };
}
