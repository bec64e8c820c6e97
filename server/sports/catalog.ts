// The demo operator's sports catalogue: sports, countries, championships and the names of teams and players.
// Names are given in the site languages in this order: ru, en, uk, kk, az, tr, es, pt.
// Championship, team and player names are proper nouns and stay as they are in every language.

export const LANGS = ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'] as const;
export type Names = Record<(typeof LANGS)[number], string>;

const n = (...v: string[]): Names => Object.fromEntries(LANGS.map((l, i) => [l, v[i] ?? v[1]!])) as Names;

export interface SportDef {
  id: number;
  slug: string;
  names: Names;
  /** Share of the line (relative weight of upcoming games). */
  weight: number;
  isCyber: boolean;
  /** T18: the sports polled every 3 s live (the others 5 s; synthetic games 2 s). */
  livePollMs: number;
  /** Team sport (clubs) or individual (players). */
  individual?: boolean;
}

const s = (id: number, slug: string, names: Names, weight: number, extra: Partial<SportDef> = {}): SportDef => ({
  id, slug, names, weight, isCyber: false, livePollMs: 5000, ...extra,
});

export const SPORTS: SportDef[] = [
  s(1, 'football', n('Футбол', 'Football', 'Футбол', 'Футбол', 'Futbol', 'Futbol', 'Fútbol', 'Futebol'), 40, { livePollMs: 3000 }),
  s(2, 'ice-hockey', n('Хоккей', 'Ice Hockey', 'Хокей', 'Хоккей', 'Xokkey', 'Buz Hokeyi', 'Hockey sobre hielo', 'Hóquei no gelo'), 8, { livePollMs: 3000 }),
  s(3, 'basketball', n('Баскетбол', 'Basketball', 'Баскетбол', 'Баскетбол', 'Basketbol', 'Basketbol', 'Baloncesto', 'Basquetebol'), 10, { livePollMs: 3000 }),
  s(4, 'tennis', n('Теннис', 'Tennis', 'Теніс', 'Теннис', 'Tennis', 'Tenis', 'Tenis', 'Ténis'), 10, { livePollMs: 3000, individual: true }),
  s(5, 'volleyball', n('Волейбол', 'Volleyball', 'Волейбол', 'Волейбол', 'Voleybol', 'Voleybol', 'Voleibol', 'Voleibol'), 5),
  s(6, 'handball', n('Гандбол', 'Handball', 'Гандбол', 'Гандбол', 'Həndbol', 'Hentbol', 'Balonmano', 'Andebol'), 4),
  s(7, 'baseball', n('Бейсбол', 'Baseball', 'Бейсбол', 'Бейсбол', 'Beysbol', 'Beyzbol', 'Béisbol', 'Beisebol'), 3),
  s(8, 'american-football', n('Американский футбол', 'American Football', 'Американський футбол', 'Америкалық футбол', 'Amerika futbolu', 'Amerikan Futbolu', 'Fútbol americano', 'Futebol americano'), 2),
  s(9, 'rugby', n('Регби', 'Rugby', 'Регбі', 'Регби', 'Reqbi', 'Ragbi', 'Rugby', 'Râguebi'), 2),
  s(10, 'table-tennis', n('Настольный теннис', 'Table Tennis', 'Настільний теніс', 'Үстел теннисі', 'Stolüstü tennis', 'Masa Tenisi', 'Tenis de mesa', 'Ténis de mesa'), 4, { individual: true }),
  s(11, 'badminton', n('Бадминтон', 'Badminton', 'Бадмінтон', 'Бадминтон', 'Badminton', 'Badminton', 'Bádminton', 'Badminton'), 2, { individual: true }),
  s(12, 'futsal', n('Футзал', 'Futsal', 'Футзал', 'Футзал', 'Futzal', 'Futsal', 'Fútbol sala', 'Futsal'), 2),
  s(13, 'water-polo', n('Водное поло', 'Water Polo', 'Водне поло', 'Су добы', 'Su polosu', 'Sutopu', 'Waterpolo', 'Polo aquático'), 1),
  s(14, 'snooker', n('Снукер', 'Snooker', 'Снукер', 'Снукер', 'Snuker', 'Snooker', 'Snooker', 'Snooker'), 1, { individual: true }),
  s(15, 'darts', n('Дартс', 'Darts', 'Дартс', 'Дартс', 'Darts', 'Dart', 'Dardos', 'Dardos'), 1, { individual: true }),
  s(16, 'mma', n('ММА', 'MMA', 'ММА', 'ММА', 'MMA', 'MMA', 'MMA', 'MMA'), 1, { individual: true }),
  s(17, 'boxing', n('Бокс', 'Boxing', 'Бокс', 'Бокс', 'Boks', 'Boks', 'Boxeo', 'Boxe'), 1, { individual: true }),
  s(18, 'cricket', n('Крикет', 'Cricket', 'Крикет', 'Крикет', 'Kriket', 'Kriket', 'Críquet', 'Críquete'), 1),
  s(19, 'beach-volleyball', n('Пляжный волейбол', 'Beach Volleyball', 'Пляжний волейбол', 'Жағажай волейболы', 'Çimərlik voleybolu', 'Plaj Voleybolu', 'Vóley playa', 'Voleibol de praia'), 1),
  s(20, 'field-hockey', n('Хоккей на траве', 'Field Hockey', 'Хокей на траві', 'Шөп үстіндегі хоккей', 'Otüstü xokkey', 'Çim Hokeyi', 'Hockey sobre césped', 'Hóquei em campo'), 1),
  s(21, 'floorball', n('Флорбол', 'Floorball', 'Флорбол', 'Флорбол', 'Florbol', 'Floorball', 'Floorball', 'Floorball'), 1),
  s(22, 'bandy', n('Хоккей с мячом', 'Bandy', "Хокей з м'ячем", 'Доппен хоккей', 'Bendi', 'Bandy', 'Bandy', 'Bandy'), 1),
  s(23, 'aussie-rules', n('Австралийский футбол', 'Aussie Rules', 'Австралійський футбол', 'Австралиялық футбол', 'Avstraliya futbolu', 'Avustralya Futbolu', 'Fútbol australiano', 'Futebol australiano'), 1),
  s(24, 'politics', n('Политика', 'Politics', 'Політика', 'Саясат', 'Siyasət', 'Siyaset', 'Política', 'Política'), 0),
  s(25, 'marble', n('Марбл-футбол', 'Marble Football', 'Марбл-футбол', 'Марбл-футбол', 'Mərmər futbolu', 'Misket Futbolu', 'Fútbol de canicas', 'Futebol de berlindes'), 0, { livePollMs: 2000 }),
  // Cyber sport (R06)
  s(40, 'cs2', n('Counter-Strike 2', 'Counter-Strike 2'), 4, { isCyber: true, livePollMs: 3000 }),
  s(41, 'dota-2', n('Dota 2', 'Dota 2'), 3, { isCyber: true }),
  s(42, 'league-of-legends', n('League of Legends', 'League of Legends'), 3, { isCyber: true }),
  s(43, 'valorant', n('Valorant', 'Valorant'), 2, { isCyber: true }),
  s(44, 'ea-fc', n('Киберфутбол', 'eFootball', 'Кіберфутбол', 'Киберфутбол', 'Kiberfutbol', 'E-Futbol', 'eFútbol', 'eFutebol'), 0, { isCyber: true, livePollMs: 2000 }),
  s(45, 'ebasketball', n('Кибербаскетбол', 'eBasketball', 'Кібербаскетбол', 'Кибербаскетбол', 'Kiberbasketbol', 'E-Basketbol', 'eBaloncesto', 'eBasquetebol'), 0, { isCyber: true, livePollMs: 2000 }),
  s(46, 'mortal-kombat', n('Mortal Kombat', 'Mortal Kombat'), 1, { isCyber: true, individual: true }),
  s(47, 'starcraft-2', n('StarCraft II', 'StarCraft II'), 1, { isCyber: true, individual: true }),
  s(48, 'rocket-league', n('Rocket League', 'Rocket League'), 1, { isCyber: true }),
  s(49, 'rainbow-six', n('Rainbow Six Siege', 'Rainbow Six Siege'), 1, { isCyber: true }),
  s(50, 'ehockey', n('Киберхоккей', 'eHockey', 'Кіберхокей', 'Киберхоккей', 'Kiberxokkey', 'E-Hokey', 'eHockey', 'eHóquei'), 0, { isCyber: true, livePollMs: 2000 }),
];

