import { useObservable, useObservableState } from 'observable-hooks';
import { useState, type ReactNode } from 'react';
import { EMPTY, fromEvent, merge, Observable, switchMap } from 'rxjs';
import { fitScale$ } from '../../../../streams/casino/fit-scale';
import styles from './games.module.css';

/** An element's resizes (none where the browser has no ResizeObserver). */
const resizesOf$ = (el: Element) => new Observable<void>((subscriber) => {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => subscriber.next());
  observer.observe(el);
  return () => observer.disconnect();
});

/**
 * The game, scaled down as a whole when it does not fit the frame (streams/casino/fit-scale.ts): no inner scrollbar
 * at 1366x768, 1920x1080 or after a resize. The box around it takes the scaled height, so the game stays centred.
 */
export function FitToFrame({ children }: { children: ReactNode }) {
  const [room, setRoom] = useState<HTMLDivElement | null>(null);
  const [game, setGame] = useState<HTMLDivElement | null>(null);
  const fit$ = useObservable((inputs$) => inputs$.pipe(switchMap(([outer, inner]) => (outer && inner ? fitScale$({
    changes$: merge(resizesOf$(inner), resizesOf$(outer), fromEvent(window, 'resize')),
    natural: () => ({ width: inner.offsetWidth, height: inner.offsetHeight }),
    room: () => ({ width: outer.clientWidth, height: outer.clientHeight }),
  }) : EMPTY))), [room, game] as const);
  const { scale, height } = useObservableState(fit$, { scale: 1, height: 0 });
  return (
    <div ref={setRoom} className={styles.fitRoom} data-testid="game-fit" data-scale={scale}>
      <div className={styles.fitBox} style={{ height: height || undefined }}>
        <div ref={setGame} className={styles.fitGame} style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}>{children}</div>
      </div>
    </div>
  );
}
