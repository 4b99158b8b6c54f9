import { useEffect, useState } from 'react';

/**
 * Whether the element is on screen, as an IntersectionObserver sees it (`rootMargin` leaves out what covers the
 * edges, such as a sticky header). It is true until the observer first reports, so that the server's markup and
 * the first render agree, and it stays so where there is no element or no observer.
 */
export function useInView(element: Element | null, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return inView;
}
