-- 096: messages from the operator to players (issue 16, T22), polled every 60 s by a logged-in player's page and
-- shown once as a notice. A row with user_id NULL goes to every player; texts are per language like banners'
-- (jsonb, English fallback). user_message_reads records who has seen what, so a message shows once per player
-- whichever device polls first.
CREATE TABLE user_messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_messages_user ON user_messages (user_id, id);

CREATE TABLE user_message_reads (
  message_id integer NOT NULL REFERENCES user_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);

INSERT INTO user_messages (user_id, title, body) VALUES (NULL,
 '{"en":"Welcome to the site","ru":"Добро пожаловать на сайт","uk":"Ласкаво просимо на сайт","kk":"Сайтқа қош келдіңіз","az":"Sayta xoş gəlmisiniz","tr":"Siteye hoş geldiniz","es":"Bienvenido al sitio","pt":"Bem-vindo ao site"}',
 '{"en":"Set your deposit and session limits in the personal office under Responsible gaming.","ru":"Лимиты на депозиты и длительность сессии можно задать в личном кабинете, в разделе «Ответственная игра».","uk":"Ліміти на депозити й тривалість сесії можна встановити в особистому кабінеті, у розділі «Відповідальна гра».","kk":"Депозит пен сессия лимиттерін жеке кабинеттегі «Жауапты ойын» бөлімінде орнатыңыз.","az":"Depozit və sessiya limitlərini şəxsi kabinetdə «Məsuliyyətli oyun» bölməsində təyin edin.","tr":"Para yatırma ve oturum limitlerinizi kişisel ofisteki Sorumlu oyun bölümünden belirleyin.","es":"Fija tus límites de depósito y de sesión en la oficina personal, en Juego responsable.","pt":"Defina seus limites de depósito e de sessão no escritório pessoal, em Jogo responsável."}');
