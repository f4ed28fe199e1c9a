// Workers pass the single-instance local pages (simulators, mail inbox) to the primary's loopback server, request
// and answer unchanged (Host included, so pages link back to the shop).
import http from 'node:http';
import type express from 'express';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export function proxyTo(target: { host: string; port: number }): express.RequestHandler {
  return (req, res) => {
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        res.status(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).type('text/plain').send('Local service unavailable');
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };
}
