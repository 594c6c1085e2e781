import { BELOW_WIDTH_STEP, WIDTH_BREAKPOINTS } from './breakpoints';

const CONDITION = /\(\s*(?:(min|max)-)?width\s*(?::\s*([\d.]+)(\w*)|[<>=][^)]*)\)/g;
const AT_RULE = /@(?:media|container)\b([^{]*)\{/g;

/** Whether a `(min-width: …)` or `(max-width: …)` says "from N" or "below N" of a breakpoint. */
function isBreakpoint(bound: string | undefined, value: string | undefined, unit: string) {
  if (unit !== 'px' || value === undefined) return false;
  const width = Number(value);
  return WIDTH_BREAKPOINTS.some((breakpoint) =>
    bound === 'min'
      ? width === breakpoint
      : bound === 'max' && Math.abs(width - (breakpoint - BELOW_WIDTH_STEP)) < 1e-9,
  );
}

/**
 * The width conditions of a stylesheet's `@media` and `@container` rules that are not
 * SPEC §9's breakpoints in the one written form (README "Breakpoints"): `(min-width: Npx)`
 * from a breakpoint, `(max-width: N-0.02px)` below one. Other conditions (height,
 * reduced motion) are not widths and pass.
 */
export function widthQueryProblems(css: string): string[] {
  const problems: string[] = [];
  for (const [, prelude = ''] of css.matchAll(AT_RULE)) {
    for (const [condition, bound, value, unit = ''] of prelude.matchAll(CONDITION)) {
      if (!isBreakpoint(bound, value, unit)) problems.push(condition.replace(/\s+/g, ' '));
    }
  }
  return problems;
}
