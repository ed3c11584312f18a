// The tickets pages (000 §2 "/tickets, /tickets/{id}, /tickets/create"), one chunk.
export { TicketsPage } from './tickets-page';
export { TicketCreatePage } from './ticket-create-page';
export { TicketPage } from './ticket-page';
