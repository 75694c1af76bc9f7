import { lazy, Suspense } from "react";
import { useRuntimeConfig } from "../../app/brand-context";
import { LocalHumanCheck } from "./LocalHumanCheck";
import "./human-check.css";

const HCaptchaWidget = lazy(() => import("./HCaptchaWidget"));

/**
 * The human check itself: hCaptcha with the brand's site key, or the local test check without one (decisions.md
 * section 6). Domain searches and logins both ask for it; each passes the token on to its own machine.
 */
export function HumanCheckChallenge({
  onSolved,
  onFailed,
}: {
  onSolved: (token: string) => void;
  onFailed: () => void;
}) {
  const { hcaptchaSiteKey } = useRuntimeConfig();
  return hcaptchaSiteKey ? (
    <Suspense fallback={<p>Loading the human check…</p>}>
      <HCaptchaWidget siteKey={hcaptchaSiteKey} onSolved={onSolved} onFailed={onFailed} />
    </Suspense>
  ) : (
    <LocalHumanCheck onSolved={onSolved} onFailed={onFailed} />
  );
}
