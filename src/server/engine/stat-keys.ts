// The keys time series are stored under, in UTC: the campaign's per-minute stats
// ('YYYY-MM-DD HH:mm') and the DID and domain per-hour stats (YYMMDDHH, 001 §9).
export const minuteKey = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export const dateHour = (at: Date) => at.toISOString().slice(2, 13).replace(/[-T]/g, '');
