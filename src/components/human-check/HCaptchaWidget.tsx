import HCaptcha from "@hcaptcha/react-hcaptcha";

/** The real hCaptcha widget; loaded only when a human check is shown, so it stays out of the first page load. */
export default function HCaptchaWidget({
  siteKey,
  onSolved,
  onFailed,
}: {
  siteKey: string;
  onSolved: (token: string) => void;
  onFailed: () => void;
}) {
  return (
    <HCaptcha
      sitekey={siteKey}
      sentry={false}
      onVerify={(token) => onSolved(token)}
      onError={onFailed}
      onExpire={onFailed}
      onChalExpired={onFailed}
    />
  );
}
