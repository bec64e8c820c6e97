import * as v from 'valibot';
import { ApiError } from './errors.ts';
import { INT4_MAX } from '../streams/schemas/numbers.ts';

type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;

/** One readable line per valibot issue: "url: Invalid type: Expected string but received undefined". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/**
 * Parses request input with a valibot schema or throws a 400 ApiError listing every problem.
 * `what` names the input in the answer: 'body', 'query', 'params'.
 */
export function parseInput<S extends AnySchema>(schema: S, input: unknown, what: 'body' | 'query' | 'params'): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ApiError(400, `invalid_${what}`, `Invalid request ${what}`, describeIssues(result.issues));
}

/** A row id in a path: digits up to the largest serial (int4), so every stored id is reachable and none overflows. */
export const PathIdSchema = v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'id must be a positive integer'), v.transform(Number), v.maxValue(INT4_MAX, 'id out of range'));
