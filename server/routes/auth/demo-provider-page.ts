import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../security.ts';

// The sign-in page of the demo OAuth provider (issue 11 #1). The server renders it, in the language the sign-in was
// started in; its few rules of style go in a <style> with a per-answer nonce, so the page needs no 'unsafe-inline'.

export type ProviderPageError = 'wrong_password' | 'password_short' | 'fields_missing' | null;

interface Texts {
  title: (provider: string) => string; intro: string; email: string; password: string; name: string; newAccount: string;
  signedInAs: (email: string) => string; other: string; allow: string; cancel: string;
  wrong_password: string; password_short: string; fields_missing: string;
}

const TEXTS: Record<string, Texts> = {
  en: {
    title: (p) => `Sign in with ${p}`, intro: 'BetArena asks to use your name and e-mail address. This is the demo sign-in provider of this site.',
    email: 'E-mail', password: 'Password', name: 'Name', newAccount: 'No account at this provider yet? One is created with this e-mail and password.',
    signedInAs: (e) => `Signed in as ${e}`, other: 'Use another account', allow: 'Allow', cancel: 'Cancel',
    wrong_password: 'Wrong e-mail or password', password_short: 'The password must have at least 8 characters', fields_missing: 'Enter your e-mail and password',
  },
  ru: {
    title: (p) => `Вход через ${p}`, intro: 'BetArena просит доступ к вашему имени и адресу e-mail. Это демонстрационный провайдер входа этого сайта.',
    email: 'E-mail', password: 'Пароль', name: 'Имя', newAccount: 'Ещё нет аккаунта у провайдера? Он будет создан с этим e-mail и паролем.',
    signedInAs: (e) => `Вы вошли как ${e}`, other: 'Войти в другой аккаунт', allow: 'Разрешить', cancel: 'Отмена',
    wrong_password: 'Неверный e-mail или пароль', password_short: 'Пароль должен содержать не менее 8 символов', fields_missing: 'Введите e-mail и пароль',
  },
  uk: {
    title: (p) => `Вхід через ${p}`, intro: 'BetArena просить доступ до вашого імені та адреси e-mail. Це демонстраційний провайдер входу цього сайту.',
    email: 'E-mail', password: 'Пароль', name: "Ім'я", newAccount: 'Ще немає акаунта в провайдера? Його буде створено з цим e-mail і паролем.',
    signedInAs: (e) => `Ви увійшли як ${e}`, other: 'Увійти в інший акаунт', allow: 'Дозволити', cancel: 'Скасувати',
    wrong_password: 'Неправильний e-mail або пароль', password_short: 'Пароль має містити щонайменше 8 символів', fields_missing: 'Введіть e-mail і пароль',
  },
  kk: {
    title: (p) => `${p} арқылы кіру`, intro: 'BetArena сіздің атыңыз бен e-mail мекенжайыңызды пайдалануды сұрайды. Бұл — сайттың демо кіру провайдері.',
    email: 'E-mail', password: 'Құпиясөз', name: 'Аты', newAccount: 'Провайдерде әлі аккаунт жоқ па? Ол осы e-mail мен құпиясөзбен жасалады.',
    signedInAs: (e) => `${e} ретінде кірдіңіз`, other: 'Басқа аккаунтпен кіру', allow: 'Рұқсат ету', cancel: 'Бас тарту',
    wrong_password: 'E-mail немесе құпиясөз қате', password_short: 'Құпиясөз кемінде 8 таңбадан тұруы керек', fields_missing: 'E-mail мен құпиясөзді енгізіңіз',
  },
  az: {
    title: (p) => `${p} ilə daxil olun`, intro: 'BetArena adınızdan və e-poçt ünvanınızdan istifadə etmək istəyir. Bu, saytın demo giriş provayderidir.',
    email: 'E-poçt', password: 'Şifrə', name: 'Ad', newAccount: 'Provayderdə hələ hesabınız yoxdur? Bu e-poçt və şifrə ilə yaradılacaq.',
    signedInAs: (e) => `${e} kimi daxil olmusunuz`, other: 'Başqa hesabla daxil olun', allow: 'İcazə ver', cancel: 'Ləğv et',
    wrong_password: 'E-poçt və ya şifrə yanlışdır', password_short: 'Şifrə ən azı 8 simvoldan ibarət olmalıdır', fields_missing: 'E-poçt və şifrəni daxil edin',
  },
  tr: {
    title: (p) => `${p} ile giriş yap`, intro: 'BetArena adınızı ve e-posta adresinizi kullanmak istiyor. Bu, sitenin demo giriş sağlayıcısıdır.',
    email: 'E-posta', password: 'Şifre', name: 'Ad', newAccount: 'Sağlayıcıda henüz hesabınız yok mu? Bu e-posta ve şifreyle oluşturulur.',
    signedInAs: (e) => `${e} olarak giriş yapıldı`, other: 'Başka bir hesap kullan', allow: 'İzin ver', cancel: 'İptal',
    wrong_password: 'E-posta veya şifre yanlış', password_short: 'Şifre en az 8 karakter olmalıdır', fields_missing: 'E-posta ve şifrenizi girin',
  },
  es: {
    title: (p) => `Iniciar sesión con ${p}`, intro: 'BetArena solicita usar tu nombre y tu correo electrónico. Este es el proveedor de inicio de sesión de demostración del sitio.',
    email: 'Correo electrónico', password: 'Contraseña', name: 'Nombre', newAccount: '¿Aún no tienes cuenta en este proveedor? Se creará con este correo y contraseña.',
    signedInAs: (e) => `Sesión iniciada como ${e}`, other: 'Usar otra cuenta', allow: 'Permitir', cancel: 'Cancelar',
    wrong_password: 'Correo o contraseña incorrectos', password_short: 'La contraseña debe tener al menos 8 caracteres', fields_missing: 'Introduce tu correo y tu contraseña',
  },
  pt: {
    title: (p) => `Entrar com ${p}`, intro: 'A BetArena pede para usar o seu nome e endereço de e-mail. Este é o fornecedor de início de sessão de demonstração do site.',
    email: 'E-mail', password: 'Palavra-passe', name: 'Nome', newAccount: 'Ainda não tem conta neste fornecedor? Será criada com este e-mail e palavra-passe.',
    signedInAs: (e) => `Sessão iniciada como ${e}`, other: 'Usar outra conta', allow: 'Permitir', cancel: 'Cancelar',
    wrong_password: 'E-mail ou palavra-passe incorretos', password_short: 'A palavra-passe deve ter pelo menos 8 caracteres', fields_missing: 'Introduza o e-mail e a palavra-passe',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font:16px system-ui,sans-serif;background:#f4f6f8;color:#17202a;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:380px;width:100%}
h1{font-size:20px;margin:0 0 8px}p{color:#55606b;margin:0 0 20px}label{display:block;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c8d0d8;border-radius:8px;font:inherit}
.error{color:#b3261e;font-weight:600}.hint{font-size:13px;margin-top:12px}
.row{display:flex;gap:12px;margin-top:24px}button,a{flex:1;text-align:center;padding:10px;border-radius:8px;font:inherit;cursor:pointer;text-decoration:none}
button{background:#1a73e8;color:#fff;border:0}a{border:1px solid #c8d0d8;color:#17202a}`;

export interface ProviderPage {
  lang: string;
  provider: string;
  state: string;
  /** The provider account this browser is signed in to, if any: then the page asks only to allow. */
  signedInAs: string | null;
  email?: string;
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
  const html = `<!doctype html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(t.title(name))}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><h1>${escapeHtml(t.title(name))}</h1><p>${escapeHtml(t.intro)}</p>${error}
<form method="post" action="/social-api/oauth/demo/authorize">${hidden}${fields}
<div class="row">${cancel}<button type="submit" data-testid="oauth-allow">${escapeHtml(t.allow)}</button></div>
</form>${other}</main></body></html>`;
  const csp = CONTENT_SECURITY_POLICY.replace(/style-src [^;]+/, `style-src 'self' 'nonce-${nonce}'`);
  return reply.code(status).header('cache-control', 'no-store').header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
}
