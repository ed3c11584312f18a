// A numeric id in a path (/contact-groups/:groupId): plain decimal digits within the 32-bit range
// every database takes, else 400 naming the parameter (never a 500 from the database).
import { queryInt } from '@domain/query';

export const idParam = queryInt({ min: 1, max: 2_147_483_647 });
