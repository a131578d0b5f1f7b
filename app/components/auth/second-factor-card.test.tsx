/**
 * The second step's card shows only what the account can answer: no code
 * form for an account whose only second factor is a passkey (its button goes
 * in the `passkeyButton` slot), the code form and the switch to a recovery
 * code for an account with TOTP.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SECOND_FACTOR_TEXT as S } from "~/content/two-factor";
import { SecondFactorCard, type SecondFactorCardProps } from "./second-factor-card";

function render(props: SecondFactorCardProps) {
  const Stub = createRoutesStub([{ path: "/auth/second-factor", Component: () => <SecondFactorCard {...props} /> }]);
  return renderToString(<Stub initialEntries={["/auth/second-factor"]} />);
}

describe("SecondFactorCard", () => {
  it("offers no code form to an account with passkeys only, and shows the passkey slot", () => {
    const html = render({ methods: { totp: false, passkeys: true }, method: null, passkeyButton: <button>PASSKEY-SLOT</button> });
    expect(html).toContain(S.passkeyOnlyIntro);
    expect(html).toContain("PASSKEY-SLOT");
    expect(html).not.toContain("<input");
    expect(html).not.toContain(S.useRecovery);
  });

  it("asks an account with TOTP for a code, with the switch to a recovery code, and no passkey slot without passkeys", () => {
    const html = render({ methods: { totp: true, passkeys: false }, method: "totp", passkeyButton: <button>PASSKEY-SLOT</button> });
    expect(html).toContain(S.codeLabel);
    expect(html).toContain(S.useRecovery);
    expect(html).not.toContain("PASSKEY-SLOT");
    const recovery = render({ methods: { totp: true, passkeys: true }, method: "recovery", passkeyButton: <button>PASSKEY-SLOT</button> });
    expect(recovery).toContain(S.recoveryLabel);
    expect(recovery).toContain(S.useTotp);
    expect(recovery).toContain("PASSKEY-SLOT");
  });
});
