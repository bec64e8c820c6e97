import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../ui/format';
import { useObservableState } from 'observable-hooks';
import { catchError, concat, exhaustMap, map, NEVER, of, switchMap, tap } from 'rxjs';
import { Link, useParams } from 'react-router-dom';
import type { LottoGame, TotoDraw } from '../../../streams/schemas/sports-toto';
import { newPurchaseKey } from '../../../streams/sports/toto-lotto-api';
import { totoLotto$ } from '../../../streams/sports/sports-pages-polls';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage, type SportsPage } from './page-context';
import { PageNotFoundError } from '../../routing/not-found';
import { StaleMark } from './GameBits';
import { Seo } from './Seo';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';
import resultStyles from './sports-results.module.css';

// Toto and lotto (R05): toto/{draw|next|coupons|draws|nonimees} and lotto/{play|results|tickets}/{lottoId}.

const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
type TotoSection = (typeof TOTO_SECTIONS)[number];

/** Toto and lotto calls (a domain: services.sports.totoLottoApi$, in the page's language, imported by the first subscriber). */
const useTotoLottoApi$ = () => useServices().sports.totoLottoApi$;

type Purchase = { kind: 'idle' | 'busy' | 'done' | 'error'; text?: string };

/** A lotto game's name in the page's language; a game the texts do not know yet keeps the operator's name. */
const lottoName = (t: SportsPage['t'], slug: string, name: string) => t(`lotto.games.${slug}`, { defaultValue: name });

export function TotoPage() {
  const { section = 'draw' } = useParams();
  if (!(TOTO_SECTIONS as readonly string[]).includes(section)) throw new PageNotFoundError(section);
  return (
    <SportsPageProvider pageTexts>
      <Toto section={section as TotoSection} />
    </SportsPageProvider>
  );
}

function Toto({ section }: { section: TotoSection }) {
  const { t, lang, deps } = useSportsPage();
  const api$ = useTotoLottoApi$();
  const feed = useFeed(() => totoLotto$(deps, () => api$.pipe(switchMap((api) => api.toto$()))), [deps, api$]);
  const title = t(`toto.section.${section}`);
  return (
    <div className={pageStyles.page}>
      <Seo title={`${t('toto.title')}: ${title}`} description={t('toto.description')} route={{ section: 'toto' }} />
      <header className={pageStyles.pageHeader}><h1>{t('toto.title')}</h1>{feed.stale && <StaleMark />}</header>
      <nav className={pageStyles.chips} aria-label={t('toto.title')}>
        {TOTO_SECTIONS.map((s) => <Link key={s} to={`/${lang}/toto/${s}`} className={s === section ? pageStyles.chipActive : pageStyles.chip}>{t(`toto.section.${s}`)}</Link>)}
      </nav>
      {section === 'draw' && (feed.data?.current ? <TotoCouponForm draw={feed.data.current} price={feed.data.price} /> : <p className={styles.muted}>{feed.data ? t('toto.noDraw') : t('loading')}</p>)}
      {section === 'next' && (feed.data?.next ? <DrawTable draw={feed.data.next} /> : <p className={styles.muted}>{feed.data ? t('toto.noNext') : t('loading')}</p>)}
      {section === 'coupons' && <MyTotoCoupons />}
      {section === 'draws' && <TotoArchive />}
      {section === 'nonimees' && <TotoNominees />}
    </div>
  );
}

function DrawHeader({ draw }: { draw: TotoDraw }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  return (
    <p className={styles.muted} data-testid="toto-draw" data-draw-id={draw.id}>
      {t('toto.drawNo', { n: draw.number })} · {t(`toto.status.${draw.status}`)} · {t('toto.closes', { at: formatDateTime(draw.closesAt, lang, prefs, 'dayMonthTime') })} ·{' '}
      {t('toto.pool', { sum: formatMoney(draw.pool, draw.currency, lang) })} · {t('toto.jackpot', { sum: formatMoney(draw.jackpot, draw.currency, lang) })} · {t('toto.coupons', { count: draw.coupons })}
    </p>
  );
}

