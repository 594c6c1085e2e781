/* global window, document -- the init script runs in the browser */

const BINDING = '__casinoPolicyViolation';

/**
 * What Chromium writes to the console when its Content Security Policy refuses something
 * (a script, an eval, an HTML string where Trusted Types are required, a policy name not
 * listed): also what no `securitypolicyviolation` event tells, such as a worker's refusal.
 */
const POLICY_CONSOLE_ERROR =
  /Content Security Policy|Trusted ?Types?|TrustedHTML|TrustedScript|Refused to (?:load|execute|evaluate|create|apply|connect)/i;

/**
 * Records the Content Security Policy violations of every page and frame of `context`:
 * each `securitypolicyviolation` event (the page, the directive, what it blocked and where)
 * and each console error of a refusal. The returned array grows as they happen; call
 * before a page opens.
 */
export async function watchPolicyViolations(context) {
  const violations = [];
  await context.exposeBinding(BINDING, ({ frame }, line) =>
    violations.push(`${frame.url()}: ${line}`),
  );
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window[binding](
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ` +
            `${event.sourceFile || '?'}:${event.lineNumber} ${event.sample}`.trim(),
        ),
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && POLICY_CONSOLE_ERROR.test(message.text()))
      violations.push(`${message.page()?.url() ?? '?'}: console: ${message.text()}`);
  });
  return violations;
}
