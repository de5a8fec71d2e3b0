#!/usr/bin/env node
// The Node that npm scripts run on: npm puts node_modules/.bin first in PATH, and the devDependency `node` links
// Node 24 there, so `npm run …` uses it whatever the machine's own Node is. Run directly, prints that line.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REQUIRED_NODE_MAJOR = 24;

/** The project's Node 24 (from npm), if installed. */
export const PROJECT_NODE = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'node');

export function isRequiredNode() {
  return Number(process.versions.node.split('.')[0]) >= REQUIRED_NODE_MAJOR;
}

/** "node v24.x.y", with a warning when this is an older Node (no npm install yet, or run outside npm). */
export function printNodeVersion() {
  console.log(`node ${process.version}`);
  if (!isRequiredNode()) {
    const hint = existsSync(PROJECT_NODE) ? `run it through npm or ${PROJECT_NODE}` : 'run npm install';
    console.warn(`warning: this project needs Node ${REQUIRED_NODE_MAJOR} or later: ${hint}`);
  }
}

if (process.argv[1] === import.meta.filename) printNodeVersion();
