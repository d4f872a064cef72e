const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

let scriptLoad: Promise<GoogleIdentity> | null = null;

/** Loads Google's sign-in script once (only ever called when the server gave a client id). */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not initialise'));
    };
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Google sign-in script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** Shows the One Tap prompt and a sign-in button in `buttonHost`; returns a cleanup function. */
export async function startGoogleOneTap(
  clientId: string,
  buttonHost: HTMLElement,
  onCredential: (credential: string | null) => void,
): Promise<() => void> {
  const google = await loadGoogleIdentity();
  google.accounts.id.initialize({
    client_id: clientId,
    callback: (response) => onCredential(response.credential ?? null),
  });
  google.accounts.id.renderButton(buttonHost, { theme: 'outline', size: 'large', text: 'signin_with' });
  google.accounts.id.prompt();
  return () => google.accounts.id.cancel();
}
