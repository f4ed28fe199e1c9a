/**
 * A minimal classic WebDriver client (W3C WebDriver over HTTP and JSON) for Debian's WebKitGTK (decision 168):
 * WebKitWebDriver drives its MiniBrowser, which needs a display, so both run under Xvfb. Only what the WebKit spec
 * uses: open a page, read its address, find and click elements, type, run a script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../listen';

const MINI_BROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const COMMAND_TIMEOUT_MS = 20_000;
/** The W3C key an element reference is returned under. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

interface WireAnswer {
  value: unknown;
}
interface WireError {
  error: string;
  message: string;
}

/** An element of the page, by its WebDriver reference. */
export class WebElement {
  constructor(
    private readonly session: Session,
    readonly id: string,
  ) {}

  click(): Promise<unknown> {
    return this.session.command('POST', `/element/${this.id}/click`, {});
  }

  type(text: string): Promise<unknown> {
    return this.session.command('POST', `/element/${this.id}/value`, { text });
  }
}

/** One browser session: a MiniBrowser window behind WebKitWebDriver. */
export class Session {
  private constructor(
    private readonly base: string,
    private readonly driver: ChildProcess,
    private readonly home: string,
  ) {}

  /** Starts Xvfb, WebKitWebDriver and a MiniBrowser window in automation mode. */
  static async start(): Promise<Session> {
    const port = await freePort();
    // xvfb-run's own temporary folder outlives a killed xvfb-run, so the display's key lives in one of ours.
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-'));
    // `-a`: the first free display; its own process group, so close() ends Xvfb, the driver and the browser.
    const display = ['-a', '-f', path.join(home, 'Xauthority'), '-s', '-screen 0 1280x900x24 -nolisten tcp'];
    const driver = spawn('xvfb-run', [...display, WEBKIT_DRIVER, `--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    driver.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    const ready = Date.now() + 20_000;
    for (;;) {
      const status = await fetch(`${base}/status`).then((answer) => answer.ok, () => false);
      if (status) break;
      if (driver.exitCode !== null || Date.now() > ready) {
        Session.stop(driver, home);
        throw new Error(`WebKitWebDriver did not start: ${stderr.trim() || `exit ${driver.exitCode}`}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const capabilities = { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] } } };
    const answer = await fetch(`${base}/session`, { method: 'POST', body: JSON.stringify({ capabilities }) });
    const created = (await answer.json()) as { value: { sessionId?: string } & Partial<WireError> };
    if (!created.value.sessionId) {
      Session.stop(driver, home);
      throw new Error(`No WebKit session: ${created.value.message ?? JSON.stringify(created)}`);
    }
    return new Session(`${base}/session/${created.value.sessionId}`, driver, home);
  }

  private static stop(driver: ChildProcess, home: string) {
    if (driver.pid && driver.exitCode === null) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    fs.rmSync(home, { recursive: true, force: true });
  }

  async command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    // A command that hangs (a page that never settles) fails instead of holding the check, and close() still runs.
    const answer = await fetch(`${this.base}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS) });
    const { value } = (await answer.json()) as WireAnswer;
    if (!answer.ok) {
      const error = value as WireError;
      throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
    }
    return value;
  }

  async goto(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  async url(): Promise<string> {
    return (await this.command('GET', '/url')) as string;
  }

  /** Runs a function body in the page; a promise it returns is awaited. */
  async evaluate<T>(body: string, ...args: unknown[]): Promise<T> {
    return (await this.command('POST', '/execute/sync', { script: body, args })) as T;
  }

  async find(css: string): Promise<WebElement> {
    const found = (await this.command('POST', '/element', { using: 'css selector', value: css })) as Record<string, string>;
    const id = found[ELEMENT] ?? found.ELEMENT;
    if (!id) throw new Error(`WebDriver: no element reference for ${css}: ${JSON.stringify(found)}`);
    return new WebElement(this, id);
  }

  async close(): Promise<void> {
    await fetch(this.base, { method: 'DELETE', signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
    Session.stop(this.driver, this.home);
  }
}
