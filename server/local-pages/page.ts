// Shared parts of the shop's local service pages under /__ (caught mail, support cases, tracking events). Who
// may reach them is decided once for all of /__, by operator-only.ts.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);

export function localPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title>`
    + '<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem;color:#1d2327}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.4rem;border-bottom:1px solid #ddd}th{white-space:nowrap}pre{white-space:pre-wrap;background:#f3f5f7;padding:1rem;margin:0}code{word-break:break-all}form{margin:0 0 1rem}iframe{width:100%;height:70vh;border:1px solid #ddd}</style>'
    + `</head><body>${body}</body></html>`;
}
