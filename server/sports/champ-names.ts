// Championship names in the site's languages. The catalog names championships in English; the generic ones
// ("Premier League", "First Division", "Cup") are translated here, so a Russian page reads "Англия · Премьер-лига".
// Proper names (ATP Melbourne, UFC, EuroLeague, The International, Masters, LEC ...) stay as they are everywhere,
// as leading sites show them.

type Lang = 'ru' | 'uk' | 'kk' | 'az' | 'tr' | 'es' | 'pt';
type Names = Record<Lang, string>;

const n = (ru: string, uk: string, kk: string, az: string, tr: string, es: string, pt: string): Names => ({ ru, uk, kk, az, tr, es, pt });

export const CHAMP_NAMES: Readonly<Record<string, Names>> = {
  'Champions League': n('Лига чемпионов', 'Ліга чемпіонів', 'Чемпиондар лигасы', 'Çempionlar Liqası', 'Şampiyonlar Ligi', 'Liga de Campeones', 'Liga dos Campeões'),
  'Europa League': n('Лига Европы', 'Ліга Європи', 'Еуропа лигасы', 'Avropa Liqası', 'Avrupa Ligi', 'Liga Europa', 'Liga Europa'),
  'Conference League': n('Лига конференций', 'Ліга конференцій', 'Конференциялар лигасы', 'Konfrans Liqası', 'Konferans Ligi', 'Liga Conferencia', 'Liga Conferência'),
  'World Cup Qualification': n('Отбор к чемпионату мира', 'Кваліфікація чемпіонату світу', 'Әлем чемпионатының іріктеуі', 'Dünya Çempionatının seçmə mərhələsi', 'Dünya Kupası Elemeleri', 'Clasificación para el Mundial', 'Eliminatórias da Copa do Mundo'),
  'Club Friendlies': n('Клубные товарищеские матчи', 'Клубні товариські матчі', 'Клубтық жолдастық матчтар', 'Klub yoldaşlıq oyunları', 'Kulüp Hazırlık Maçları', 'Amistosos de clubes', 'Amistosos de clubes'),
  'Premier League': n('Премьер-лига', "Прем'єр-ліга", 'Премьер-лига', 'Premyer Liqa', 'Premier Lig', 'Liga Premier', 'Liga Premier'),
  'First Division': n('Первый дивизион', 'Перший дивізіон', 'Бірінші дивизион', 'Birinci Divizion', 'Birinci Divizyon', 'Primera División', 'Primeira Divisão'),
  'Division Two': n('Второй дивизион', 'Другий дивізіон', 'Екінші дивизион', 'İkinci Divizion', 'İkinci Divizyon', 'Segunda División', 'Segunda Divisão'),
  'First League': n('Первая лига', 'Перша ліга', 'Бірінші лига', 'Birinci Liqa', 'Birinci Lig', 'Primera Liga', 'Primeira Liga'),
  'Second League': n('Вторая лига', 'Друга ліга', 'Екінші лига', 'İkinci Liqa', 'İkinci Lig', 'Segunda Liga', 'Segunda Liga'),
  Cup: n('Кубок', 'Кубок', 'Кубок', 'Kubok', 'Kupa', 'Copa', 'Copa'),
  'World Championship': n('Чемпионат мира', 'Чемпіонат світу', 'Әлем чемпионаты', 'Dünya Çempionatı', 'Dünya Şampiyonası', 'Campeonato del Mundo', 'Campeonato Mundial'),
  'Hockey League': n('Хоккейная лига', 'Хокейна ліга', 'Хоккей лигасы', 'Xokkey Liqası', 'Hokey Ligi', 'Liga de Hockey', 'Liga de Hóquei'),
  'Basketball League': n('Баскетбольная лига', 'Баскетбольна ліга', 'Баскетбол лигасы', 'Basketbol Liqası', 'Basketbol Ligi', 'Liga de Baloncesto', 'Liga de Basquete'),
  Superliga: n('Суперлига', 'Суперліга', 'Суперлига', 'Superliqa', 'Süper Lig', 'Superliga', 'Superliga'),
  'Super League': n('Суперлига', 'Суперліга', 'Суперлига', 'Superliqa', 'Süper Lig', 'Superliga', 'Superliga'),
  'Handball League': n('Гандбольная лига', 'Гандбольна ліга', 'Гандбол лигасы', 'Həndbol Liqası', 'Hentbol Ligi', 'Liga de Balonmano', 'Liga de Handebol'),
  'Major League': n('Главная лига', 'Головна ліга', 'Басты лига', 'Böyük Liqa', 'Büyük Lig', 'Liga Mayor', 'Liga Principal'),
  'National League': n('Национальная лига', 'Національна ліга', 'Ұлттық лига', 'Milli Liqa', 'Ulusal Lig', 'Liga Nacional', 'Liga Nacional'),
  'College League': n('Студенческая лига', 'Студентська ліга', 'Студенттер лигасы', 'Tələbə Liqası', 'Üniversite Ligi', 'Liga Universitaria', 'Liga Universitária'),
  'European League': n('Европейская лига', 'Європейська ліга', 'Еуропалық лига', 'Avropa Liqası', 'Avrupa Ligi', 'Liga Europea', 'Liga Europeia'),
  'Europe League': n('Европейская лига', 'Європейська ліга', 'Еуропалық лига', 'Avropa Liqası', 'Avrupa Ligi', 'Liga Europea', 'Liga Europeia'),
  'Rugby Championship': n('Чемпионат по регби', 'Чемпіонат з регбі', 'Регби чемпионаты', 'Reqbi Çempionatı', 'Rugby Şampiyonası', 'Campeonato de Rugby', 'Campeonato de Rugby'),
  'Six Nations': n('Кубок шести наций', 'Кубок шести націй', 'Алты ұлт кубогы', 'Altı Millət Kuboku', 'Altı Ulus', 'Seis Naciones', 'Seis Nações'),
  'Futsal League': n('Лига по футзалу', 'Ліга з футзалу', 'Футзал лигасы', 'Futzal Liqası', 'Futsal Ligi', 'Liga de Fútbol Sala', 'Liga de Futsal'),
  'Water Polo League': n('Лига по водному поло', 'Ліга з водного поло', 'Су добы лигасы', 'Su Polosu Liqası', 'Sutopu Ligi', 'Liga de Waterpolo', 'Liga de Polo Aquático'),
  'UK Championship': n('Чемпионат Великобритании', 'Чемпіонат Великої Британії', 'Ұлыбритания чемпионаты', 'Böyük Britaniya Çempionatı', 'Birleşik Krallık Şampiyonası', 'Campeonato del Reino Unido', 'Campeonato do Reino Unido'),
  'County Championship': n('Чемпионат графств', 'Чемпіонат графств', 'Графтықтар чемпионаты', 'Qraflıqlar Çempionatı', 'Kontluklar Şampiyonası', 'Campeonato de Condados', 'Campeonato dos Condados'),
  Undercard: n('Андеркард', 'Андеркард', 'Андеркард', 'Əlavə döyüşlər', 'Ön Kart', 'Cartelera preliminar', 'Card preliminar'),
  'Presidential Election': n('Президентские выборы', 'Президентські вибори', 'Президент сайлауы', 'Prezident seçkiləri', 'Cumhurbaşkanlığı Seçimi', 'Elecciones presidenciales', 'Eleição presidencial'),
  'World Leaders': n('Мировые лидеры', 'Світові лідери', 'Әлем көшбасшылары', 'Dünya liderləri', 'Dünya Liderleri', 'Líderes mundiales', 'Líderes mundiais'),
  'Marble League': n('Марбл-лига', 'Марбл-ліга', 'Марбл лигасы', 'Marble Liqası', 'Marble Ligi', 'Liga Marble', 'Liga Marble'),
  'Marble Cup': n('Марбл-кубок', 'Марбл-кубок', 'Марбл кубогы', 'Marble Kuboku', 'Marble Kupası', 'Copa Marble', 'Copa Marble'),
  'Virtual Premier League': n('Виртуальная премьер-лига', "Віртуальна прем'єр-ліга", 'Виртуалды премьер-лига', 'Virtual Premyer Liqa', 'Sanal Premier Lig', 'Liga Premier Virtual', 'Liga Premier Virtual'),
  'Virtual Champions Cup': n('Виртуальный кубок чемпионов', 'Віртуальний кубок чемпіонів', 'Виртуалды чемпиондар кубогы', 'Virtual Çempionlar Kuboku', 'Sanal Şampiyonlar Kupası', 'Copa de Campeones Virtual', 'Copa dos Campeões Virtual'),
  'Virtual NBA': n('Виртуальная НБА', 'Віртуальна НБА', 'Виртуалды НБА', 'Virtual NBA', 'Sanal NBA', 'NBA Virtual', 'NBA Virtual'),
  'Virtual NHL': n('Виртуальная НХЛ', 'Віртуальна НХЛ', 'Виртуалды НХЛ', 'Virtual NHL', 'Sanal NHL', 'NHL Virtual', 'NHL Virtual'),
  'Open Qualifier': n('Открытая квалификация', 'Відкрита кваліфікація', 'Ашық іріктеу', 'Açıq seçmə', 'Açık Eleme', 'Clasificatorio abierto', 'Qualificatória aberta'),
  'Global Finals': n('Глобальный финал', 'Глобальний фінал', 'Жаһандық финал', 'Qlobal final', 'Küresel Finaller', 'Finales globales', 'Finais globais'),
};

/** A championship's name in `lang`: its translation when it has one, else the catalog's (English or proper) name. */
export function champName(name: string, lang: string): string {
  return CHAMP_NAMES[name]?.[lang as Lang] ?? name;
}
