import { animationFrameScheduler, distinctUntilChanged, map, startWith, throttleTime, type Observable } from 'rxjs';

// The game frame fits its game (issue 23): a game lays itself out at the frame's width, and when it is taller (or
// wider) than the frame it is scaled down as a whole, so reels, the RTP badge and the play button all show without an
// inner scrollbar, at any window size and after every resize.

export interface Size {
  width: number;
  height: number;
}

/** The scale (at most 1, never below `min`) that fits a box of `natural` size into `room`. */
export function fitScale(natural: Size, room: Size, min = 0.3): number {
  if (natural.width <= 0 || natural.height <= 0) return 1;
  const scale = Math.min(1, room.width / natural.width, room.height / natural.height);
  return Math.max(min, Math.floor(scale * 1000) / 1000);
}

export interface Fit {
  scale: number;
  /** The height the scaled game takes. */
  height: number;
}

export interface FitDeps {
  /** Every change of the game's own size or of the frame's (ResizeObserver, window resize). */
  changes$: Observable<unknown>;
  /** The game's laid-out size (offsetWidth/offsetHeight: a transform does not change it). */
  natural: () => Size;
  /** The room the frame gives it. */
  room: () => Size;
}

/** The game's fit now and after every change, at most once a frame. */
export function fitScale$(deps: FitDeps, scheduler = animationFrameScheduler): Observable<Fit> {
  return deps.changes$.pipe(
    throttleTime(0, scheduler, { leading: true, trailing: true }),
    startWith(undefined),
    map(() => {
      const natural = deps.natural();
      const scale = fitScale(natural, deps.room());
      return { scale, height: Math.ceil(natural.height * scale) };
    }),
    distinctUntilChanged((a, b) => a.scale === b.scale && a.height === b.height),
  );
}
