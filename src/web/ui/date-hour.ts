// The DID and domain tables filter by date-hour, which the server takes as YYMMDDHH (001 §4, §9 "YYMMDDHH for
// date-hour"). The shared DateRangePicker gives local instants; the engine files hourly figures under
// the UTC hour (stat-keys.ts), so each end is sent as the UTC hour it falls in (decision 35).
export { utcDateHour as toDateHour } from '@domain/date-hour';
