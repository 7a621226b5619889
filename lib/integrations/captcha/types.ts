export type CaptchaCheck = {
  /** The token the browser's invisible widget produced; the browser sends "" when it could not get one. */
  token: string;
  remoteIp?: string;
};

export interface CaptchaVerifier {
  /** False when captcha is off: then every token passes and the browser need not render the widget. */
  readonly isEnabled: boolean;
  verify(check: CaptchaCheck): Promise<{ success: boolean }>;
}
