import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A screen opened by a link or by the app starts at its top, as a new page does, not at the height the
 * last screen was scrolled to (the Privacy Policy from the sign-in page's foot, a menu item from the foot
 * of My Performance). Back and forward leave the browser's own scroll restoration alone.
 */
export function useNewScreenAtTop(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP' && window.scrollY > 0) window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
