-- 095: the home page's promotion banners (issue 16, T22): polled by the page every 60 s. Texts are per language
-- (jsonb {"en": "...", ...}; a missing language falls back to English); `href` is a site path where {lang} becomes
-- the page's language. The picture is drawn by the server as SVG (server/shell/banner-art.ts) from `motif` and the
-- two gradient colours, so no image file is stored or downloaded. A banner shows while active and inside its window.
CREATE TABLE banners (
  id serial PRIMARY KEY,
  slot text NOT NULL DEFAULT 'home' CHECK (slot ~ '^[a-z][a-z0-9_-]{0,30}$'),
  position integer NOT NULL DEFAULT 0,
  href text NOT NULL CHECK (href LIKE '/{lang}/%'),
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  motif text NOT NULL CHECK (motif IN ('casino', 'toto', 'express')),
  color_from text NOT NULL CHECK (color_from ~ '^#[0-9a-f]{6}$'),
  color_to text NOT NULL CHECK (color_to ~ '^#[0-9a-f]{6}$'),
  active boolean NOT NULL DEFAULT true,
  starts_at timestamptz,
  ends_at timestamptz
);
CREATE INDEX banners_slot ON banners (slot, position);

INSERT INTO banners (slot, position, href, motif, color_from, color_to, title, body) VALUES
('home', 1, '/{lang}/casino/promotions', 'casino', '#3a1d4a', '#1a2332',
 '{"en":"Casino promotions","ru":"Акции казино","uk":"Акції казино","kk":"Казино акциялары","az":"Kazino aksiyaları","tr":"Casino promosyonları","es":"Promociones del casino","pt":"Promoções do cassino"}',
 '{"en":"Tournaments with prize pools and the casino''s offers","ru":"Турниры с призовыми фондами и предложения казино","uk":"Турніри з призовими фондами та пропозиції казино","kk":"Жүлде қоры бар турнирлер және казино ұсыныстары","az":"Mükafat fondlu turnirlər və kazinonun təklifləri","tr":"Ödül havuzlu turnuvalar ve casino teklifleri","es":"Torneos con bolsa de premios y ofertas del casino","pt":"Torneios com prêmios e ofertas do cassino"}'),
('home', 2, '/{lang}/toto', 'toto', '#123a33', '#1a2332',
 '{"en":"Toto jackpot","ru":"Джекпот тото","uk":"Джекпот тото","kk":"Тото джекпоты","az":"Toto cekpotu","tr":"Toto jackpotu","es":"Bote de la quiniela","pt":"Jackpot do toto"}',
 '{"en":"Call the 15 results of the draw and win the jackpot","ru":"Угадайте 15 исходов тиража и заберите джекпот","uk":"Вгадайте 15 результатів тиражу та заберіть джекпот","kk":"Тираждың 15 нәтижесін болжап, джекпотты алыңыз","az":"Tirajın 15 nəticəsini tapın və cekpotu qazanın","tr":"Çekilişin 15 sonucunu bilin, jackpotu kazanın","es":"Acierta los 15 resultados del sorteo y llévate el bote","pt":"Acerte os 15 resultados do sorteio e leve o jackpot"}'),
('home', 3, '/{lang}/line', 'express', '#3a2e12', '#1a2332',
 '{"en":"Express bonus","ru":"Бонус к экспрессу","uk":"Бонус до експресу","kk":"Экспресс бонусы","az":"Ekspress bonusu","tr":"Kombine bonusu","es":"Bonus de combinada","pt":"Bônus de múltipla"}',
 '{"en":"1% more on the odds for every event of an express of 3 or more","ru":"+1% к коэффициенту за каждое событие экспресса из 3 и более","uk":"+1% до коефіцієнта за кожну подію експресу з 3 і більше","kk":"3 немесе одан көп оқиғалы экспресстің әр оқиғасына коэффициентке +1%","az":"3 və daha çox hadisəli ekspressin hər hadisəsinə əmsala +1%","tr":"3 veya daha fazla maçlı kombinede her maç için orana +%1","es":"Un 1% más de cuota por cada evento de una combinada de 3 o más","pt":"1% a mais na odd para cada evento de uma múltipla de 3 ou mais"}');
