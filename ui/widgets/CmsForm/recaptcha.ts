/**
 * Google reCAPTCHA v2's browser API, loaded only on pages with a robot-checked form, once that form is seen
 * (the forms island hydrates when visible) — never from an eager bundle or an inline script.
 */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

let loading: Promise<Grecaptcha> | undefined;

/** Google's script, loaded once per page (explicit rendering, in the page's language). */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    if (window.grecaptcha) return ready();
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading = undefined; // a later form may try again
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
