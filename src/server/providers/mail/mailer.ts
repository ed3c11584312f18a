// Outgoing mail behind one interface: SMTP when SMTP_URL is set, else a local outbox (the built-in
// simulator) that a Super-Admin can read in the app, so reset links work in a demo without a server.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
