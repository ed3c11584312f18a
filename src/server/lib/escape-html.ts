// Text put into a mail's HTML part: every character HTML gives a meaning to, as a numeric entity.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
