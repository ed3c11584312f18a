// Texts of the shared components in src/web/ui.
export const ui: Record<string, string> = {};
