import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { loadContent } from '../../server/content/load.ts';
import { SITE_LANGUAGES } from '../../streams/schemas/site-config.ts';
import { BonusesSchema } from '../../streams/schemas/office.ts';
import * as O from '../../streams/schemas/offers.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser } from './support/office-users.ts';

// Bonuses, promotions, landings and partners of the content store (issue 15, R12, R13) and taking a bonus from its
// page: the same bonus and wagering state the office shows.

describe('[R12] [R13] offer files', () => {
  const rows = loadContent();

  it('every bonus, promotion, landing and partner exists in every language with its own title; terms pass their schema', () => {
    const en = rows.offers.filter((o) => o.lang === 'en');
    expect(en.filter((o) => o.kind === 'bonus').length).toBeGreaterThanOrEqual(6);
    expect(en.filter((o) => o.kind === 'promotion').length).toBeGreaterThanOrEqual(3);
    expect(en.filter((o) => o.kind === 'partner').length).toBeGreaterThanOrEqual(4);
    for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
      for (const o of en) {
        const own = rows.offers.find((r) => r.lang === lang && r.kind === o.kind && r.slug === o.slug);
        expect(own, `${lang}/${o.kind}/${o.slug}`).toBeTruthy();
        expect(own!.body_html, `${lang}/${o.kind}/${o.slug} body`).toBeTruthy();
        if (o.kind !== 'partner') expect(own!.title, `${lang}/${o.kind}/${o.slug} title`).not.toBe(o.title);
        expect(own!.terms).toEqual({ ...o.terms, ...(o.kind === 'landing' ? { headline: own!.terms['headline'] } : {}) });
      }
    }
    for (const o of rows.offers) expect(v.safeParse(O.TERMS_SCHEMAS[o.kind], o.terms).success, `${o.lang}/${o.slug}`).toBe(true);
  });

  it('a promotion or landing names a bonus that exists; a partner bonus names a partner that exists', () => {
    const en = rows.offers.filter((o) => o.lang === 'en');
    const has = (kind: string, slug: unknown) => en.some((o) => o.kind === kind && o.slug === slug);
    for (const o of en) {
      if (o.kind === 'promotion' && o.terms['bonus'] !== null) expect(has('bonus', o.terms['bonus']), o.slug).toBe(true);
      if (o.kind === 'landing') expect(has('bonus', o.terms['bonus']), o.slug).toBe(true);
      if (o.kind === 'bonus' && o.terms['partner'] !== null) expect(has('partner', o.terms['partner']), o.slug).toBe(true);
    }
  });
});

