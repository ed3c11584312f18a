// The contact columns the user chose for group detail, kept per user on the server (000 §3
// contactGroupLayout; GET/PUT /users/me/contact-group-layout). Until the stored layout arrives, or
// when there is none, the spec's default columns show. A choice made before the stored layout
// arrived wins over it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_CONTACT_COLUMNS, type ContactColumn } from '@domain/contacts';
import { getContactGroupLayout, saveContactGroupLayout } from './contacts-api';

export function useContactLayout(): { columns: ContactColumn[]; choose: (columns: ContactColumn[]) => void } {
  const [columns, setColumns] = useState<ContactColumn[]>([...DEFAULT_CONTACT_COLUMNS]);
  const chosen = useRef(false);

  useEffect(() => {
    let live = true;
    getContactGroupLayout()
      .then((layout) => {
        if (live && !chosen.current && layout.columns.length > 0) setColumns(layout.columns);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const choose = useCallback((next: ContactColumn[]) => {
    chosen.current = true;
    setColumns(next);
    // A failed save is shown by the client's error toast; the table keeps the choice meanwhile.
    saveContactGroupLayout({ columns: next }).catch(() => undefined);
  }, []);

  return { columns, choose };
}
