import { Link } from '../router/index.js';
import { textLink } from './text-link.js';

interface InformationLinksProps {
  /** The navigation's accessible name: the footer's and the home page's differ. */
  label: string;
  /** The pages, from the route table (`INFORMATION_LINKS`): given by the caller, so the kit downloads no route table of its own. */
  links: readonly { path: string; label: string }[];
  /** The list's layout, from the screen that places it. */
  className?: string;
}

/** The public pages the navigation bar leaves out, as a named navigation: every one is one click away. */
export function InformationLinks({ label, links, className }: InformationLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {links.map(({ path, label: title }) => (
          <li key={path}>
            <Link to={path} className={textLink}>
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
