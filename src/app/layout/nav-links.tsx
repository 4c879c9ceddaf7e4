// The five navigation links; NavLink marks the current page with aria-current="page".
import { NavLink } from 'react-router';
import { navOrder, paths } from '../../config/paths.ts';
import { useLayoutMessages } from './messages.ts';

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const m = useLayoutMessages();
  return (
    <ul className="nav-list">
      {navOrder.map((name) => (
        <li key={name}>
          <NavLink to={paths[name]} end className="nav-link" onClick={onNavigate}>
            {m.nav[name]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
