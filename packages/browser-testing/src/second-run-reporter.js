/**
 * A vitest reporter for the browser tests: counts the tests that passed only on their
 * second run (`retry`) and prints them at the end, in the line `second-run passes: n`
 * that the repository's test command (scripts/test.js) reads. A test that needs its
 * second run is a defect to find, not a pass to forget.
 */
export class SecondRunReporter {
  /** @type {string[]} */
  secondRun = [];

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state === 'passed' && (diagnostic?.retryCount ?? 0) > 0) {
      // What the first run failed on, where the runner kept it: the defect's first clue.
      const first = testCase.task.result?.errors?.[0]?.message?.split('\n')[0];
      this.secondRun.push(
        `${testCase.module.moduleId.split('/').pop()} > ${testCase.fullName}${first ? ` (first run: ${first})` : ''}`,
      );
    }
  }

  onTestRunEnd() {
    console.log(`\nsecond-run passes: ${this.secondRun.length}`);
    for (const name of this.secondRun) console.log(`  ${name}`);
  }
}
