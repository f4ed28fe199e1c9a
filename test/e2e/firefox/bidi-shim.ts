/**
 * Starts Debian's Firefox ESR for Playwright's WebDriver BiDi client (`channel: 'moz-firefox'`, decision 144) with one
 * shim between them. Playwright 1.65 sends `emulation.setMediaFeaturesOverride` with every new page and context
 * (its colour-scheme emulation, `null`: no override), a command Firefox ESR 153 does not know yet ("unknown
 * command"), so no context could open. This process starts Firefox with Playwright's arguments, reads the address
 * Firefox announces on stderr, announces its own instead, and passes every message both ways unchanged, answering
 * only that command itself, with the success an override of nothing is. Everything else, pages, network, input,
 * console, is Firefox's own.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket, { WebSocketServer } from 'ws';

/** Commands of Playwright's BiDi client that this Firefox answers with "unknown command". */
const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);
const ANNOUNCEMENT = /WebDriver BiDi listening on (ws:\/\/\S+)/;

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const firefox = spawn(firefoxPath, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function startProxy(upstream: string): Promise<number> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (client, request) => {
    const firefoxSide = new WebSocket(`${upstream}${request.url ?? ''}`);
    // BiDi is text: each message goes on as a text frame (Firefox refuses binary ones).
    const waiting: string[] = [];
    firefoxSide.on('open', () => {
      for (const message of waiting.splice(0)) firefoxSide.send(message);
    });
    client.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text) as { id?: number; method?: string };
      if (message.method && ANSWERED_HERE.has(message.method)) {
        client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
        return;
      }
      if (firefoxSide.readyState === WebSocket.OPEN) firefoxSide.send(text);
      else waiting.push(text);
    });
    firefoxSide.on('message', (data) => client.send(data.toString()));
    firefoxSide.on('close', () => client.close());
    firefoxSide.on('error', () => client.close());
    client.on('close', () => firefoxSide.close());
  });
  return new Promise((resolve) => server.on('listening', () => resolve((server.address() as { port: number }).port)));
}

createInterface({ input: firefox.stderr }).on('line', (line) => {
  const announced = ANNOUNCEMENT.exec(line);
  if (!announced) {
    process.stderr.write(`${line}\n`);
    return;
  }
  void startProxy(announced[1]).then((port) => process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`));
});
