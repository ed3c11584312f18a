// What the 10DLC calls and forms say beyond the shared field messages (src/domain/messages.ts).
export const tenDlcMessages = {
  brandMissing: 'Brand is not existed',
  useCaseMissing: 'Use case is not existed',
  einFormat: 'EIN must be written NN-NNNNNNN',
  dunsFormat: 'D-U-N-S number must be 9 digits',
  leiFormat: 'LEI must be 20 letters and digits',
  giinFormat: 'GIIN must be written XXXXXX.XXXXX.XX.XXX',
  usPostalCode: 'Postal code must be a US ZIP code (12345 or 12345-6789)',
  stockSymbolFormat: 'Stock symbol must be 1 to 10 capital letters, digits or dots',
  stockSymbolWithoutExchange: 'Stock exchange is required field! when a stock symbol is given',
  /** A sample must tell the recipient how to stop (the CTIA principles the carriers vet against). */
  sampleOptOut: (label: string) => `${label} must tell recipients how to opt out, e.g. "Reply STOP to opt out"`,
  optInKeywordsForText: 'Opt-in keywords is required field! when recipients opt in via text',
  didGroupsRequired: 'DID groups is required field!',
  didGroupNotOwned: (id: number) => `DID group ${id} is not one of your DID groups`,
  brandNotRegistered: 'Register the brand first: a use case can be sent once its brand is registered',
  alreadyRegistering: 'This registration is already being reviewed; wait for its answer',
  alreadyRegistered: 'Already registered',
  vendorNotForKind: 'Vendor does not register this kind of request',
} as const;