describe('[R12] [R13] offers API and taking a bonus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists bonuses by section with their status on the server clock; one bonus in Russian; unknown ids are 404', async () => {
    const all = v.parse(O.BonusListSchema, (await t.app.inject({ url: '/web-api/content/bonuses?lang=ru' })).json());
    expect(all.lang).toBe('ru');
    expect(all.items.map((b) => b.slug)).toContain('welcome-sport');
    expect(all.items.find((b) => b.slug === 'euro-final-boost')?.status).toBe('ended');
    expect(all.items.find((b) => b.slug === 'welcome-sport')?.status).toBe('running');
    const casino = v.parse(O.BonusListSchema, (await t.app.inject({ url: '/web-api/content/bonuses?lang=en&section=casino' })).json());
    expect(casino.items.length).toBeGreaterThan(0);
    expect(casino.items.every((b) => b.terms.section === 'casino')).toBe(true);
    const one = await t.app.inject({ url: '/web-api/content/bonuses/welcome-sport?lang=ru' });
    expect(one.statusCode).toBe(200);
    expect(one.headers.etag).toBeTruthy();
    const bonus = v.parse(O.BonusSchema, one.json());
    expect(bonus).toMatchObject({ lang: 'ru', fallback: false, terms: { amountEur: 20, wager: 5, minOdds: 1.5 } });
    expect(bonus.html).toContain('/ru/bonuses/rules');
    expect((await t.app.inject({ url: '/web-api/content/bonuses/welcome-sport?lang=ru', headers: { 'if-none-match': one.headers.etag as string } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: '/web-api/content/bonuses/no-such-bonus?lang=en' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/web-api/content/promotions/nope?lang=en' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/web-api/content/landings/nope?lang=en' })).statusCode).toBe(404);
  });

  it('promotions, a landing and partners by section; hostile parameters are 400, never a 500', async () => {
    const promos = v.parse(O.PromotionListSchema, (await t.app.inject({ url: '/web-api/content/promotions?lang=es' })).json());
    expect(promos.items.map((p) => p.slug)).toContain('fastgames-daily-tournament');
    const landing = v.parse(O.LandingSchema, (await t.app.inject({ url: '/web-api/content/landings/welcome?lang=tr' })).json());
    expect(landing.terms.bonus).toBe('welcome-sport');
    const media = v.parse(O.PartnerListSchema, (await t.app.inject({ url: '/web-api/content/partners?lang=en&section=media' })).json());
    expect(media.items.map((p) => p.slug)).toEqual(['sportnews-daily']);
    for (const url of [
      '/web-api/content/bonuses?section=%00', '/web-api/content/bonuses?lang=xx', '/web-api/content/partners?section=../../etc',
      `/web-api/content/bonuses/${'a'.repeat(500)}`, '/web-api/content/bonuses/%E2%80%AEevil', '/web-api/content/landings/..%2f..%2fpasswd',
    ]) {
      const r = await t.app.inject({ url });
      expect([400, 404], url).toContain(r.statusCode);
    }
  });

  it('a visitor cannot take a bonus; a player takes it once: it is on the bonus account with its wagering, as the office shows it', async () => {
    expect((await send(t.app, 'POST', '/web-api/bonuses/welcome-sport/take')).statusCode).toBe(401);
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const taken = await send(t.app, 'POST', '/web-api/bonuses/welcome-sport/take', undefined, u.headers);
    expect(taken.statusCode, taken.body).toBe(200);
    // €20 at the site's rate of 100 RUB per euro, wagered 5 times.
    expect(v.parse(O.TakeBonusAnswerSchema, taken.json())).toMatchObject({ slug: 'welcome-sport', amount: 2000, currency: 'RUB', wagerRequired: 10000 });
    const office = v.parse(BonusesSchema, (await t.app.inject({ url: '/web-api/office/bonuses', headers: u.headers })).json());
    expect(office.bonuses[0]).toMatchObject({ kind: 'offer', amount: 2000, wagerMultiplier: 5, wagerRequired: 10000, wagered: 0, status: 'active' });
    expect((await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json().bonus.money).toBe(2000);
    expect(v.parse(O.TakenBonusesSchema, (await t.app.inject({ url: '/web-api/bonuses/taken', headers: u.headers })).json()))
      .toEqual({ taken: [{ slug: 'welcome-sport', status: 'active' }] });

    // A second take is refused clearly and moves no money; two at once give one bonus.
    const again = await send(t.app, 'POST', '/web-api/bonuses/welcome-sport/take', undefined, u.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code ?? again.json().code).toBeDefined();
    expect(again.body).toContain('bonus_taken');
    const both = await Promise.all([1, 2].map(() => send(t.app, 'POST', '/web-api/bonuses/welcome-casino/take', undefined, u.headers)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json().bonus.money).toBe(4500);
  });

  it('an ended or unknown bonus is refused; a player is always the session\'s, never one named in the body', async () => {
    const u = await createMoneyUser(t.db, { currency: 'EUR' });
    const other = await createMoneyUser(t.db, { currency: 'EUR' });
    const ended = await send(t.app, 'POST', '/web-api/bonuses/euro-final-boost/take', undefined, u.headers);
    expect(ended.statusCode).toBe(409);
    expect(ended.body).toContain('bonus_ended');
    expect((await send(t.app, 'POST', '/web-api/bonuses/no-such-bonus/take', undefined, u.headers)).statusCode).toBe(404);
    expect((await send(t.app, 'POST', '/web-api/bonuses/bad%00slug/take', undefined, u.headers)).statusCode).toBe(400);
    // Naming another player is refused outright rather than ignored; nothing reaches either account.
    const forged = await send(t.app, 'POST', '/web-api/bonuses/express-weekend/take', { userId: other.id }, u.headers);
    expect(forged.statusCode).toBe(400);
    const nested = await send(t.app, 'POST', '/web-api/bonuses/express-weekend/take', { a: { b: { c: [1, 2, 3] } } }, u.headers);
    expect(nested.statusCode).toBe(400);
    for (const who of [u, other]) {
      expect(v.parse(BonusesSchema, (await t.app.inject({ url: '/web-api/office/bonuses', headers: who.headers })).json()).bonuses).toEqual([]);
    }
    // A forged token is a visitor.
    expect((await send(t.app, 'POST', '/web-api/bonuses/express-weekend/take', undefined, { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' })).statusCode).toBe(401);
  });

  it('a self-excluded player cannot take a bonus', async () => {
    const u = await createMoneyUser(t.db, { currency: 'EUR' });
    await t.db.query(`INSERT INTO rg_limits (user_id, type, value, started_at, ends_at) VALUES ($1, 30, 7, now(), now() + interval '7 days')`, [u.id]);
    const r = await send(t.app, 'POST', '/web-api/bonuses/welcome-sport/take', undefined, u.headers);
    expect(r.statusCode).toBe(403);
    expect(r.body).toContain('self_excluded');
  });
});
