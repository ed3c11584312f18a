// The lists the creative form chooses from (GET /config/routes, /config/countries), loaded once
// per page; a failed load leaves the list empty (the client has shown its toast).
import { useEffect, useState } from 'react';
import type { Country } from '@domain/countries';
import type { Route } from '@domain/routes';
import { listCountries, listRoutes } from './content-api';

function useOnce<T>(load: () => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    load()
      .then((list) => live && setItems(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  return items;
}

export const useRoutes = (): Route[] => useOnce(listRoutes);
export const useCountries = (): Country[] => useOnce(listCountries);
