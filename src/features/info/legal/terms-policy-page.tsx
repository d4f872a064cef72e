import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';

export const TERMS_DATE = '30 October 2023';

/** `/terms-policy`: the terms of use of Chartpulse, governed by the law of England and Wales. */
export function TermsPolicyPage() {
  return (
    <LegalPage title="Terms and Conditions" dated={TERMS_DATE}>
      <p>
        These terms govern your use of Chartpulse, a web application that analyses public music-streaming data
        for artists, tracks and playlists. By using Chartpulse or creating an account you agree to them. If
        you do not agree, please do not use the service.
      </p>

      <h2>1. The service</h2>
      <p>
        Anyone may search for and view public artist, track and playlist pages. With a free account you can
        also track items, see their history, growth statistics and charts, receive notifications and read a
        written analysis of playlists. The figures come from Spotify's public Web API. They may be delayed,
        incomplete or unavailable (shown as "not available"), and history only starts when an item is first
        tracked. Chartpulse is not affiliated with or endorsed by Spotify.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 13 years old and give a real email address that you can verify.</li>
        <li>Keep your password secret; you are responsible for what happens under your account.</li>
        <li>
          An account is for one person. Tell us through the contact page if you think someone else is using
          yours.
        </li>
      </ul>

      <h2>3. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>break the law, or infringe anyone's rights, through Chartpulse;</li>
        <li>
          try to get around rate limits, security measures or access controls, or probe them for weaknesses;
        </li>
        <li>
          collect data from Chartpulse automatically in bulk, or resell or republish it as your own dataset;
        </li>
        <li>overload the service, or interfere with other people's use of it.</li>
      </ul>

      <h2>4. Analysis, verdicts and notifications</h2>
      <p>
        Growth rates, anomaly markers, bot-check verdicts and the written playlist analysis are automated,
        statistical estimates. A verdict such as "likely botted" describes a pattern in follower numbers; it
        is not a finding that anyone did anything wrong. Do not rely on these figures alone for financial,
        legal or business decisions. Notifications are sent on a best-effort basis and may be late or missed.
      </p>

      <h2>5. Landing pages</h2>
      <p>
        Where landing pages are available to you, you are responsible for their content, for any advertising
        pixel you attach and for having the right to use every image, video and link you upload. We may remove
        landing pages that break these terms or the law.
      </p>

      <h2>6. Intellectual property</h2>
      <p>
        The Chartpulse software, design and written content belong to us. Artist names, artwork and other
        catalogue content belong to their owners and are shown to identify the items analysed. You keep the
        rights to content you upload and give us permission to host and show it for the service.
      </p>

      <h2>7. Availability and changes</h2>
      <p>
        Chartpulse is provided free of charge. We aim to keep it running but do not promise that it will
        always be available or error-free, and we may change, suspend or stop features at any time.
      </p>

      <h2>8. Ending your use</h2>
      <p>
        You may stop using Chartpulse at any time and ask us to delete your account through the contact page.
        We may suspend or close accounts that break these terms, with notice where reasonable.
      </p>

      <h2>9. Liability</h2>
      <p>
        Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud,
        or for anything else that cannot lawfully be limited, nor does it affect your statutory rights as a
        consumer. Otherwise, as the service is free, we are not liable for indirect or consequential loss, or
        for loss of profits, business or data arising from your use of Chartpulse.
      </p>

      <h2>10. Privacy</h2>
      <p>
        How we handle personal data is described in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. We will post the new version here with a new date and tell account holders
        by email about material changes; continuing to use Chartpulse afterwards means you accept them.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the law of England and Wales, United Kingdom, and the courts of England
        and Wales have jurisdiction. If you live in Scotland or Northern Ireland you may also bring
        proceedings in your local courts.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms: use the <Link to="/contact">contact page</Link>.
      </p>
    </LegalPage>
  );
}
