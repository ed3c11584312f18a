// The contact pages live under /contact and, the same set, under /contact-v2 (000 §2); links stay
// under whichever the user came in by.
import { useLocation } from 'react-router-dom';

export function useContactBase(): '/contact' | '/contact-v2' {
  const { pathname } = useLocation();
  return pathname === '/contact-v2' || pathname.startsWith('/contact-v2/') ? '/contact-v2' : '/contact';
}
