/**
 * The browsers of the end-to-end tests besides Chromium (ensure-chromium.ts), from Debian, never downloaded (the
 * brief): Firefox ESR, the second engine driven through WebDriver BiDi (decision 144), WebKitGTK's WebDriver and the
 * Xvfb display it needs (decision 170), and the text browsers w3m and lynx (decision 143). Installs the missing ones
 * with apt, so `npm test` works on a fresh machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { WEBKIT_DRIVER } from './webkit/webdriver';

const BROWSERS = [
  { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', debianPackage: 'firefox-esr', version: ['--version'] },
  { path: WEBKIT_DRIVER, debianPackage: 'webkit2gtk-driver', version: undefined },
  { path: '/usr/bin/xvfb-run', debianPackage: 'xvfb', version: undefined },
  { path: '/usr/bin/w3m', debianPackage: 'w3m', version: ['-version'] },
  { path: '/usr/bin/lynx', debianPackage: 'lynx', version: ['-version'] },
];

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const missing = BROWSERS.filter((browser) => !fs.existsSync(browser.path));
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.debianPackage);
  console.log(`Not found: ${missing.map((browser) => browser.path).join(', ')}; installing Debian's ${packages.join(', ')}…`);
  const apt = (args: string[]) => (process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
  const still = missing.filter((browser) => !fs.existsSync(browser.path));
  if (still.length > 0) {
    console.error(`Still missing after apt-get install: ${still.map((browser) => browser.path).join(', ')}`);
    process.exit(1);
  }
}
// WebKitWebDriver and xvfb-run print no version: their path says they are there.
for (const browser of BROWSERS) console.log(browser.version ? execFileSync(browser.path, browser.version).toString().split('\n')[0].trim() : browser.path);
