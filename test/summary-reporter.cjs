// Prints, after the run, the slowest test files and each project's summed file time (what to make faster when CI
// grows), then the plain closing line CI reads ("tests: N passed, N failed") as the very last output.
const path = require('node:path');

const SLOWEST_SHOWN = 15;

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults.map((file) => ({
      name: path.relative(process.cwd(), file.testFilePath),
      project: file.displayName?.name ?? '',
      seconds: (file.perfStats.end - file.perfStats.start) / 1000,
    }));
    const byProject = new Map();
    for (const file of files) byProject.set(file.project, (byProject.get(file.project) ?? 0) + file.seconds);
    const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
    const lines = ['', 'slowest test files:'];
    for (const file of slowest) lines.push(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
    for (const [project, seconds] of byProject) {
      lines.push(`summed file time ${project || '(no project)'}: ${seconds.toFixed(0)} s`);
    }
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    lines.push('', `tests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    process.once('exit', () => process.stdout.write(`${lines.join('\n')}\n`));
  }
}
module.exports = SummaryReporter;
