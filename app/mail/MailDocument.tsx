import { Fragment } from 'react';
import { safeHref, type MailBlock, type MailContent } from './mail-content';

// The HTML part of every mail. Inline styles only: mail clients drop <style> and classes.

const BRAND = '#0b5cad';
const PARAGRAPH = { margin: '0 0 16px' };
const SMALL = { margin: '0 0 16px', fontSize: '13px', color: '#555' };
const BUTTON = {
  background: BRAND, color: '#fff', padding: '12px 20px', borderRadius: '6px', textDecoration: 'none', fontWeight: 'bold', display: 'inline-block',
};

function MailBlockView({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p style={PARAGRAPH}>{block.text}</p>;
    case 'action': {
      const href = safeHref(block.href);
      return (
        <>
          <p style={{ margin: '24px 0' }}><a href={href} style={BUTTON}>{block.label}</a></p>
          <p style={{ ...SMALL, wordBreak: 'break-all' }}>{href}</p>
        </>
      );
    }
    case 'table':
      return (
        <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <td style={{ padding: '4px 16px 4px 0' }}>{row.label}</td>
                <td style={{ padding: '4px 0', textAlign: 'right' }}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'lines':
      return (
        <>
          <h2 style={{ fontSize: '15px', margin: '16px 0 4px' }}>{block.title}</h2>
          <p style={PARAGRAPH}>{block.lines.map((line, index) => <Fragment key={index}>{index > 0 && <br />}{line}</Fragment>)}</p>
        </>
      );
    case 'smallPrint':
      return <p style={SMALL}>{block.text}</p>;
  }
}

export function MailDocument({ content }: { content: MailContent }) {
  return (
    <html lang={content.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, background: '#f3f5f7', fontFamily: 'Arial,Helvetica,sans-serif', color: '#1d2327', lineHeight: 1.5 }}>
        <div style={{ maxWidth: '560px', margin: '0 auto', padding: '24px' }}>
          <p style={{ fontSize: '20px', fontWeight: 'bold', color: BRAND, margin: '0 0 16px' }}>{content.siteName}</p>
          <div style={{ background: '#fff', borderRadius: '8px', padding: '24px' }}>
            <h1 style={{ fontSize: '20px', margin: '0 0 16px' }}>{content.heading}</h1>
            {content.blocks.map((block, index) => <MailBlockView key={index} block={block} />)}
          </div>
          <p style={{ fontSize: '12px', color: '#777', margin: '16px 0 0' }}>{content.footer}</p>
        </div>
      </body>
    </html>
  );
}
