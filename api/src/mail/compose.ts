import { escapeMarkup } from '@olympiad/shared/text';

/** What every message names: the contest, and the public address its links start with (PUBLIC_URL). */
export interface MailContext {
  contestName: string;
  publicUrl: string;
}

/**
 * A part of a message's body, written once for both its parts: a paragraph, a link (in the text
 * part, its words then its address on a line of their own, so that any mail reader shows it whole)
 * or a list.
 */
export type Block = string | { link: string; text: string } | { list: string[] };

export interface Composed {
  subject: string;
  text: string;
  html: string;
}

const textOf = (block: Block) => {
  if (typeof block === 'string') return block;
  if ('link' in block) return `${block.text}:\n${block.link}`;
  return block.list.map((item) => `- ${item}`).join('\n');
};

const htmlOf = (block: Block) => {
  if (typeof block === 'string') return `<p>${escapeMarkup(block)}</p>`;
  if ('link' in block) return `<p><a href="${escapeMarkup(block.link)}">${escapeMarkup(block.text)}</a></p>`;
  return `<ul>${block.list.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
};

/**
 * A message in English with the contest's name in its subject and signature: a plain-text part,
 * and a simple HTML part (no images, no styles a mail reader would strip) saying the same.
 */
export function compose(context: MailContext, subject: string, greeting: string, blocks: Block[]): Composed {
  const signature = `${context.contestName}\n${context.publicUrl}`;
  return {
    subject: `${subject} – ${context.contestName}`,
    text: [greeting, ...blocks.map(textOf), signature].join('\n\n') + '\n',
    html:
      `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
      [greeting, ...blocks].map(htmlOf).join('') +
      `<p>${escapeMarkup(context.contestName)}<br><a href="${escapeMarkup(context.publicUrl)}">${escapeMarkup(context.publicUrl)}</a></p>` +
      `</body></html>`,
  };
}

/** An address of the product for a link in a message: the public address, a route and its query. */
export function linkTo(context: MailContext, route: string, query: Record<string, string> = {}) {
  const url = new URL(route, `${context.publicUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
