import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/ui/page-title';

/** The site footer with the legal and contact links of docs/product.md §2. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="footer-note">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Music analytics for artists, tracks and playlists.
        </p>
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-policy">Terms of Service</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
