import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the current history entry with `to` once rendered. What react-router's `<Navigate replace>`
 * does for our absolute paths, without its relative-path resolution: that code sits in the shared
 * vendor chunk every first load of `/` downloads, while only lazy screens redirect.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