/** The 15 events with the players' picks (nominees) and, for the open draw, the pick buttons. */
function DrawTable({ draw, picks, onPick }: { draw: TotoDraw; picks?: string[]; onPick?: (i: number, p: string) => void }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  return (
    <>
      <DrawHeader draw={draw} />
      <table className={resultStyles.table} data-testid="toto-events">
        <thead><tr><th>#</th><th>{t('toto.event')}</th><th>{t('toto.start')}</th><th>1</th><th>X</th><th>2</th><th>{t('toto.result')}</th></tr></thead>
        <tbody>
          {draw.events.map((e, i) => (
            <tr key={e.num}>
              <td>{e.num}</td>
              <td>{e.home} — {e.away} <span className={styles.muted}>{e.sport} · {e.champ}</span></td>
              <td className={styles.muted}>{formatDateTime(e.startAt, lang, prefs, 'dayMonthTime')}</td>
              {(['1', 'X', '2'] as const).map((p, k) => (
                <td key={p} className={resultStyles.nowrap}>
                  {onPick ? (
                    <button type="button" className={picks?.[i]?.includes(p) ? pageStyles.chipActive : pageStyles.chip} aria-pressed={picks?.[i]?.includes(p) ?? false}
                      onClick={() => onPick(i, p)} data-testid="toto-pick">{p}</button>
                  ) : null}
                  <small className={styles.muted}> {e.picks[k]}%</small>
                </td>
              ))}
              <td>{e.result ? <b>{e.result === 'C' ? t('toto.cancelled') : e.result}</b> : e.score ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function TotoCouponForm({ draw, price }: { draw: TotoDraw; price: { amount: number; currency: string } }) {
  const { t, lang } = useSportsPage();
  const services = useServices();
  const api$ = useTotoLottoApi$();
  const authorized = useAuthorized();
  const [picks, setPicks] = useState<string[]>(() => Array(15).fill('') as string[]);
  // Buying: one request per click (exhaustMap ignores clicks while one runs), then the balance is refreshed.
  const [state, buy] = useObservableState<Purchase, string[]>((click$) => click$.pipe(
    exhaustMap((chosen) => concat(of<Purchase>({ kind: 'busy' }), api$.pipe(switchMap((api) => api.buyToto$(draw.id, chosen, newPurchaseKey()))).pipe(
      tap(() => services.accounts.refresh()),
      map((a): Purchase => ({ kind: 'done', text: t('toto.bought', { n: a.coupon.id, sum: formatMoney(a.coupon.stake, a.coupon.currency, lang) }) })),
      catchError((err: unknown) => of<Purchase>({ kind: 'error', text: (err as Error).message })),
    ))),
  ), { kind: 'idle' });
  const complete = picks.every((p) => p.length > 0);
  const combinations = picks.reduce((n, p) => n * Math.max(1, p.length), 1);
  const toggle = (i: number, p: string) => setPicks((prev) => prev.map((x, j) => {
    if (j !== i) return x;
    const set = x.includes(p) ? x.replace(p, '') : x + p;
    return ['1', 'X', '2'].filter((c) => set.includes(c)).join('');
  }));
  return (
    <section className={styles.panel}>
      <DrawTable draw={draw} picks={picks} onPick={toggle} />
      <p className={resultStyles.total}>
        {t('toto.combinations', { count: combinations })} · {t('toto.stake', { sum: formatMoney(combinations * price.amount, price.currency, lang) })}
        <button type="button" className={resultStyles.primaryButton} onClick={() => setPicks(Array.from({ length: 15 }, () => ['1', 'X', '2'][Math.floor(Math.random() * 3)]!))}>{t('toto.auto')}</button>
        {authorized ? (
          <button type="button" className={resultStyles.primaryButton} disabled={!complete || state.kind === 'busy'} onClick={() => buy(picks)} data-testid="toto-buy">{t('toto.buy')}</button>
        ) : (
          <Link className={resultStyles.primaryButton} to={`/${lang}/user/login?returnUrl=${encodeURIComponent(`/${lang}/toto/draw`)}`}>{t('toto.loginToBuy')}</Link>
        )}
      </p>
      {state.text && <p role="status" className={state.kind === 'error' ? pageStyles.error : styles.muted}>{state.text}</p>}
    </section>
  );
}

function MyTotoCoupons() {
  const { t, deps } = useSportsPage();
  const api$ = useTotoLottoApi$();
  const authorized = useAuthorized();
  // A visitor's page asks for nothing: the call could only answer 401 (issue 25).
  const feed = useFeed(() => (authorized ? totoLotto$(deps, () => api$.pipe(switchMap((api) => api.totoCoupons$()))) : NEVER), [deps, api$, authorized]);
  if (!authorized) return <p className={styles.muted}>{t('toto.loginForCoupons')}</p>;
  const coupons = feed.data?.coupons ?? [];
  if (coupons.length === 0) return <p className={styles.muted}>{feed.data ? t('toto.noCoupons') : t('loading')}</p>;
  return (
    <table className={resultStyles.table} data-testid="toto-coupons">
      <thead><tr><th>№</th><th>{t('toto.draw')}</th><th>{t('toto.picks')}</th><th>{t('toto.hits')}</th><th>{t('toto.payout')}</th></tr></thead>
      <tbody>{coupons.map((c) => <tr key={c.id}><td>{c.id}</td><td>{c.drawNumber}</td><td>{c.picks.join(' ')}</td><td>{c.hits ?? '—'}</td><td>{c.payout ?? '—'}</td></tr>)}</tbody>
    </table>
  );
}

function TotoArchive() {
  const { t, deps } = useSportsPage();
  const api$ = useTotoLottoApi$();
  const feed = useFeed(() => totoLotto$(deps, () => api$.pipe(switchMap((api) => api.totoDraws$()))), [deps, api$]);
  const draws = feed.data?.draws ?? [];
  if (draws.length === 0) return <p className={styles.muted}>{feed.data ? t('toto.noArchive') : t('loading')}</p>;
  return (
    <div data-testid="toto-archive">
      {draws.map((d) => (
        <section key={d.id} className={styles.panel}>
          <DrawHeader draw={d} />
          <p>{t('toto.results')}: <b>{d.events.map((e) => e.result ?? '·').join(' ')}</b></p>
          {d.prizes.length > 0 && <Prizes draw={d} />}
        </section>
      ))}
    </div>
  );
}

function Prizes({ draw }: { draw: TotoDraw }) {
  const { t, lang } = useSportsPage();
  return (
    <table className={resultStyles.table}>
      <thead><tr><th>{t('toto.hits')}</th><th>{t('toto.winners')}</th><th>{t('toto.payout')}</th></tr></thead>
      <tbody>{draw.prizes.map((p) => <tr key={p.hits}><td>{p.hits}</td><td>{p.winners}</td><td>{formatMoney(p.payout, draw.currency, lang)}</td></tr>)}</tbody>
    </table>
  );
}

/** nonimees: the winners of the last settled draw by hits, and its best coupons. */
function TotoNominees() {
  const { t, deps } = useSportsPage();
  const api$ = useTotoLottoApi$();
  const draws = useFeed(() => totoLotto$(deps, () => api$.pipe(switchMap((api) => api.totoDraws$()))), [deps, api$]);
  const last = draws.data?.draws.find((d) => d.status === 4);
  // The detail is asked for once the settled draw is known (never for a draw 0 that cannot exist).
  const lastId = last?.id;
  const detail = useFeed(() => (lastId === undefined ? NEVER : totoLotto$(deps, () => api$.pipe(switchMap((api) => api.totoDraw$(lastId))))), [deps, api$, lastId]);
  if (!last) return <p className={styles.muted}>{draws.data ? t('toto.noArchive') : t('loading')}</p>;
  return (
    <section className={styles.panel} data-testid="toto-nominees">
      <DrawHeader draw={last} />
      <Prizes draw={last} />
      <h2>{t('toto.bestCoupons')}</h2>
      <ul role="list" className={resultStyles.results}>
        {(detail.data?.coupons ?? []).slice(0, 10).map((c) => <li key={c.id}>№{c.id}: {c.picks.join(' ')} — {t('toto.hitsN', { n: c.hits ?? 0 })}</li>)}
      </ul>
    </section>
  );
}

// ------------------------------------------------------------------------------------------------ lotto

const LOTTO_SECTIONS = ['play', 'results', 'tickets'] as const;

export function LottoPage() {
  const { sectionName, lottoId } = useParams();
  if (sectionName !== undefined && !(LOTTO_SECTIONS as readonly string[]).includes(sectionName)) throw new PageNotFoundError(sectionName);
  return (
    <SportsPageProvider pageTexts>
      <Lotto section={sectionName ?? null} slug={lottoId ?? null} />
    </SportsPageProvider>
  );
}

function Lotto({ section, slug }: { section: string | null; slug: string | null }) {
  const { t, lang, deps } = useSportsPage();
  const api$ = useTotoLottoApi$();
  const feed = useFeed(() => totoLotto$(deps, () => api$.pipe(switchMap((api) => api.lotto$(slug ?? undefined)))), [deps, api$, slug]);
  if (slug && feed.error && (feed.error as { status?: number }).status === 404) throw new PageNotFoundError(slug);
  const games = feed.data?.games ?? [];
  return (
    <div className={pageStyles.page}>
      <Seo title={t('lotto.title')} description={t('lotto.description')} route={{ section: 'lotto' }} />
      <header className={pageStyles.pageHeader}><h1>{t('lotto.title')}</h1>{feed.stale && <StaleMark />}</header>
      <nav className={pageStyles.chips} aria-label={t('lotto.title')}>
        <Link to={`/${lang}/lotto`} className={section === null ? pageStyles.chipActive : pageStyles.chip}>{t('lotto.all')}</Link>
        <Link to={`/${lang}/lotto/results`} className={section === 'results' ? pageStyles.chipActive : pageStyles.chip}>{t('lotto.results')}</Link>
        <Link to={`/${lang}/lotto/tickets`} className={section === 'tickets' ? pageStyles.chipActive : pageStyles.chip}>{t('lotto.tickets')}</Link>
      </nav>
      {section === 'tickets' ? <LottoTickets /> : !feed.data ? <p className={styles.muted}>{t('loading')}</p> : (
        <div className={styles.homeGrid}>
          {games.map((g) => section === 'play' ? <LottoPlay key={g.id} game={g} /> : <LottoCard key={g.id} game={g} showResults={section === 'results'} />)}
        </div>
      )}
    </div>
  );
}

function Balls({ numbers }: { numbers: readonly number[] }) {
  return <span className={resultStyles.form}>{numbers.map((n) => <b key={n} className={pageStyles.count}>{n}</b>)}</span>;
}

function LottoCard({ game, showResults }: { game: LottoGame; showResults: boolean }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  const next = game.upcoming[0];
  return (
    <section className={styles.panel} data-testid="lotto-game" data-slug={game.slug}>
      <h2>{lottoName(t, game.slug, game.name)}</h2>
      <p className={styles.muted}>{t('lotto.rules', { pick: game.pick, pool: game.pool, every: game.everyMin })}</p>
      {next && <p>{t('lotto.next', { n: next.number, at: formatDateTime(next.drawAt, lang, prefs, 'dayMonthTime') })} · {t('lotto.price', { sum: formatMoney(game.price.amount, game.price.currency, lang) })}</p>}
      <p className={styles.muted}>{t('lotto.prizes')}: {game.prizes.map((p) => t('lotto.prize', { hits: p.hits, x: p.multiplier })).join(' · ')}</p>
      {game.results.slice(0, showResults ? 20 : 1).map((d) => (
        <p key={d.id}>{t('lotto.drawNo', { n: d.number })} <span className={styles.muted}>{formatDateTime(d.drawAt, lang, prefs, 'dayMonthTime')}</span> <Balls numbers={d.numbers ?? []} /></p>
      ))}
      <Link to={`/${lang}/lotto/play/${game.slug}`} className={resultStyles.primaryButton}>{t('lotto.play')}</Link>
    </section>
  );
}

/** Ticket purchase: pick N of M (or quick pick) for the next draw. */
function LottoPlay({ game }: { game: LottoGame }) {
  const { t, lang } = useSportsPage();
  const prefs = usePrefs();
  const api$ = useTotoLottoApi$();
  const services = useServices();
  const authorized = useAuthorized();
  const [picked, setPicked] = useState<number[]>([]);
  const draw = game.upcoming[0];
  const [state, buy] = useObservableState<Purchase, number[]>((click$) => click$.pipe(
    exhaustMap((numbers) => concat(of<Purchase>({ kind: 'busy' }), api$.pipe(switchMap((api) => api.buyLotto$(draw?.id ?? 0, numbers, newPurchaseKey()))).pipe(
      tap(() => services.accounts.refresh()),
      map((a): Purchase => ({ kind: 'done', text: t('lotto.bought', { n: a.ticket.id, draw: a.ticket.drawNumber }) })),
      catchError((err: unknown) => of<Purchase>({ kind: 'error', text: (err as Error).message })),
    ))),
  ), { kind: 'idle' });
  const toggle = (n: number) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < game.pick ? [...p, n].sort((a, b) => a - b) : p));
  const quick = () => {
    const set = new Set<number>();
    while (set.size < game.pick) set.add(1 + Math.floor(Math.random() * game.pool));
    setPicked([...set].sort((a, b) => a - b));
  };
  return (
    <section className={styles.panel} data-testid="lotto-play">
      <h2>{lottoName(t, game.slug, game.name)}</h2>
      {draw && <p>{t('lotto.next', { n: draw.number, at: formatDateTime(draw.drawAt, lang, prefs, 'dayMonthTime') })} · {t('lotto.price', { sum: formatMoney(game.price.amount, game.price.currency, lang) })}</p>}
      <p className={styles.muted}>{t('lotto.pickN', { pick: game.pick, count: picked.length })}</p>
      <div className={pageStyles.chips}>
        {Array.from({ length: game.pool }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" className={picked.includes(n) ? pageStyles.chipActive : pageStyles.chip} aria-pressed={picked.includes(n)} onClick={() => toggle(n)}>{n}</button>
        ))}
      </div>
      <p className={resultStyles.total}>
        <button type="button" className={resultStyles.primaryButton} onClick={quick}>{t('lotto.quick')}</button>
        {authorized ? (
          <button type="button" className={resultStyles.primaryButton} disabled={picked.length !== game.pick || !draw || state.kind === 'busy'} onClick={() => buy(picked)} data-testid="lotto-buy">{t('lotto.buy')}</button>
        ) : (
          <Link className={resultStyles.primaryButton} to={`/${lang}/user/login?returnUrl=${encodeURIComponent(`/${lang}/lotto/play/${game.slug}`)}`}>{t('toto.loginToBuy')}</Link>
        )}
      </p>
      {state.text && <p role="status" className={state.kind === 'error' ? pageStyles.error : styles.muted}>{state.text}</p>}
    </section>
  );
}

function LottoTickets() {
  const { t, deps, lang } = useSportsPage();
  const prefs = usePrefs();
  const api$ = useTotoLottoApi$();
  const authorized = useAuthorized();
  const feed = useFeed(() => (authorized ? totoLotto$(deps, () => api$.pipe(switchMap((api) => api.lottoTickets$()))) : NEVER), [deps, api$, authorized]);
  if (!authorized) return <p className={styles.muted}>{t('lotto.loginForTickets')}</p>;
  const tickets = feed.data?.tickets ?? [];
  if (tickets.length === 0) return <p className={styles.muted}>{feed.data ? t('lotto.noTickets') : t('loading')}</p>;
  return (
    <table className={resultStyles.table} data-testid="lotto-tickets">
      <tbody>
        {tickets.map((x) => (
          <tr key={x.id}>
            <td>{lottoName(t, x.lottoSlug, x.lotto)} · {t('lotto.drawNo', { n: x.drawNumber })}</td>
            <td className={styles.muted}>{formatDateTime(x.drawAt, lang, prefs, 'dayMonthTime')}</td>
            <td><Balls numbers={x.numbers} /></td>
            <td>{x.drawn ? <Balls numbers={x.drawn} /> : t('lotto.waiting')}</td>
            <td>{x.hits === null ? '—' : t('toto.hitsN', { n: x.hits })}</td>
            <td>{x.payout === null ? '—' : formatMoney(x.payout, x.currency, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
