// A list page's page and filters kept in the URL query (UI.md "filters live in the URL"), so a
// reload or a shared link shows the same list. Text filters are typed into local state and written
// to the URL once the user paused (300 ms); any filter change goes back to page 1.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function useListQuery<K extends string>(textKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);

  const update = useCallback(
    (next: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) out.delete(key);
            else out.set(key, String(value));
          }
          if (!('page' in next)) out.delete('page');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // The text boxes: local while typing, in the URL once debounced.
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(textKeys.map((k) => [k, params.get(k) ?? ''])));
  const debounced = useDebouncedValue(texts);
  useEffect(() => {
    const changed = textKeys.filter((k) => (debounced[k] ?? '').trim() !== get(k));
    if (changed.length > 0) update(Object.fromEntries(changed.map((k) => [k, (debounced[k] ?? '').trim()])));
  }, [debounced, textKeys, get, update]);

  const setText = (key: K, value: string) => setTexts((current) => ({ ...current, [key]: value }));
  const filtered = [...params.keys()].some((k) => k !== 'page');
  const reset = () => {
    setTexts(Object.fromEntries(textKeys.map((k) => [k, ''])));
    setParams(new URLSearchParams(), { replace: true });
  };
  return { page, get, update, texts, setText, filtered, reset };
}
