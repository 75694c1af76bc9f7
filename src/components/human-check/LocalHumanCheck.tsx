import { hcaptchaTestToken } from "../../../contract/domains";

/**
 * Test mode's stand-in for hCaptcha (decisions.md section 6): confirming yields hCaptcha's published test token,
 * which the brand API accepts only while no hCaptcha secret is configured.
 */
export function LocalHumanCheck({ onSolved, onFailed }: { onSolved: (token: string) => void; onFailed: () => void }) {
  return (
    <div className="local-human-check">
      <p>Test mode: this stands in for hCaptcha.</p>
      <button type="button" onClick={() => onSolved(hcaptchaTestToken)}>
        I am a human
      </button>{" "}
      {/* hCaptcha can fail or expire; the stand-in lets testers take that branch too. */}
      <button type="button" onClick={onFailed}>
        I could not complete the check
      </button>
    </div>
  );
}
