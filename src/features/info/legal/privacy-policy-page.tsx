import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';

export const PRIVACY_POLICY_DATE = '25 October 2023';

/** `/privacy-policy`: what Chartpulse collects, why, for how long, and the visitor's rights. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" dated={PRIVACY_POLICY_DATE}>
      <p>
        Chartpulse is a web application that analyses public music-streaming data for artists, tracks and
        playlists. This policy explains what personal data we collect when you use Chartpulse, why we collect
        it, how long we keep it and the rights you have. We act as the data controller for this data under the
        UK General Data Protection Regulation and the Data Protection Act 2018.
      </p>

      <h2>1. Data we collect</h2>
      <ul>
        <li>
          <strong>Account data.</strong> Your email address, a salted hash of your password (never the
          password itself), whether your email is verified, your account type and when the account was
          created. If you sign in with Google we receive your email address and a Google account identifier.
        </li>
        <li>
          <strong>Tracked items.</strong> The artists, tracks and playlists you choose to track, and when you
          started tracking them.
        </li>
        <li>
          <strong>Settings.</strong> Your choices for email notifications, Telegram notifications and product
          updates, and, if you link Telegram, the chat identifier our bot uses to message you.
        </li>
        <li>
          <strong>Contact messages.</strong> The email address, subject and message you send through the
          contact form, with the country your connection appears to come from.
        </li>
        <li>
          <strong>Technical data.</strong> Your IP address, used to protect sign-in and other forms from abuse
          and to estimate your country so we know whether to ask for cookie consent. We do not build a profile
          from it.
        </li>
        <li>
          <strong>Cookies.</strong> A session cookie that keeps you signed in, a security token that protects
          forms against cross-site requests, a <code>cookie_consent</code> cookie that remembers your cookie
          choice and, only if you accept them, Google Analytics cookies that measure which pages are visited.
        </li>
      </ul>

      <h2>2. Music-streaming data</h2>
      <p>
        Artist, track and playlist figures (followers, popularity, track lists, artwork) come from Spotify's
        public Web API and are about public catalogue items, not about you. We never ask for access to your
        Spotify account. Chartpulse is not affiliated with or endorsed by Spotify.
      </p>

      <h2>3. How we use your data and our legal bases</h2>
      <ul>
        <li>
          To provide your account, tracking, dashboard, charts and notifications (performance of our contract
          with you).
        </li>
        <li>To keep the service secure, prevent abuse and fix problems (our legitimate interests).</li>
        <li>To answer your contact messages (our legitimate interests).</li>
        <li>
          To send product updates, only if you ticked that option, and to run analytics cookies, only if you
          accepted them (your consent, which you can withdraw at any time).
        </li>
      </ul>

      <h2>4. Notifications</h2>
      <p>
        If you switch them on in My Account, we email you or message you on Telegram when an item you track
        changes significantly, for example a large change in followers or popularity. You can switch each
        channel off, or unlink Telegram, at any time in My Account.
      </p>

      <h2>5. Written playlist analysis</h2>
      <p>
        The written analysis of a playlist is produced from the playlist's statistics. When an external AI
        service is configured, those statistics are sent to it; your email address and account details are
        never included.
      </p>

      <h2>6. Who we share data with</h2>
      <p>
        We do not sell your personal data. We share it only with service providers that help us run Chartpulse
        and only as far as they need it: our hosting provider, our email delivery provider, Telegram when you
        link it, Google when you use Google sign-in or accept analytics cookies, and the AI provider described
        above. Some of these providers may process data outside the UK; where they do, we rely on UK adequacy
        regulations or the International Data Transfer Agreement.
      </p>

      <h2>7. How long we keep it</h2>
      <ul>
        <li>
          Account data, tracked items and settings: while your account exists. When an account is deleted they
          are deleted with it.
        </li>
        <li>
          Sign-in sessions: up to 30 days after your last visit. Verification codes: 15 minutes.
          Password-reset links: 1 hour.
        </li>
        <li>
          Contact messages: as long as needed to deal with your request, and no longer than 12 months
          afterwards.
        </li>
        <li>Cookie choice: 365 days if you accept, 1 day if you decline.</li>
        <li>
          Public music statistics we record over time are not personal data and may be kept after you stop
          tracking an item.
        </li>
      </ul>

      <h2>8. Your rights</h2>
      <p>
        You may ask for a copy of your personal data, ask us to correct or delete it, object to or restrict
        how we use it, and ask to receive it in a portable format. You can withdraw consent at any time:
        change your cookie choice on the <Link to="/cookie-settings">cookie settings</Link> page and your
        notification choices in My Account. To use any other right, write to us through the{' '}
        <Link to="/contact">contact page</Link>; we answer within one month. If you are unhappy with how we
        handle your data you may complain to the Information Commissioner's Office (ico.org.uk).
      </p>

      <h2>9. Security</h2>
      <p>
        Passwords are stored only as salted hashes, sessions use secure, HttpOnly cookies, and every change
        made through the site is protected against cross-site request forgery. No system is perfectly secure,
        so please use a password you do not use elsewhere.
      </p>

      <h2>10. Children</h2>
      <p>Chartpulse is not meant for children under 13, and we do not knowingly collect their data.</p>

      <h2>11. Changes to this policy</h2>
      <p>
        We will post any change on this page with a new date, and tell account holders by email about changes
        that matter.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about this policy or your data: use the <Link to="/contact">contact page</Link>.
      </p>
    </LegalPage>
  );
}
