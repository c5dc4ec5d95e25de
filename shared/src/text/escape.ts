/** Text made safe inside HTML or XML, as content or as a quoted attribute's value. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