export interface CountryDef {
  id: number;
  iso: string;
  slug: string;
  names: Names;
  /** Cities for club names. */
  cities: string[];
}

// Regions (World, Europe) have no cities: '' must give an empty list, not [''] (which named teams "FC  (Cyber)").
const c = (id: number, iso: string, slug: string, names: Names, cities: string): CountryDef => ({ id, iso, slug, names, cities: cities ? cities.split(',') : [] });

export const COUNTRIES: CountryDef[] = [
  c(1, 'GB', 'england', n('Англия', 'England', 'Англія', 'Англия', 'İngiltərə', 'İngiltere', 'Inglaterra', 'Inglaterra'), 'London,Manchester,Liverpool,Leeds,Bristol,Newcastle,Sheffield,Brighton,Norwich,Leicester,Derby,Reading,Coventry,Hull,Ipswich,Southampton'),
  c(2, 'ES', 'spain', n('Испания', 'Spain', 'Іспанія', 'Испания', 'İspaniya', 'İspanya', 'España', 'Espanha'), 'Madrid,Barcelona,Sevilla,Valencia,Bilbao,Malaga,Zaragoza,Vigo,Granada,Cadiz,Getafe,Girona,Oviedo,Alicante,Murcia,Almeria'),
  c(3, 'DE', 'germany', n('Германия', 'Germany', 'Німеччина', 'Германия', 'Almaniya', 'Almanya', 'Alemania', 'Alemanha'), 'Berlin,Munich,Hamburg,Cologne,Dortmund,Bremen,Stuttgart,Leipzig,Frankfurt,Mainz,Freiburg,Hannover,Augsburg,Bochum,Kiel,Nuremberg'),
  c(4, 'IT', 'italy', n('Италия', 'Italy', 'Італія', 'Италия', 'İtaliya', 'İtalya', 'Italia', 'Itália'), 'Roma,Milano,Torino,Napoli,Firenze,Genova,Bologna,Verona,Bergamo,Udine,Lecce,Cagliari,Parma,Empoli,Como,Venezia'),
  c(5, 'FR', 'france', n('Франция', 'France', 'Франція', 'Франция', 'Fransa', 'Fransa', 'Francia', 'França'), 'Paris,Marseille,Lyon,Lille,Nice,Nantes,Rennes,Lens,Toulouse,Reims,Brest,Metz,Strasbourg,Auxerre,Angers,Le Havre'),
  c(6, 'RU', 'russia', n('Россия', 'Russia', 'Росія', 'Ресей', 'Rusiya', 'Rusya', 'Rusia', 'Rússia'), 'Moscow,Kazan,Sochi,Samara,Rostov,Krasnodar,Omsk,Perm,Ufa,Tula,Kaliningrad,Nizhny Novgorod,Yaroslavl,Orenburg,Khabarovsk,Voronezh'),
  c(7, 'UA', 'ukraine', n('Украина', 'Ukraine', 'Україна', 'Украина', 'Ukrayna', 'Ukrayna', 'Ucrania', 'Ucrânia'), 'Kyiv,Lviv,Kharkiv,Odesa,Dnipro,Poltava,Vinnytsia,Zhytomyr,Chernihiv,Rivne,Lutsk,Uzhhorod,Kropyvnytskyi,Cherkasy,Sumy,Ternopil'),
  c(8, 'KZ', 'kazakhstan', n('Казахстан', 'Kazakhstan', 'Казахстан', 'Қазақстан', 'Qazaxıstan', 'Kazakistan', 'Kazajistán', 'Cazaquistão'), 'Astana,Almaty,Shymkent,Karaganda,Aktobe,Pavlodar,Kostanay,Taraz,Atyrau,Oral,Semey,Turkistan,Kyzylorda,Aktau'),
  c(9, 'AZ', 'azerbaijan', n('Азербайджан', 'Azerbaijan', 'Азербайджан', 'Әзірбайжан', 'Azərbaycan', 'Azerbaycan', 'Azerbaiyán', 'Azerbaijão'), 'Baku,Ganja,Sumgait,Lankaran,Shamakhi,Sabail,Zira,Gabala,Shusha,Mingachevir,Sheki,Agdam'),
  c(10, 'TR', 'turkey', n('Турция', 'Turkey', 'Туреччина', 'Түркия', 'Türkiyə', 'Türkiye', 'Turquía', 'Turquia'), 'Istanbul,Ankara,Izmir,Bursa,Antalya,Konya,Trabzon,Kayseri,Samsun,Adana,Gaziantep,Sivas,Rize,Eyup,Alanya,Kocaeli'),
  c(11, 'PT', 'portugal', n('Португалия', 'Portugal', 'Португалія', 'Португалия', 'Portuqaliya', 'Portekiz', 'Portugal', 'Portugal'), 'Lisboa,Porto,Braga,Guimaraes,Coimbra,Faro,Funchal,Aveiro,Setubal,Estoril,Famalicao,Arouca,Chaves,Vizela'),
  c(12, 'BR', 'brazil', n('Бразилия', 'Brazil', 'Бразилія', 'Бразилия', 'Braziliya', 'Brezilya', 'Brasil', 'Brasil'), 'Rio,Sao Paulo,Santos,Recife,Salvador,Fortaleza,Curitiba,Goiania,Belo Horizonte,Porto Alegre,Manaus,Belem,Cuiaba,Natal,Bragantino,Campinas'),
  c(13, 'AR', 'argentina', n('Аргентина', 'Argentina', 'Аргентина', 'Аргентина', 'Argentina', 'Arjantin', 'Argentina', 'Argentina'), 'Buenos Aires,Rosario,Cordoba,La Plata,Mendoza,Tucuman,Santa Fe,Mar del Plata,Salta,Lanus,Banfield,Quilmes'),
  c(14, 'US', 'usa', n('США', 'USA', 'США', 'АҚШ', 'ABŞ', 'ABD', 'EE. UU.', 'EUA'), 'Boston,Chicago,Dallas,Denver,Detroit,Houston,Miami,Phoenix,Seattle,Atlanta,Portland,Orlando,Memphis,Toronto,Utah,Sacramento,Milwaukee,Charlotte,Cleveland,Indiana'),
  c(15, 'NL', 'netherlands', n('Нидерланды', 'Netherlands', 'Нідерланди', 'Нидерланд', 'Niderland', 'Hollanda', 'Países Bajos', 'Países Baixos'), 'Amsterdam,Rotterdam,Eindhoven,Utrecht,Groningen,Twente,Heerenveen,Alkmaar,Nijmegen,Zwolle,Tilburg,Breda'),
  c(16, 'BE', 'belgium', n('Бельгия', 'Belgium', 'Бельгія', 'Бельгия', 'Belçika', 'Belçika', 'Bélgica', 'Bélgica'), 'Brussels,Antwerp,Bruges,Ghent,Liege,Genk,Mechelen,Charleroi,Leuven,Kortrijk,Ostend,Westerlo'),
  c(17, 'PL', 'poland', n('Польша', 'Poland', 'Польща', 'Польша', 'Polşa', 'Polonya', 'Polonia', 'Polónia'), 'Warsaw,Krakow,Poznan,Gdansk,Wroclaw,Lodz,Szczecin,Lublin,Bialystok,Katowice,Gliwice,Radom'),
  c(18, 'CZ', 'czechia', n('Чехия', 'Czechia', 'Чехія', 'Чехия', 'Çexiya', 'Çekya', 'Chequia', 'Chéquia'), 'Prague,Brno,Ostrava,Plzen,Liberec,Olomouc,Zlin,Jablonec,Teplice,Pardubice,Karvina,Hradec'),
  c(19, 'SE', 'sweden', n('Швеция', 'Sweden', 'Швеція', 'Швеция', 'İsveç', 'İsveç', 'Suecia', 'Suécia'), 'Stockholm,Gothenburg,Malmo,Uppsala,Norrkoping,Kalmar,Halmstad,Vasteras,Orebro,Lulea,Sundsvall,Boras'),
  c(20, 'FI', 'finland', n('Финляндия', 'Finland', 'Фінляндія', 'Финляндия', 'Finlandiya', 'Finlandiya', 'Finlandia', 'Finlândia'), 'Helsinki,Tampere,Turku,Oulu,Espoo,Lahti,Kuopio,Jyvaskyla,Pori,Vaasa,Rauma,Seinajoki'),
  c(21, 'NO', 'norway', n('Норвегия', 'Norway', 'Норвегія', 'Норвегия', 'Norveç', 'Norveç', 'Noruega', 'Noruega'), 'Oslo,Bergen,Trondheim,Stavanger,Bodo,Molde,Tromso,Lillestrom,Sarpsborg,Haugesund,Kristiansund,Sandefjord'),
  c(22, 'DK', 'denmark', n('Дания', 'Denmark', 'Данія', 'Дания', 'Danimarka', 'Danimarka', 'Dinamarca', 'Dinamarca'), 'Copenhagen,Aarhus,Odense,Aalborg,Esbjerg,Randers,Silkeborg,Viborg,Vejle,Horsens,Herning,Lyngby'),
  c(23, 'AT', 'austria', n('Австрия', 'Austria', 'Австрія', 'Австрия', 'Avstriya', 'Avusturya', 'Austria', 'Áustria'), 'Vienna,Salzburg,Graz,Linz,Innsbruck,Klagenfurt,Altach,Hartberg,Wolfsberg,Ried,Lustenau,Tirol'),
  c(24, 'CH', 'switzerland', n('Швейцария', 'Switzerland', 'Швейцарія', 'Швейцария', 'İsveçrə', 'İsviçre', 'Suiza', 'Suíça'), 'Zurich,Basel,Bern,Geneva,Lausanne,Lucerne,Lugano,St. Gallen,Sion,Thun,Winterthur,Aarau'),
  c(25, 'GR', 'greece', n('Греция', 'Greece', 'Греція', 'Грекия', 'Yunanıstan', 'Yunanistan', 'Grecia', 'Grécia'), 'Athens,Piraeus,Thessaloniki,Patras,Heraklion,Volos,Larissa,Ioannina,Tripoli,Xanthi,Lamia,Kalamata'),
  c(26, 'JP', 'japan', n('Япония', 'Japan', 'Японія', 'Жапония', 'Yaponiya', 'Japonya', 'Japón', 'Japão'), 'Tokyo,Osaka,Yokohama,Nagoya,Kobe,Sapporo,Fukuoka,Kyoto,Hiroshima,Sendai,Kawasaki,Niigata'),
  c(27, 'CN', 'china', n('Китай', 'China', 'Китай', 'Қытай', 'Çin', 'Çin', 'China', 'China'), 'Beijing,Shanghai,Guangzhou,Shenzhen,Wuhan,Chengdu,Tianjin,Dalian,Qingdao,Jinan,Changchun,Nanjing'),
  c(28, 'AU', 'australia', n('Австралия', 'Australia', 'Австралія', 'Австралия', 'Avstraliya', 'Avustralya', 'Australia', 'Austrália'), 'Sydney,Melbourne,Brisbane,Perth,Adelaide,Geelong,Hobart,Darwin,Newcastle,Gold Coast,Canberra,Wollongong,Fremantle,Collingwood,Richmond,Carlton'),
  c(29, 'MX', 'mexico', n('Мексика', 'Mexico', 'Мексика', 'Мексика', 'Meksika', 'Meksika', 'México', 'México'), 'Mexico City,Guadalajara,Monterrey,Puebla,Toluca,Leon,Tijuana,Queretaro,Pachuca,Torreon,Juarez,Mazatlan'),
  c(30, 'CA', 'canada', n('Канада', 'Canada', 'Канада', 'Канада', 'Kanada', 'Kanada', 'Canadá', 'Canadá'), 'Toronto,Montreal,Vancouver,Calgary,Edmonton,Ottawa,Winnipeg,Quebec,Halifax,Regina,Victoria,Hamilton'),
  c(31, 'IN', 'india', n('Индия', 'India', 'Індія', 'Үндістан', 'Hindistan', 'Hindistan', 'India', 'Índia'), 'Mumbai,Delhi,Chennai,Kolkata,Bangalore,Hyderabad,Punjab,Rajasthan,Lucknow,Gujarat,Kochi,Pune'),
  c(32, 'KR', 'south-korea', n('Южная Корея', 'South Korea', 'Південна Корея', 'Оңтүстік Корея', 'Cənubi Koreya', 'Güney Kore', 'Corea del Sur', 'Coreia do Sul'), 'Seoul,Busan,Incheon,Daegu,Daejeon,Gwangju,Suwon,Ulsan,Jeonju,Pohang,Gangwon,Jeju'),
  c(33, 'RS', 'serbia', n('Сербия', 'Serbia', 'Сербія', 'Сербия', 'Serbiya', 'Sırbistan', 'Serbia', 'Sérvia'), 'Belgrade,Novi Sad,Nis,Kragujevac,Subotica,Cacak,Backa,Zemun,Vozdovac,Kraljevo'),
  c(34, 'HR', 'croatia', n('Хорватия', 'Croatia', 'Хорватія', 'Хорватия', 'Xorvatiya', 'Hırvatistan', 'Croacia', 'Croácia'), 'Zagreb,Split,Rijeka,Osijek,Zadar,Pula,Sibenik,Varazdin,Gorica,Slaven'),
  c(35, 'WD', 'world', n('Мир', 'World', 'Світ', 'Әлем', 'Dünya', 'Dünya', 'Mundo', 'Mundo'), ''),
  c(36, 'EU', 'europe', n('Европа', 'Europe', 'Європа', 'Еуропа', 'Avropa', 'Avrupa', 'Europa', 'Europa'), ''),
];

