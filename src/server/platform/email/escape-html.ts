/** Visitors' text in an e-mail is data: every character that could open markup is escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
