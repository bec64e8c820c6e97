// Casino tournaments and promotions of the demo operator, in every site language.

type Texts = Record<string, string>;

/** The end of the current week (Monday 00:00 UTC next), when the weekly races close. */
function endOfWeek(): string {
  const now = new Date();
  const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday)).toISOString();
}

export const CASINO_PROMOTIONS: {
  tournaments: Array<{ id: string; name: Texts; prizePool: number; currency: string; kinds: string[]; endsAt: () => string }>;
  /** bonus: the content store's bonus the promotion offers (its terms and "take" on the promotion's page), if any. */
  promotions: Array<{ id: string; title: Texts; text: Texts; bonus: string | null }>;
} = {
  tournaments: [
    {
      id: 'weekly-slots-race', prizePool: 50_000_000, currency: 'RUB', kinds: ['slot'], endsAt: endOfWeek,
      name: { en: 'Weekly Slots Race', ru: 'Недельная гонка слотов', uk: 'Тижнева гонка слотів', kk: 'Апталық слот жарысы', az: 'Həftəlik slot yarışı', tr: 'Haftalık Slot Yarışı', es: 'Carrera semanal de tragaperras', pt: 'Corrida semanal de slots' },
    },
    {
      id: 'crash-masters', prizePool: 20_000_000, currency: 'RUB', kinds: ['crash'], endsAt: endOfWeek,
      name: { en: 'Crash Masters', ru: 'Мастера краша', uk: 'Майстри краша', kk: 'Краш шеберлері', az: 'Crash ustaları', tr: 'Crash Ustaları', es: 'Maestros del crash', pt: 'Mestres do crash' },
    },
    {
      // The live tables' bets count as rounds (tournament-scores.ts).
      id: 'live-tables-week', prizePool: 30_000_000, currency: 'RUB', kinds: ['roulette', 'baccarat'], endsAt: endOfWeek,
      name: { en: 'Live Tables Week', ru: 'Неделя живых столов', uk: 'Тиждень живих столів', kk: 'Тікелей үстелдер аптасы', az: 'Canlı masalar həftəsi', tr: 'Canlı Masalar Haftası', es: 'Semana de mesas en vivo', pt: 'Semana das mesas ao vivo' },
    },
  ],
  promotions: [
    {
      id: 'welcome-spins', bonus: 'slot_first_deposit',
      title: { en: 'Welcome spins', ru: 'Приветственные вращения', uk: 'Вітальні обертання', kk: 'Сәлемдесу айналымдары', az: 'Xoş gəldin fırlanmaları', tr: 'Hoş geldin çevirmeleri', es: 'Giros de bienvenida', pt: 'Rodadas de boas-vindas' },
      text: {
        en: 'Choose the casino bonus with your first deposit and play the week\'s featured slots with extra spins.',
        ru: 'Выберите казино-бонус при первом депозите и играйте в слоты недели с дополнительными вращениями.',
        uk: 'Оберіть казино-бонус під час першого депозиту та грайте у слоти тижня з додатковими обертаннями.',
        kk: 'Алғашқы депозитте казино бонусын таңдап, аптаның слоттарын қосымша айналымдармен ойнаңыз.',
        az: 'İlk depozitdə kazino bonusunu seçin və həftənin slotlarını əlavə fırlanmalarla oynayın.',
        tr: 'İlk yatırımınızda casino bonusunu seçin ve haftanın slotlarını ek çevirmelerle oynayın.',
        es: 'Elige el bono de casino con tu primer depósito y juega las tragaperras de la semana con giros extra.',
        pt: 'Escolha o bónus de casino no primeiro depósito e jogue as slots da semana com rodadas extra.',
      },
    },
    {
      id: 'cashback-weekend', bonus: null,
      title: { en: 'Weekend cashback', ru: 'Кешбэк выходного дня', uk: 'Кешбек вихідного дня', kk: 'Демалыс кешбэгі', az: 'Həftəsonu keşbeki', tr: 'Hafta sonu nakit iadesi', es: 'Reembolso de fin de semana', pt: 'Cashback de fim de semana' },
      text: {
        en: 'Part of the weekend\'s net casino losses comes back as cashback every Monday (see the office\'s cashback page).',
        ru: 'Часть чистого проигрыша в казино за выходные возвращается кешбэком каждый понедельник (страница кешбэка в кабинете).',
        uk: 'Частина чистого програшу в казино за вихідні повертається кешбеком щопонеділка (сторінка кешбеку в кабінеті).',
        kk: 'Демалыстағы казинодағы таза шығынның бір бөлігі әр дүйсенбі кешбэк болып қайтады (кабинеттегі кешбэк беті).',
        az: 'Həftəsonu kazinoda xalis itkinin bir hissəsi hər bazar ertəsi keşbek kimi qayıdır (kabinetdə keşbek səhifəsi).',
        tr: 'Hafta sonu casino net kaybınızın bir kısmı her pazartesi nakit iade olarak döner (hesabınızdaki iade sayfası).',
        es: 'Parte de las pérdidas netas del casino del fin de semana vuelve como reembolso cada lunes (página de reembolso de tu cuenta).',
        pt: 'Parte das perdas líquidas do casino no fim de semana volta como cashback todas as segundas (página de cashback da conta).',
      },
    },
  ],
};
