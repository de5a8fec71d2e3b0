// Prints the plain closing line CI reads ("tests: N passed, N failed") as the very last output.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `tests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
    process.once('exit', () => process.stdout.write(`\n${line}`));
  }
}
module.exports = SummaryReporter;
