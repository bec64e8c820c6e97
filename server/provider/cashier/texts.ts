// The demo cashier's own words, in the site's eight languages. The cashier is a separate provider's page (it does
// not load the app or its i18n); it speaks the language the operator opened it with.

export interface CashierTexts {
  title: string;
  merchant: string;
  deposit: string;
  withdrawal: string;
  method: string;
  to: string;
  amount: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  testCards: string;
  pay: string;
  payout: string;
  decline: string;
  pending: string;
  cancel: string;
  secure: string;
  noScript: string;
  cardInvalid: string;
  expiryInvalid: string;
  cvcInvalid: string;
  expired: string;
  failed: string;
  methods: Record<'card' | 'ewallet' | 'bank' | 'crypto', string>;
}

export const CASHIER_TEXTS: Record<string, CashierTexts> = {
  en: {
    title: 'DemoPay — secure payment', merchant: 'Merchant', deposit: 'Deposit', withdrawal: 'Payout', method: 'Method', to: 'To', amount: 'Amount',
    cardNumber: 'Card number', cardExpiry: 'Expiry (MM/YY)', cardCvc: 'CVC',
    testCards: 'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined by the bank.',
    pay: 'Pay', payout: 'Confirm payout', decline: 'Decline (test)', pending: 'Leave pending (test)', cancel: 'Cancel and return',
    secure: 'This is a demo cashier: no real money moves.', noScript: 'Turn on JavaScript to finish the payment.',
    cardInvalid: 'The card number is not valid.', expiryInvalid: 'The expiry date is not valid or has passed.', cvcInvalid: 'The CVC has 3 or 4 digits.',
    expired: 'This payment page has expired or was already used.', failed: 'The payment could not be sent. Try again.',
    methods: { card: 'Bank card', ewallet: 'E-wallet', bank: 'Bank transfer', crypto: 'Cryptocurrency' },
  },
  ru: {
    title: 'DemoPay — безопасная оплата', merchant: 'Получатель', deposit: 'Пополнение', withdrawal: 'Выплата', method: 'Способ', to: 'Куда', amount: 'Сумма',
    cardNumber: 'Номер карты', cardExpiry: 'Срок (ММ/ГГ)', cardCvc: 'CVC',
    testCards: 'Тестовые карты: 4242 4242 4242 4242 — оплата пройдёт, 4000 0000 0000 0002 — банк отклонит.',
    pay: 'Оплатить', payout: 'Подтвердить выплату', decline: 'Отклонить (тест)', pending: 'Оставить в обработке (тест)', cancel: 'Отменить и вернуться',
    secure: 'Это демонстрационная касса: реальные деньги не списываются.', noScript: 'Включите JavaScript, чтобы завершить платёж.',
    cardInvalid: 'Неверный номер карты.', expiryInvalid: 'Срок действия указан неверно или истёк.', cvcInvalid: 'CVC состоит из 3 или 4 цифр.',
    expired: 'Страница оплаты устарела или уже использована.', failed: 'Не удалось отправить платёж. Попробуйте ещё раз.',
    methods: { card: 'Банковская карта', ewallet: 'Электронный кошелёк', bank: 'Банковский перевод', crypto: 'Криптовалюта' },
  },
  uk: {
    title: 'DemoPay — безпечна оплата', merchant: 'Отримувач', deposit: 'Поповнення', withdrawal: 'Виплата', method: 'Спосіб', to: 'Куди', amount: 'Сума',
    cardNumber: 'Номер картки', cardExpiry: 'Термін (ММ/РР)', cardCvc: 'CVC',
    testCards: 'Тестові картки: 4242 4242 4242 4242 — оплату буде проведено, 4000 0000 0000 0002 — банк відхилить.',
    pay: 'Сплатити', payout: 'Підтвердити виплату', decline: 'Відхилити (тест)', pending: 'Залишити в обробці (тест)', cancel: 'Скасувати й повернутися',
    secure: 'Це демонстраційна каса: справжні гроші не списуються.', noScript: 'Увімкніть JavaScript, щоб завершити платіж.',
    cardInvalid: 'Неправильний номер картки.', expiryInvalid: 'Термін дії вказано неправильно або він минув.', cvcInvalid: 'CVC має 3 або 4 цифри.',
    expired: 'Сторінка оплати застаріла або вже використана.', failed: 'Не вдалося надіслати платіж. Спробуйте ще раз.',
    methods: { card: 'Банківська картка', ewallet: 'Електронний гаманець', bank: 'Банківський переказ', crypto: 'Криптовалюта' },
  },
  kk: {
    title: 'DemoPay — қауіпсіз төлем', merchant: 'Алушы', deposit: 'Толықтыру', withdrawal: 'Төлем шығару', method: 'Тәсіл', to: 'Қайда', amount: 'Сома',
    cardNumber: 'Карта нөмірі', cardExpiry: 'Мерзімі (АА/ЖЖ)', cardCvc: 'CVC',
    testCards: 'Сынақ карталары: 4242 4242 4242 4242 — төлем өтеді, 4000 0000 0000 0002 — банк қабылдамайды.',
    pay: 'Төлеу', payout: 'Шығаруды растау', decline: 'Қабылдамау (сынақ)', pending: 'Өңдеуде қалдыру (сынақ)', cancel: 'Бас тарту және оралу',
    secure: 'Бұл демо-касса: нақты ақша шешілмейді.', noScript: 'Төлемді аяқтау үшін JavaScript қосыңыз.',
    cardInvalid: 'Карта нөмірі дұрыс емес.', expiryInvalid: 'Жарамдылық мерзімі дұрыс емес немесе өтіп кеткен.', cvcInvalid: 'CVC 3 немесе 4 цифрдан тұрады.',
    expired: 'Төлем беті ескірген немесе бұрын пайдаланылған.', failed: 'Төлемді жіберу мүмкін болмады. Қайталап көріңіз.',
    methods: { card: 'Банк картасы', ewallet: 'Электрондық әмиян', bank: 'Банк аударымы', crypto: 'Криптовалюта' },
  },
  az: {
    title: 'DemoPay — təhlükəsiz ödəniş', merchant: 'Alıcı', deposit: 'Depozit', withdrawal: 'Ödəniş', method: 'Üsul', to: 'Hara', amount: 'Məbləğ',
    cardNumber: 'Kart nömrəsi', cardExpiry: 'Müddət (AA/İİ)', cardCvc: 'CVC',
    testCards: 'Test kartları: 4242 4242 4242 4242 — ödəniş keçəcək, 4000 0000 0000 0002 — bank rədd edəcək.',
    pay: 'Ödə', payout: 'Ödənişi təsdiqlə', decline: 'Rədd et (test)', pending: 'Emalda saxla (test)', cancel: 'Ləğv et və qayıt',
    secure: 'Bu demo kassadır: real pul silinmir.', noScript: 'Ödənişi tamamlamaq üçün JavaScript-i yandırın.',
    cardInvalid: 'Kart nömrəsi yanlışdır.', expiryInvalid: 'Etibarlılıq müddəti yanlışdır və ya bitib.', cvcInvalid: 'CVC 3 və ya 4 rəqəmdən ibarətdir.',
    expired: 'Ödəniş səhifəsinin vaxtı bitib və ya artıq istifadə olunub.', failed: 'Ödənişi göndərmək alınmadı. Yenidən cəhd edin.',
    methods: { card: 'Bank kartı', ewallet: 'Elektron pul kisəsi', bank: 'Bank köçürməsi', crypto: 'Kriptovalyuta' },
  },
  tr: {
    title: 'DemoPay — güvenli ödeme', merchant: 'Alıcı', deposit: 'Para yatırma', withdrawal: 'Ödeme', method: 'Yöntem', to: 'Hedef', amount: 'Tutar',
    cardNumber: 'Kart numarası', cardExpiry: 'Son kullanma (AA/YY)', cardCvc: 'CVC',
    testCards: 'Test kartları: 4242 4242 4242 4242 onaylanır, 4000 0000 0000 0002 banka tarafından reddedilir.',
    pay: 'Öde', payout: 'Ödemeyi onayla', decline: 'Reddet (test)', pending: 'Beklemede bırak (test)', cancel: 'İptal et ve dön',
    secure: 'Bu bir demo kasadır: gerçek para hareket etmez.', noScript: 'Ödemeyi tamamlamak için JavaScript’i açın.',
    cardInvalid: 'Kart numarası geçersiz.', expiryInvalid: 'Son kullanma tarihi geçersiz veya geçmiş.', cvcInvalid: 'CVC 3 veya 4 hanelidir.',
    expired: 'Bu ödeme sayfasının süresi doldu veya zaten kullanıldı.', failed: 'Ödeme gönderilemedi. Yeniden deneyin.',
    methods: { card: 'Banka kartı', ewallet: 'E-cüzdan', bank: 'Banka havalesi', crypto: 'Kripto para' },
  },
  es: {
    title: 'DemoPay — pago seguro', merchant: 'Comercio', deposit: 'Depósito', withdrawal: 'Retiro', method: 'Método', to: 'Destino', amount: 'Importe',
    cardNumber: 'Número de tarjeta', cardExpiry: 'Caducidad (MM/AA)', cardCvc: 'CVC',
    testCards: 'Tarjetas de prueba: 4242 4242 4242 4242 se aprueba, 4000 0000 0000 0002 la rechaza el banco.',
    pay: 'Pagar', payout: 'Confirmar retiro', decline: 'Rechazar (prueba)', pending: 'Dejar pendiente (prueba)', cancel: 'Cancelar y volver',
    secure: 'Es una caja de demostración: no se mueve dinero real.', noScript: 'Active JavaScript para terminar el pago.',
    cardInvalid: 'El número de tarjeta no es válido.', expiryInvalid: 'La fecha de caducidad no es válida o ya pasó.', cvcInvalid: 'El CVC tiene 3 o 4 dígitos.',
    expired: 'Esta página de pago caducó o ya se usó.', failed: 'No se pudo enviar el pago. Inténtelo de nuevo.',
    methods: { card: 'Tarjeta bancaria', ewallet: 'Monedero electrónico', bank: 'Transferencia bancaria', crypto: 'Criptomoneda' },
  },
  pt: {
    title: 'DemoPay — pagamento seguro', merchant: 'Comerciante', deposit: 'Depósito', withdrawal: 'Saque', method: 'Método', to: 'Destino', amount: 'Valor',
    cardNumber: 'Número do cartão', cardExpiry: 'Validade (MM/AA)', cardCvc: 'CVC',
    testCards: 'Cartões de teste: 4242 4242 4242 4242 é aprovado, 4000 0000 0000 0002 é recusado pelo banco.',
    pay: 'Pagar', payout: 'Confirmar saque', decline: 'Recusar (teste)', pending: 'Deixar pendente (teste)', cancel: 'Cancelar e voltar',
    secure: 'Este é um caixa de demonstração: nenhum dinheiro real é movimentado.', noScript: 'Ative o JavaScript para concluir o pagamento.',
    cardInvalid: 'O número do cartão não é válido.', expiryInvalid: 'A validade não é válida ou já passou.', cvcInvalid: 'O CVC tem 3 ou 4 dígitos.',
    expired: 'Esta página de pagamento expirou ou já foi usada.', failed: 'Não foi possível enviar o pagamento. Tente novamente.',
    methods: { card: 'Cartão bancário', ewallet: 'Carteira digital', bank: 'Transferência bancária', crypto: 'Criptomoeda' },
  },
};

export function cashierTexts(lang: string): CashierTexts {
  return CASHIER_TEXTS[lang] ?? CASHIER_TEXTS.en!;
}
