/** Text made safe inside HTML or XML, in an element or a double-quoted attribute (a page's head, the sitemap). */
export const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
