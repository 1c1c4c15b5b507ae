/** The element of the served page holding the session the server knew when it sent it (GET /api/me's answer). */
export const pageSessionElementId = 'plateau-session';

/**
 * The element of a member's served page holding the answers of the page's first API reads, by address
 * (packages/shared/src/api/page-reads.ts): the web client uses each once instead of asking for it.
 */
export const pageReadsElementId = 'plateau-reads';

/**
 * The JSON of `value` as the text of a `<script type="application/json">`: '<' written as \u003c (and the
 * line separators JSON allows but scripts once did not), so no value (a member's name '</script><script>…')
 * ends the element or opens another. JSON.parse reads it back unchanged.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page with a `<script type="application/json" id=…>` holding `value`, at the end of its head. */
export function withPageData(html: string, id: string, value: unknown): string {
  const element = `<script type="application/json" id="${id}">${jsonForScriptElement(value)}</script>`;
  const head = html.indexOf('</head>');
  return head === -1 ? element + html : `${html.slice(0, head)}${element}${html.slice(head)}`;
}
