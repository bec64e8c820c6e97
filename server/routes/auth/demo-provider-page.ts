import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../security.ts';

// The sign-in page of the demo OAuth provider (issue 11 #1). The server renders it, in the language the sign-in was
// started in; its few rules of style go in a <style> with a per-answer nonce, so the page needs no 'unsafe-inline'.

export type ProviderPageError = 'wrong_password' | 'password_short' | 'fields_missing' | 'wrong_code' | 'code_expired' | null;

interface Texts {
  title: (provider: string) => string; intro: string; email: string; password: string; name: string; newAccount: string;
  signedInAs: (email: string) => string; other: string; allow: string; cancel: string;
  wrong_password: string; password_short: string; fields_missing: string;
  verifyTitle: string; verifyText: (email: string) => string; code: string; confirm: string; skip: string; skipHint: string;
  wrong_code: string; code_expired: string;
  /** The e-mail with the confirmation code. */
  mail: (code: string) => string;
}

const TEXTS: Record<string, Texts> = {
  en: {
    title: (p) => `Sign in with ${p}`, intro: 'BetArena asks to use your name and e-mail address. This is the demo sign-in provider of this site.',
    email: 'E-mail', password: 'Password', name: 'Name', newAccount: 'No account at this provider yet? One is created with this e-mail and password.',
    signedInAs: (e) => `Signed in as ${e}`, other: 'Use another account', allow: 'Allow', cancel: 'Cancel',
    wrong_password: 'Wrong e-mail or password', password_short: 'The password must have at least 8 characters', fields_missing: 'Enter your e-mail and password',
    verifyTitle: 'Confirm your e-mail', verifyText: (e) => `We sent a code to ${e}. Enter it to confirm that this address is yours.`, code: 'Code', confirm: 'Confirm', skip: 'Continue without confirming',
    skipHint: 'Without a confirmed e-mail, sites get your address marked as not verified.', wrong_code: 'Wrong code', code_expired: 'The code has expired: we sent a new one',
    mail: (c) => `Demo sign-in provider: your e-mail confirmation code is ${c}. If you did not ask for it, ignore this message.`,
  },
  ru: {
    title: (p) => `Вход через ${p}`, intro: 'BetArena просит доступ к вашему имени и адресу e-mail. Это демонстрационный провайдер входа этого сайта.',
    email: 'E-mail', password: 'Пароль', name: 'Имя', newAccount: 'Ещё нет аккаунта у провайдера? Он будет создан с этим e-mail и паролем.',
    signedInAs: (e) => `Вы вошли как ${e}`, other: 'Войти в другой аккаунт', allow: 'Разрешить', cancel: 'Отмена',
    wrong_password: 'Неверный e-mail или пароль', password_short: 'Пароль должен содержать не менее 8 символов', fields_missing: 'Введите e-mail и пароль',
    verifyTitle: 'Подтвердите e-mail', verifyText: (e) => `Мы отправили код на ${e}. Введите его, чтобы подтвердить, что адрес ваш.`, code: 'Код', confirm: 'Подтвердить', skip: 'Продолжить без подтверждения',
    skipHint: 'Без подтверждённого e-mail сайты получат ваш адрес с пометкой «не подтверждён».', wrong_code: 'Неверный код', code_expired: 'Срок действия кода истёк: мы отправили новый',
    mail: (c) => `Демо-провайдер входа: ваш код подтверждения e-mail — ${c}. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
  },
  uk: {
    title: (p) => `Вхід через ${p}`, intro: 'BetArena просить доступ до вашого імені та адреси e-mail. Це демонстраційний провайдер входу цього сайту.',
    email: 'E-mail', password: 'Пароль', name: "Ім'я", newAccount: 'Ще немає акаунта в провайдера? Його буде створено з цим e-mail і паролем.',
    signedInAs: (e) => `Ви увійшли як ${e}`, other: 'Увійти в інший акаунт', allow: 'Дозволити', cancel: 'Скасувати',
    wrong_password: 'Неправильний e-mail або пароль', password_short: 'Пароль має містити щонайменше 8 символів', fields_missing: 'Введіть e-mail і пароль',
    verifyTitle: 'Підтвердьте e-mail', verifyText: (e) => `Ми надіслали код на ${e}. Введіть його, щоб підтвердити, що адреса ваша.`, code: 'Код', confirm: 'Підтвердити', skip: 'Продовжити без підтвердження',
    skipHint: 'Без підтвердженого e-mail сайти отримають вашу адресу з позначкою «не підтверджено».', wrong_code: 'Неправильний код', code_expired: 'Термін дії коду минув: ми надіслали новий',
    mail: (c) => `Демо-провайдер входу: ваш код підтвердження e-mail — ${c}. Якщо ви його не запитували, просто проігноруйте цей лист.`,
  },
  kk: {
    title: (p) => `${p} арқылы кіру`, intro: 'BetArena сіздің атыңыз бен e-mail мекенжайыңызды пайдалануды сұрайды. Бұл — сайттың демо кіру провайдері.',
    email: 'E-mail', password: 'Құпиясөз', name: 'Аты', newAccount: 'Провайдерде әлі аккаунт жоқ па? Ол осы e-mail мен құпиясөзбен жасалады.',
    signedInAs: (e) => `${e} ретінде кірдіңіз`, other: 'Басқа аккаунтпен кіру', allow: 'Рұқсат ету', cancel: 'Бас тарту',
    wrong_password: 'E-mail немесе құпиясөз қате', password_short: 'Құпиясөз кемінде 8 таңбадан тұруы керек', fields_missing: 'E-mail мен құпиясөзді енгізіңіз',
    verifyTitle: 'E-mail мекенжайын растаңыз', verifyText: (e) => `${e} мекенжайына код жібердік. Мекенжай сіздікі екенін растау үшін оны енгізіңіз.`, code: 'Код', confirm: 'Растау', skip: 'Растамай жалғастыру',
    skipHint: 'E-mail расталмаса, сайттар мекенжайыңызды «расталмаған» белгісімен алады.', wrong_code: 'Код қате', code_expired: 'Кодтың мерзімі өтті: жаңасын жібердік',
    mail: (c) => `Демо кіру провайдері: e-mail растау кодыңыз — ${c}. Егер оны сұрамаған болсаңыз, бұл хатты елемеңіз.`,
  },
  az: {
    title: (p) => `${p} ilə daxil olun`, intro: 'BetArena adınızdan və e-poçt ünvanınızdan istifadə etmək istəyir. Bu, saytın demo giriş provayderidir.',
    email: 'E-poçt', password: 'Şifrə', name: 'Ad', newAccount: 'Provayderdə hələ hesabınız yoxdur? Bu e-poçt və şifrə ilə yaradılacaq.',
    signedInAs: (e) => `${e} kimi daxil olmusunuz`, other: 'Başqa hesabla daxil olun', allow: 'İcazə ver', cancel: 'Ləğv et',
    wrong_password: 'E-poçt və ya şifrə yanlışdır', password_short: 'Şifrə ən azı 8 simvoldan ibarət olmalıdır', fields_missing: 'E-poçt və şifrəni daxil edin',
    verifyTitle: 'E-poçtunuzu təsdiqləyin', verifyText: (e) => `${e} ünvanına kod göndərdik. Ünvanın sizə məxsus olduğunu təsdiqləmək üçün onu daxil edin.`, code: 'Kod', confirm: 'Təsdiqlə', skip: 'Təsdiqləmədən davam et',
    skipHint: 'Təsdiqlənməmiş e-poçt ilə saytlar ünvanınızı «təsdiqlənməyib» qeydi ilə alır.', wrong_code: 'Kod yanlışdır', code_expired: 'Kodun müddəti bitib: yenisini göndərdik',
    mail: (c) => `Demo giriş provayderi: e-poçt təsdiq kodunuz ${c}. Onu siz istəməmisinizsə, bu məktuba məhəl qoymayın.`,
  },
  tr: {
    title: (p) => `${p} ile giriş yap`, intro: 'BetArena adınızı ve e-posta adresinizi kullanmak istiyor. Bu, sitenin demo giriş sağlayıcısıdır.',
    email: 'E-posta', password: 'Şifre', name: 'Ad', newAccount: 'Sağlayıcıda henüz hesabınız yok mu? Bu e-posta ve şifreyle oluşturulur.',
    signedInAs: (e) => `${e} olarak giriş yapıldı`, other: 'Başka bir hesap kullan', allow: 'İzin ver', cancel: 'İptal',
    wrong_password: 'E-posta veya şifre yanlış', password_short: 'Şifre en az 8 karakter olmalıdır', fields_missing: 'E-posta ve şifrenizi girin',
    verifyTitle: 'E-postanızı doğrulayın', verifyText: (e) => `${e} adresine bir kod gönderdik. Adresin size ait olduğunu doğrulamak için kodu girin.`, code: 'Kod', confirm: 'Doğrula', skip: 'Doğrulamadan devam et',
    skipHint: 'Doğrulanmamış bir e-postayla siteler adresinizi «doğrulanmadı» olarak alır.', wrong_code: 'Kod yanlış', code_expired: 'Kodun süresi doldu: yenisini gönderdik',
    mail: (c) => `Demo giriş sağlayıcısı: e-posta doğrulama kodunuz ${c}. Bunu siz istemediyseniz bu mesajı dikkate almayın.`,
  },
  es: {
    title: (p) => `Iniciar sesión con ${p}`, intro: 'BetArena solicita usar tu nombre y tu correo electrónico. Este es el proveedor de inicio de sesión de demostración del sitio.',
    email: 'Correo electrónico', password: 'Contraseña', name: 'Nombre', newAccount: '¿Aún no tienes cuenta en este proveedor? Se creará con este correo y contraseña.',
    signedInAs: (e) => `Sesión iniciada como ${e}`, other: 'Usar otra cuenta', allow: 'Permitir', cancel: 'Cancelar',
    wrong_password: 'Correo o contraseña incorrectos', password_short: 'La contraseña debe tener al menos 8 caracteres', fields_missing: 'Introduce tu correo y tu contraseña',
    verifyTitle: 'Confirma tu correo', verifyText: (e) => `Hemos enviado un código a ${e}. Introdúcelo para confirmar que la dirección es tuya.`, code: 'Código', confirm: 'Confirmar', skip: 'Continuar sin confirmar',
    skipHint: 'Sin un correo confirmado, los sitios reciben tu dirección marcada como no verificada.', wrong_code: 'Código incorrecto', code_expired: 'El código ha caducado: te hemos enviado uno nuevo',
    mail: (c) => `Proveedor de inicio de sesión de demostración: tu código de confirmación del correo es ${c}. Si no lo has pedido, ignora este mensaje.`,
  },
  pt: {
    title: (p) => `Entrar com ${p}`, intro: 'A BetArena pede para usar o seu nome e endereço de e-mail. Este é o fornecedor de início de sessão de demonstração do site.',
    email: 'E-mail', password: 'Palavra-passe', name: 'Nome', newAccount: 'Ainda não tem conta neste fornecedor? Será criada com este e-mail e palavra-passe.',
    signedInAs: (e) => `Sessão iniciada como ${e}`, other: 'Usar outra conta', allow: 'Permitir', cancel: 'Cancelar',
    wrong_password: 'E-mail ou palavra-passe incorretos', password_short: 'A palavra-passe deve ter pelo menos 8 caracteres', fields_missing: 'Introduza o e-mail e a palavra-passe',
    verifyTitle: 'Confirme o seu e-mail', verifyText: (e) => `Enviámos um código para ${e}. Introduza-o para confirmar que o endereço é seu.`, code: 'Código', confirm: 'Confirmar', skip: 'Continuar sem confirmar',
    skipHint: 'Sem um e-mail confirmado, os sites recebem o seu endereço marcado como não verificado.', wrong_code: 'Código incorreto', code_expired: 'O código expirou: enviámos um novo',
    mail: (c) => `Fornecedor de início de sessão de demonstração: o seu código de confirmação do e-mail é ${c}. Se não o pediu, ignore esta mensagem.`,
  },
};

/** The text of the provider's e-mail carrying the confirmation code, in the language of the sign-in. */
export const providerMail = (lang: string, code: string): string => (TEXTS[lang] ?? TEXTS['en']!).mail(code);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font:16px system-ui,sans-serif;background:#f4f6f8;color:#17202a;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:380px;width:100%}
h1{font-size:20px;margin:0 0 8px}p{color:#55606b;margin:0 0 20px}label{display:block;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c8d0d8;border-radius:8px;font:inherit}
.error{color:#b3261e;font-weight:600}.hint{font-size:13px;margin-top:12px}
.row{display:flex;gap:12px;margin-top:24px}button,a{flex:1;text-align:center;padding:10px;border-radius:8px;font:inherit;cursor:pointer;text-decoration:none}
button{background:#1a73e8;color:#fff;border:0}a{border:1px solid #c8d0d8;color:#17202a}
button.secondary{display:block;width:100%;margin-top:8px;background:none;color:#1a73e8;border:1px solid #c8d0d8}`;

export interface ProviderPage {
  lang: string;
  provider: string;
  state: string;
  /** The provider account this browser is signed in to, if any: then the page asks only to allow. */
  signedInAs: string | null;
  email?: string;
  /** The provider's own e-mail check: the page asks for the code it sent to this address (or to go on without). */
  verifyEmail?: string;
  error: ProviderPageError;
}

export function sendProviderPage(reply: FastifyReply, page: ProviderPage, status = 200): FastifyReply {
  const t = TEXTS[page.lang] ?? TEXTS['en']!;
  const name = page.provider[0]!.toUpperCase() + page.provider.slice(1);
  const nonce = crypto.randomBytes(16).toString('base64');
  const hidden = `<input type="hidden" name="provider" value="${escapeHtml(page.provider)}"><input type="hidden" name="state" value="${escapeHtml(page.state)}">`;
  const cancel = `<a href="/social-api/oauth/demo/cancel?state=${escapeHtml(page.state)}" data-testid="oauth-cancel">${escapeHtml(t.cancel)}</a>`;
  const error = page.error ? `<p class="error" role="alert" data-testid="oauth-error">${escapeHtml(t[page.error])}</p>` : '';
  const fields = page.signedInAs
    ? `<p data-testid="oauth-signed-in">${escapeHtml(t.signedInAs(page.signedInAs))}</p>`
    : `<label for="email">${escapeHtml(t.email)}</label><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(page.email ?? '')}" required maxlength="254">
<label for="password">${escapeHtml(t.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">
<label for="name">${escapeHtml(t.name)}</label><input id="name" name="name" autocomplete="name" maxlength="80">
<p class="hint">${escapeHtml(t.newAccount)}</p>`;
  const other = page.signedInAs
    ? `<p class="hint"><a href="/social-api/oauth/demo/consent?provider=${escapeHtml(page.provider)}&amp;state=${escapeHtml(page.state)}&amp;switch=1" data-testid="oauth-other">${escapeHtml(t.other)}</a></p>`
    : '';
  const main = page.verifyEmail
    ? `<h1>${escapeHtml(t.verifyTitle)}</h1><p>${escapeHtml(t.verifyText(page.verifyEmail))}</p>${error}
<form method="post" action="/social-api/oauth/demo/verify">${hidden}
<label for="code">${escapeHtml(t.code)}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6">
<div class="row">${cancel}<button type="submit" data-testid="oauth-verify">${escapeHtml(t.confirm)}</button></div>
</form>
<form method="post" action="/social-api/oauth/demo/verify">${hidden}<input type="hidden" name="skip" value="1">
<p class="hint">${escapeHtml(t.skipHint)}</p><button type="submit" class="secondary" data-testid="oauth-skip-verify">${escapeHtml(t.skip)}</button>
</form>`
    : `<h1>${escapeHtml(t.title(name))}</h1><p>${escapeHtml(t.intro)}</p>${error}
<form method="post" action="/social-api/oauth/demo/authorize">${hidden}${fields}
<div class="row">${cancel}<button type="submit" data-testid="oauth-allow">${escapeHtml(t.allow)}</button></div>
</form>${other}`;
  const html = `<!doctype html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(t.title(name))}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${main}</main></body></html>`;
  const csp = CONTENT_SECURITY_POLICY.replace(/style-src [^;]+/, `style-src 'self' 'nonce-${nonce}'`);
  return reply.code(status).header('cache-control', 'no-store').header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
}
