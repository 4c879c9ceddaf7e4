// The five navigation links; NavLink marks the current page with aria-current="page".
import { NavLink } from 'react-router';
import { navOrder, paths } from '../../config/paths.ts';
import { layoutMessages } from './messages.ts';

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="nav-list">
      {navOrder.map((name) => (
        <li key={name}>
          <NavLink to={paths[name]} end className="nav-link" onClick={onNavigate}>
            {layoutMessages.nav[name]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
