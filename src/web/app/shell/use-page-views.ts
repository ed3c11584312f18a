// Records each page the signed-in user opens (POST /user_analytic/insert; decision 47): once per
// path change, after the page rendered, without waiting for the answer. The query string stays
// out (a search someone typed is theirs); the title is the route's, in English, as the app names it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordUserAnalytic } from '@web/api/user-analytics-api';

const MAX_PATH = 300;

export function usePageViews(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void recordUserAnalytic({ event: 'page_view', path: pathname.slice(0, MAX_PATH), title: title.slice(0, 120) }).catch(() => undefined);
    // Once per path: a title settling after a lazy route loads is the same page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
