import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from administrators, stored only after this: no scripts, event handlers, javascript:
 * or data: URLs (images come from http(s) only), and a link opening a new tab gets
 * rel="noopener noreferrer" so the opened page cannot reach back into ours.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.target !== '_blank') {
          const { rel: _rel, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      },
    },
  });
}
