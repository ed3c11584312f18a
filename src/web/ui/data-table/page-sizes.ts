// Rows-per-page choices and the default list size of the shared table (000 §9).
export const PAGE_SIZES = [10, 20, 30, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 20;
