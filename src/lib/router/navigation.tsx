import { forwardRef, useCallback, type AnchorHTMLAttributes } from 'react';
import { Link, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { effectiveAreaParams } from './defaults';
import { withAreaParams } from './href';

/** Adds the current (or stored) fixedArea, rootArea and sys to a target. */
export function useAreaHref(): (target: string) => string {
  const location = useLocation();
  return useCallback((target: string) => withAreaParams(target, effectiveAreaParams(location.search)), [location.search]);
}

/** Navigation that keeps the area parameters (style.md: never `navigate('/x?id=' + id)`). */
export function useAppNavigate(): (target: string | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const href = useAreaHref();
  return useCallback(
    (target: string | number, options?: NavigateOptions) => {
      if (typeof target === 'number') navigate(target);
      else navigate(href(target), options);
    },
    [navigate, href],
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A link that keeps the area parameters. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  const href = useAreaHref();
  return <Link ref={ref} to={href(to)} {...rest} />;
});

/** The current area parameters (the router guarantees the URL carries them). */
export function useAreaParams(): { fixedArea: string; rootArea: string; sys: string } {
  const location = useLocation();
  return effectiveAreaParams(location.search);
}
