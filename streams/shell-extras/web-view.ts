// B30: the messaging-app web-view mode. Telegram, WhatsApp, Viber, Instagram and Facebook open links in their own
// built-in browsers, which name themselves in the user agent; there payments, social sign-in and installing the app
// often fail, so the site says so and offers the address to open in the real browser.

export const WEB_VIEW_APPS = ['telegram', 'whatsapp', 'viber', 'instagram', 'facebook'] as const;
export type WebViewApp = (typeof WEB_VIEW_APPS)[number];

const SIGNATURES: ReadonlyArray<readonly [WebViewApp, RegExp]> = [
  ['telegram', /\bTelegram(?:Bot|-Android|-iOS)?\b|\bTgWebView\b/i],
  ['whatsapp', /\bWhatsApp\b/i],
  ['viber', /\bViber\b/i],
  ['instagram', /\bInstagram\b/i],
  // FBAN/FBAV: the Facebook app on iOS; FB_IAB: its in-app browser on Android; FBIOS/FB4A: older builds.
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b/],
];

/** The messaging app whose built-in browser this user agent is, or null for an ordinary browser. */
export function webViewAppOf(userAgent: string): WebViewApp | null {
  return SIGNATURES.find(([, re]) => re.test(userAgent))?.[0] ?? null;
}
