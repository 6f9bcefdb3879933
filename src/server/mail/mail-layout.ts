import { escapeHtml } from '#shared/html-text.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** A part of an email: a paragraph, or labelled lines ("Reference: TG-7K3Q9"), or a quoted text the visitor wrote. */
export type MailBlock =
  | { paragraph: string }
  | { lines: [label: string, value: string][] }
  | { quote: string; label: string }
  | { link: string; label: string };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * An email's plain-text and HTML parts from the same blocks: the HTML escapes every text, the
 * visitor's own included, so that nothing anyone typed becomes markup.
 */
export function composeMail(language: Language, subject: string, blocks: MailBlock[]): ComposedMail {
  const text = blocks.map(plainBlock).join('\n\n');
  const body = blocks.map(htmlBlock).join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f1ea;color:#2a2623;font:16px/1.5 Arial,Helvetica,sans-serif">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fffdf9;border-radius:8px">
${body}
</div>
</body></html>
`;
  return { subject, text: `${text}\n`, html };
}

function plainBlock(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('lines' in block) return block.lines.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('quote' in block) return `${block.label}\n${block.quote}`;
  return `${block.label}: ${block.link}`;
}

const withBreaks = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

function htmlBlock(block: MailBlock): string {
  if ('paragraph' in block) return `<p>${withBreaks(block.paragraph)}</p>`;
  if ('lines' in block) {
    const rows = block.lines.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    );
    return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
  }
  if ('quote' in block) {
    return `<p><strong>${escapeHtml(block.label)}</strong></p><blockquote style="margin:0;padding:12px 16px;border-left:4px solid #c8743c;background:#f6f1ea">${withBreaks(block.quote)}</blockquote>`;
  }
  return `<p><a href="${escapeHtml(block.link)}" style="color:#8a4a1f">${escapeHtml(block.label)}</a></p>`;
}