export interface ChampDef {
  sport: string;
  country: string | null;
  name: string;
  top?: boolean;
  cyberType?: 'real' | 'virtual' | 'stream';
  livePollMs?: number;
  special?: string;
  /** Teams come from these countries' cities (international competitions); default: the champ's country. */
  teamCountries?: string[];
}

const EURO_TOP = ['england', 'spain', 'germany', 'italy', 'france', 'portugal', 'netherlands', 'turkey'];

function leagues(sport: string, names: string[], countries: string[], top: string[] = []): ChampDef[] {
  const out: ChampDef[] = [];
  for (const country of countries) {
    names.forEach((name, i) => out.push({ sport, country, name, top: i === 0 && top.includes(country) }));
  }
  return out;
}

/** Every championship; ids follow this order (1-based). */
export const CHAMPS: ChampDef[] = [
  // Football: international first, then two leagues per country.
  { sport: 'football', country: 'europe', name: 'Champions League', top: true, livePollMs: 3000, special: 'champions-league', teamCountries: EURO_TOP },
  { sport: 'football', country: 'europe', name: 'Europa League', top: true, teamCountries: [...EURO_TOP, 'belgium', 'greece', 'austria'] },
  { sport: 'football', country: 'europe', name: 'Conference League', teamCountries: ['poland', 'czechia', 'sweden', 'norway', 'denmark', 'switzerland', 'serbia', 'croatia'] },
  { sport: 'football', country: 'world', name: 'World Cup Qualification', top: true, special: 'world-cup', teamCountries: [] },
  { sport: 'football', country: 'world', name: 'Club Friendlies', teamCountries: ['brazil', 'argentina', 'mexico', 'japan', 'usa'] },
  ...leagues('football', ['Premier League', 'First Division'],
    ['england', 'spain', 'germany', 'italy', 'france', 'russia', 'ukraine', 'kazakhstan', 'azerbaijan', 'turkey', 'portugal', 'brazil', 'argentina', 'usa', 'netherlands', 'belgium', 'poland', 'czechia', 'sweden', 'finland', 'norway', 'denmark', 'austria', 'switzerland', 'greece', 'japan', 'china', 'australia', 'mexico', 'south-korea', 'serbia', 'croatia'],
    ['england', 'spain', 'germany', 'italy', 'france', 'russia', 'turkey', 'brazil']),
  ...leagues('football', ['Cup'], ['england', 'spain', 'germany', 'italy', 'france', 'russia']),
  // Ice hockey
  { sport: 'ice-hockey', country: 'world', name: 'World Championship', top: true, teamCountries: [] },
  ...leagues('ice-hockey', ['Hockey League', 'Second League'], ['russia', 'usa', 'finland', 'sweden', 'czechia', 'switzerland', 'kazakhstan', 'canada', 'germany'], ['russia', 'usa']),
  // Basketball
  { sport: 'basketball', country: 'europe', name: 'EuroLeague', top: true, teamCountries: ['spain', 'turkey', 'greece', 'italy', 'germany', 'serbia', 'france'] },
  { sport: 'basketball', country: 'europe', name: 'EuroCup', teamCountries: ['poland', 'croatia', 'belgium', 'netherlands', 'austria'] },
  ...leagues('basketball', ['Basketball League', 'Division Two'], ['usa', 'spain', 'turkey', 'russia', 'italy', 'greece', 'germany', 'france', 'china', 'australia', 'serbia'], ['usa', 'spain']),
  // Tennis: tournaments
  ...['ATP Melbourne', 'ATP Madrid', 'ATP Rome', 'ATP Paris', 'ATP London', 'ATP New York', 'ATP Shanghai', 'WTA Melbourne', 'WTA Madrid', 'WTA Rome', 'WTA Paris', 'WTA London', 'ITF Antalya', 'ITF Monastir', 'Challenger Lima', 'Challenger Astana']
    .map((name, i): ChampDef => ({ sport: 'tennis', country: 'world', name, top: i === 0 || i === 7 })),
  // Volleyball
  { sport: 'volleyball', country: 'europe', name: 'Champions League', top: true, teamCountries: ['italy', 'poland', 'turkey', 'russia'] },
  ...leagues('volleyball', ['Superliga', 'First League'], ['italy', 'poland', 'turkey', 'russia', 'brazil', 'japan']),
  // Handball
  { sport: 'handball', country: 'europe', name: 'EHF Champions League', top: true, teamCountries: ['germany', 'france', 'spain', 'denmark', 'poland', 'norway'] },
  ...leagues('handball', ['Handball League', 'Second League'], ['germany', 'france', 'spain', 'denmark', 'norway']),
  // Baseball
  ...leagues('baseball', ['Major League'], ['usa', 'japan', 'south-korea', 'mexico'], ['usa']),
  { sport: 'baseball', country: 'world', name: 'World Baseball Classic', teamCountries: [] },
  // American football
  ...leagues('american-football', ['National League', 'College League'], ['usa'], ['usa']),
  { sport: 'american-football', country: 'europe', name: 'European League', teamCountries: ['germany', 'austria', 'poland', 'spain'] },
  // Rugby
  { sport: 'rugby', country: 'world', name: 'Rugby Championship', top: true, teamCountries: [] },
  ...leagues('rugby', ['Premiership'], ['england', 'france', 'australia']),
  { sport: 'rugby', country: 'europe', name: 'Six Nations', teamCountries: [] },
  // Table tennis
  ...['Setka Cup', 'Pro League', 'WTT Contender', 'TT Elite Series', 'Liga Pro', 'Czech Liga Pro'].map((name): ChampDef => ({ sport: 'table-tennis', country: 'world', name })),
  // Badminton
  ...['BWF World Tour Tokyo', 'BWF World Tour Paris', 'BWF Super 500 Seoul', 'All England Open'].map((name): ChampDef => ({ sport: 'badminton', country: 'world', name })),
  // Futsal
  { sport: 'futsal', country: 'europe', name: 'UEFA Futsal Cup', teamCountries: ['spain', 'portugal', 'russia', 'kazakhstan'] },
  ...leagues('futsal', ['Futsal League'], ['spain', 'russia', 'brazil', 'portugal', 'kazakhstan']),
  // Water polo
  ...leagues('water-polo', ['Water Polo League'], ['italy', 'spain', 'serbia', 'croatia']),
  // Snooker, darts
  ...['World Championship', 'UK Championship', 'Masters'].map((name): ChampDef => ({ sport: 'snooker', country: 'world', name })),
  ...['World Championship', 'Premier League Darts', 'Grand Slam of Darts'].map((name): ChampDef => ({ sport: 'darts', country: 'world', name })),
  // Fights
  { sport: 'mma', country: 'usa', name: 'UFC', top: true, special: 'ufc' },
  ...['PFL', 'ACA', 'ONE Championship'].map((name): ChampDef => ({ sport: 'mma', country: 'world', name })),
  ...['WBC Title Fights', 'WBA Title Fights', 'Undercard'].map((name): ChampDef => ({ sport: 'boxing', country: 'world', name })),
  // Cricket
  { sport: 'cricket', country: 'india', name: 'Premier League T20', top: true },
  ...['Big Bash', 'T20 World Cup', 'County Championship'].map((name, i): ChampDef => ({ sport: 'cricket', country: i === 0 ? 'australia' : i === 1 ? 'world' : 'england', name, ...(i === 1 ? { teamCountries: [] } : {}) })),
  // Beach volleyball, field hockey, floorball, bandy, Aussie rules
  ...['Pro Tour Doha', 'Pro Tour Rio', 'Elite 16 Hamburg'].map((name): ChampDef => ({ sport: 'beach-volleyball', country: 'world', name })),
  ...leagues('field-hockey', ['Hoofdklasse'], ['netherlands', 'belgium', 'germany']),
  ...leagues('floorball', ['Superliga'], ['sweden', 'finland', 'switzerland']),
  ...leagues('bandy', ['Super League'], ['russia', 'sweden']),
  ...leagues('aussie-rules', ['AFL', 'VFL'], ['australia']),
  // Politics (outrights), marble football (synthetic, live only)
  { sport: 'politics', country: 'usa', name: 'Presidential Election', special: 'politics' },
  { sport: 'politics', country: 'world', name: 'World Leaders' },
  { sport: 'marble', country: 'world', name: 'Marble League', cyberType: 'virtual' },
  { sport: 'marble', country: 'world', name: 'Marble Cup', cyberType: 'virtual' },
  // Cyber sport: real tournaments, virtual (simulated) games, games with streams.
  ...['Major Championship', 'Pro League', 'Blast Premier', 'ESL Challenger', 'CCT Series'].map((name, i): ChampDef => ({ sport: 'cs2', country: 'world', name, cyberType: 'real', top: i === 0 })),
  ...['Stream Cup', 'Twitch Showmatches', 'Open Qualifier'].map((name): ChampDef => ({ sport: 'cs2', country: 'world', name, cyberType: 'stream' })),
  ...['The International', 'DreamLeague', 'Pro Circuit', 'Stream Series'].map((name, i): ChampDef => ({ sport: 'dota-2', country: 'world', name, cyberType: i === 3 ? 'stream' : 'real', top: i === 0 })),
  ...['World Championship', 'LEC', 'LCK', 'Stream Clash'].map((name, i): ChampDef => ({ sport: 'league-of-legends', country: 'world', name, cyberType: i === 3 ? 'stream' : 'real' })),
  ...['Champions Tour', 'Challengers', 'Stream Duels'].map((name, i): ChampDef => ({ sport: 'valorant', country: 'world', name, cyberType: i === 2 ? 'stream' : 'real' })),
  ...['Battle 8 min', 'Volta 6 min', 'Virtual Premier League', 'Virtual Champions Cup', 'Pro League Stream'].map((name, i): ChampDef => ({ sport: 'ea-fc', country: 'world', name, cyberType: i === 4 ? 'stream' : 'virtual' })),
  ...['Battle 4x5', 'Virtual NBA', 'H2H GG League'].map((name): ChampDef => ({ sport: 'ebasketball', country: 'world', name, cyberType: 'virtual' })),
  ...['Pro Kompetition', 'Kombat League'].map((name, i): ChampDef => ({ sport: 'mortal-kombat', country: 'world', name, cyberType: i === 0 ? 'real' : 'stream' })),
  ...['Global Finals', 'Masters'].map((name): ChampDef => ({ sport: 'starcraft-2', country: 'world', name, cyberType: 'real' })),
  ...['Championship Series', 'Stream Open'].map((name, i): ChampDef => ({ sport: 'rocket-league', country: 'world', name, cyberType: i === 0 ? 'real' : 'stream' })),
  ...['Six Invitational', 'Europe League'].map((name): ChampDef => ({ sport: 'rainbow-six', country: 'world', name, cyberType: 'real' })),
  ...['Virtual NHL', 'Short Hockey 4x4'].map((name): ChampDef => ({ sport: 'ehockey', country: 'world', name, cyberType: 'virtual' })),
];

