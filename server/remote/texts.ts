import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../env.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '../../streams/schemas/site-config.ts';
import { escapeHtml } from '../web/html.ts';

// The remote apps' texts are the `remote` namespace of the site's translations (src/i18n/locales/{lang}/remote.json,
// key `app.*`): one reviewed file per language, checked for every language by the locales test like the shell's own.

type Tree = { [key: string]: string | Tree };
const LOCALES = path.join(REPO_ROOT, 'src/i18n/locales');

function load(lang: SiteLanguage): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'remote.json'), 'utf8')) as Tree;
}
const TREES = new Map<SiteLanguage, Tree>(SITE_LANGUAGES.map((lang) => [lang, load(lang)]));

function lookup(tree: Tree | undefined, key: string): string | null {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/** The text of `key` in `lang` (else English), HTML-escaped, `{{name}}` filled from `values` (escaped too). */
export function textOf(lang: SiteLanguage, key: string, values: Record<string, string | number> = {}): string {
  const raw = lookup(TREES.get(lang), key) ?? lookup(TREES.get('en'), key) ?? key;
  return escapeHtml(raw).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => escapeHtml(String(values[name] ?? '')));
}
