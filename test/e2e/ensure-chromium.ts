/**
 * Playwright drives Debian's Chromium, never a downloaded browser (the brief): its headless shell (package
 * chromium-headless-shell, the same Chromium build without the desktop browser around it), which renders a
 * test's pages with half the CPU of the full browser in headless mode (decision 102). Installs it with apt when
 * it is missing, so `npm test` works on a fresh machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's ${PACKAGE} package…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', PACKAGE]);
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error('Chromium is still missing after apt-get install.');
    process.exit(1);
  }
}
console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
