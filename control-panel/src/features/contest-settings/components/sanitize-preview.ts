import DOMPurify from 'dompurify';

/**
 * The server stores rules and environment HTML only after sanitize-html (api/src/routes/contest/
 * sanitize.ts). The preview applies the same allowlist in the browser with DOMPurify, so what the
 * administrator sees is what visitors will get: no scripts, event handlers or javascript: URLs.
 */
const ALLOWED_TAGS = [
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'main',
  'nav',
  'section',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'img',
];
const ALLOWED_ATTR = ['href', 'name', 'target', 'rel', 'src', 'alt', 'width', 'height', 'class'];
// http(s) and mailto links; data: only for images (DOMPurify's DATA_URI_TAGS).
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function sanitizeForPreview(html: string): string {
  // DOMPurify needs a browser's DOM. The server draws the form only from the stored contest,
  // whose HTML the api sanitised with this allowlist when it was saved.
  if (typeof window === 'undefined') return html;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}
