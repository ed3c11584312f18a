// Recipient compliance rules the sending engine applies to every message (decision 27): quiet
// hours in the recipient's local time, inbound STOP / HELP / START keywords, the sender's name on
// the first message of a route, and the SMS opt-out language on 10DLC and toll-free routes.
export * from './recipient-time-zone';
export * from './quiet-hours';
export * from './opt-out-keywords';
export * from './sender-identification';
export * from './opt-out-language';
