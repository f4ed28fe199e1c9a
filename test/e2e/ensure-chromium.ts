/**
 * Playwright drives Debian's Chromium, never a downloaded browser (the brief). Installs it with apt when
 * it is missing, so `npm test` works on a fresh machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error('Chromium is still missing after apt-get install.');
    process.exit(1);
  }
}
console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
