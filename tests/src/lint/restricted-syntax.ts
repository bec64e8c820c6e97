import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The house's syntax rules (eslint.config.js no-restricted-syntax) that `code` breaks, as if it were at `file`. */
export async function restrictedSyntax(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}