/** A url-safe slug. */
export function slugify(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const CLUB_PATTERNS: Record<string, string[]> = {
  football: ['FC {c}', '{c} United', 'Dynamo {c}', '{c} City', 'Real {c}', 'Sporting {c}', '{c} Rovers', 'Athletic {c}', 'Inter {c}', '{c} Wanderers', 'Olympic {c}', 'Racing {c}'],
  'ice-hockey': ['{c} Wolves', '{c} Bears', 'HC {c}', '{c} Eagles', '{c} Hawks', '{c} Lions', 'Torpedo {c}', '{c} Kings'],
  basketball: ['{c} Bulls', '{c} Hornets', 'BC {c}', '{c} Stars', '{c} Giants', '{c} Rockets', '{c} Titans', '{c} Comets'],
  volleyball: ['VC {c}', '{c} Volley', 'Zenit {c}', '{c} Spikers'],
  handball: ['HC {c}', '{c} Handball', 'THW {c}', '{c} Vikings'],
  baseball: ['{c} Pirates', '{c} Mariners', '{c} Tigers', '{c} Cardinals', '{c} Dodgers', '{c} Rays'],
  'american-football': ['{c} Patriots', '{c} Raiders', '{c} Rams', '{c} Ravens', '{c} Chiefs', '{c} Bengals'],
  rugby: ['{c} Saracens', '{c} Warriors', '{c} Sharks', '{c} Harlequins'],
  futsal: ['{c} Futsal', 'Inter {c}', 'Sporting {c}', 'MFK {c}'],
  'water-polo': ['VK {c}', '{c} Aquatics', 'Pro Recco {c}', 'Jadran {c}'],
  cricket: ['{c} Super Kings', '{c} Strikers', '{c} Royals', '{c} Knights', '{c} Titans', '{c} Capitals'],
  'field-hockey': ['HC {c}', '{c} Hockey', 'Royal {c}', '{c} Oranje'],
  floorball: ['IBK {c}', '{c} Floorball', 'FBC {c}', '{c} Storvreta'],
  bandy: ['{c} Bandy', 'SKA {c}', 'Vodnik {c}', 'IFK {c}'],
  'aussie-rules': ['{c} Magpies', '{c} Swans', '{c} Dockers', '{c} Cats', '{c} Blues', '{c} Tigers'],
  marble: ['{c} Marbles', 'Team {c}', '{c} Rollers', '{c} Orbs'],
  'rocket-league': ['{c} Boost', 'Team {c}', '{c} Aerials'],
  'ea-fc': ['{c} (eSoccer)', 'FC {c} (Cyber)', '{c} Virtual'],
  ebasketball: ['{c} (eBasket)', '{c} Bulls (Cyber)', '{c} Virtual'],
  ehockey: ['{c} (eHockey)', 'HC {c} (Cyber)', '{c} Virtual'],
};

const FIRST = ['Alex', 'Daniel', 'Marco', 'Luca', 'Ivan', 'Pavel', 'Jonas', 'Mateo', 'Leo', 'Hugo', 'Noah', 'Oscar', 'Felix', 'Emil', 'Rafael', 'Diego', 'Andrei', 'Nikolai', 'Kenji', 'Omar', 'Viktor', 'Sergio', 'Tomas', 'Milan', 'Aleks', 'Bruno', 'Carlos', 'Denis', 'Erik', 'Filip', 'Gustav', 'Henrik', 'Igor', 'Jakub', 'Karim', 'Lukas', 'Mikel', 'Nils', 'Otto', 'Pedro'];
const LAST = ['Novak', 'Petrov', 'Rossi', 'Muller', 'Garcia', 'Silva', 'Johansson', 'Kowalski', 'Dubois', 'Jensen', 'Horvat', 'Yilmaz', 'Aliyev', 'Nurlanov', 'Kovalenko', 'Tanaka', 'Smith', 'Santos', 'Fernandez', 'Lopez', 'Moreau', 'Bauer', 'Hansen', 'Nilsson', 'Popescu', 'Ivanov', 'Marin', 'Costa', 'Kim', 'Park', 'Weber', 'Fischer', 'Martinez', 'Ricci', 'Larsen', 'Berg', 'Klein', 'Vidal', 'Sato', 'Olsen'];
const GAMER_A = ['Nova', 'Iron', 'Shadow', 'Crimson', 'Frost', 'Quantum', 'Silent', 'Neon', 'Royal', 'Storm', 'Cyber', 'Phantom', 'Solar', 'Arctic', 'Void', 'Rapid', 'Blaze', 'Lunar', 'Titan', 'Echo'];
const GAMER_B = ['Wolves', 'Vipers', 'Knights', 'Legion', 'Dragons', 'Syndicate', 'Falcons', 'Raptors', 'Esports', 'Gaming', 'Squad', 'Clan', 'Collective', 'Five', 'Unit'];
const POLITICIANS = ['A. Walker', 'M. Chen', 'S. Alvarez', 'J. Novak', 'R. Okafor', 'L. Bergstrom', 'D. Haddad', 'E. Rossi', 'K. Tanaka', 'P. Moreau', 'T. Whitfield', 'C. Duarte'];

/** Deterministic player names (individual sports, scorers): `count` distinct names for a seed. */
export function personNames(rand: () => number, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(`${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]}`);
  return [...out];
}

/** `count` distinct team names for a championship. */
export function teamNames(sport: SportDef, cities: string[], rand: () => number, count: number): string[] {
  if (sport.individual) return personNames(rand, count);
  const out = new Set<string>();
  if (sport.isCyber && !CLUB_PATTERNS[sport.slug]) {
    while (out.size < count) out.add(`${GAMER_A[Math.floor(rand() * GAMER_A.length)]} ${GAMER_B[Math.floor(rand() * GAMER_B.length)]}`);
    return [...out];
  }
  const patterns = CLUB_PATTERNS[sport.slug] ?? CLUB_PATTERNS['football']!;
  let guard = 0;
  while (out.size < count && guard++ < 1000) {
    const city = cities[Math.floor(rand() * cities.length)]!;
    out.add(patterns[Math.floor(rand() * patterns.length)]!.replace('{c}', city));
  }
  return [...out];
}

export const POLITICS_CANDIDATES = POLITICIANS;

/** A team's squad for scorer markets: deterministic from its name. */
export function squadOf(team: string, rand: (seed: string) => () => number): string[] {
  return personNames(rand(`squad:${team}`), 11);
}
