import { cashierTexts } from './texts.ts';
import { escapeHtml } from '../../web/html.ts';

// The demo cashier's confirmation page: plain HTML with one external script (/cashier/cashier.js) so it passes
// the site's strict CSP (script-src 'self', no inline script). The script sends the decision with
// X-Requested-With (the CSRF rule) and follows the return URL the cashier answers.

export interface CashierPageInput {
  token: string;
  lang: string;
  merchant: string;
  direction: 'deposit' | 'withdrawal';
  methodKind: 'card' | 'ewallet' | 'bank' | 'crypto';
  amountText: string;
  destination: string;
  providerRef: string;
  /** Card fields are asked for card deposits only. */
  askCard: boolean;
}

export function cashierPage(input: CashierPageInput): string {
  const t = cashierTexts(input.lang);
  const e = escapeHtml;
  const isDeposit = input.direction === 'deposit';
  const cardFields = input.askCard
    ? `<label>${e(t.cardNumber)}<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242"></label>
      <div class="row">
        <label>${e(t.cardExpiry)}<input name="cardExpiry" autocomplete="cc-exp" inputmode="numeric" required maxlength="7" placeholder="12/30"></label>
        <label>${e(t.cardCvc)}<input name="cardCvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"></label>
      </div>
      <p class="hint">${e(t.testCards)}</p>`
    : '';
  return `<!doctype html>
<html lang="${e(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(t.title)}</title>
<link rel="stylesheet" href="/cashier/cashier.css">
</head>
<body><main>
  <p class="brand">DemoPay</p>
  <h1>${e(isDeposit ? t.deposit : t.withdrawal)}</h1>
  <dl>
    <dt>${e(t.merchant)}</dt><dd>${e(input.merchant)}</dd>
    <dt>${e(t.method)}</dt><dd>${e(t.methods[input.methodKind])}</dd>
    ${input.destination ? `<dt>${e(t.to)}</dt><dd>${e(input.destination)}</dd>` : ''}
    <dt>№</dt><dd>${e(input.providerRef)}</dd>
    <dt>${e(t.amount)}</dt><dd class="amount" data-testid="cashier-amount">${e(input.amountText)}</dd>
  </dl>
  <noscript><p class="error">${e(t.noScript)}</p></noscript>
  <form id="cashier" data-token="${e(input.token)}" data-msg-card_invalid="${e(t.cardInvalid)}" data-msg-expiry_invalid="${e(t.expiryInvalid)}"
        data-msg-cvc_invalid="${e(t.cvcInvalid)}" data-msg-session_closed="${e(t.expired)}" data-msg-failed="${e(t.failed)}" novalidate>
    ${cardFields}
    <p class="error" role="alert" id="cashier-error"></p>
    <div class="actions">
      <button class="primary" type="submit" data-outcome="success">${e(isDeposit ? t.pay : t.payout)}</button>
      <button type="button" data-outcome="fail">${e(t.decline)}</button>
      <button type="button" data-outcome="pending">${e(t.pending)}</button>
      <button type="button" data-outcome="cancel">${e(t.cancel)}</button>
    </div>
  </form>
  <p class="secure">${e(t.secure)}</p>
</main>
<script src="/cashier/cashier.js"></script>
</body></html>
`;
}

export function cashierClosedPage(lang: string): string {
  const t = cashierTexts(lang);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/cashier/cashier.css">
</head><body><main><p><b>DemoPay</b></p><p>${escapeHtml(t.expired)}</p></main></body></html>
`;
}

/** The pages' styles: served as a file, as the site's CSP (style-src 'self') blocks a <style> element. */
export const CASHIER_STYLES = `  body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef2f6;color:#17202a}
  main{max-width:460px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 8px 28px rgb(0 0 0/12%);padding:28px}
  h1{font-size:20px;margin:0 0 4px}.brand{color:#3056d3;font-weight:700;letter-spacing:.02em}
  dl{display:grid;grid-template-columns:auto 1fr;align-items:baseline;gap:6px 16px;margin:18px 0;padding:14px;background:#f6f8fb;border-radius:8px}
  dt{color:#5b6b7c}dd{margin:0;font-weight:600}.amount{font-size:22px}
  label{display:block;margin:10px 0;font-size:13px;color:#3b4a5a}
  input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px 12px;font:inherit;border:1px solid #c5d0db;border-radius:6px}
  input:focus{outline:2px solid #3056d3;border-color:#3056d3}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  .hint{font-size:12px;color:#5b6b7c}.actions{display:grid;gap:8px;margin-top:16px}
  button{padding:11px 14px;font:inherit;font-weight:600;border-radius:6px;border:1px solid #c5d0db;background:#fff;cursor:pointer}
  button.primary{background:#3056d3;border-color:#3056d3;color:#fff}button:disabled{opacity:.6;cursor:progress}
  .error{color:#b42318;min-height:1.5em;margin:8px 0 0}.secure{font-size:12px;color:#5b6b7c;margin-top:18px}
`;

/** The page's script: served as a file so the CSP needs no exception. */
export const CASHIER_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('cashier');
  if (!form) return;
  var error = document.getElementById('cashier-error');
  var buttons = form.querySelectorAll('button[data-outcome]');
  function message(code) { return form.getAttribute('data-msg-' + code) || form.getAttribute('data-msg-failed'); }
  function value(name) { var el = form.elements.namedItem(name); return el ? String(el.value || '') : ''; }
  function decide(outcome) {
    error.textContent = '';
    buttons.forEach(function (b) { b.disabled = true; });
    fetch('/web-api/cashier/' + encodeURIComponent(form.getAttribute('data-token')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json', 'X-Requested-With': 'DemoPay' },
      body: JSON.stringify({ outcome: outcome, cardNumber: value('cardNumber'), cardExpiry: value('cardExpiry'), cardCvc: value('cardCvc') })
    }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    }).then(function (r) {
      if (r.ok && r.body && r.body.returnUrl) { window.location.assign(r.body.returnUrl); return; }
      var code = r.body && r.body.errors && r.body.errors[0] ? r.body.errors[0].code : 'failed';
      error.textContent = message(code);
      buttons.forEach(function (b) { b.disabled = false; });
    }).catch(function () {
      error.textContent = message('failed');
      buttons.forEach(function (b) { b.disabled = false; });
    });
  }
  // The expiry as card forms write it: the "/" comes by itself after the month ("1230" reads "12/30").
  var expiry = form.elements.namedItem('cardExpiry');
  if (expiry) expiry.addEventListener('input', function () {
    var digits = String(expiry.value).replace(/\\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  });
  form.addEventListener('submit', function (ev) { ev.preventDefault(); decide('success'); });
  buttons.forEach(function (b) {
    if (b.type !== 'submit') b.addEventListener('click', function () { decide(b.getAttribute('data-outcome')); });
  });
})();
`;
