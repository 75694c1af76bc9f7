import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { ownDomainMessage } from "../../../machines/basket/selectors";
import { Button } from "../ui/Button";
import { useBasketActor } from "./use-basket-actor";

/** "I already have a domain": the visitor's own domain, for hosting without registering one. */
export function OwnDomainForm() {
  const basket = useBasketActor();
  const message = useSelector(basket, ownDomainMessage);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    basket.send({ type: "basket.ownDomain.add", fullDomain: String(new FormData(form).get("own-domain") ?? "") });
    form.reset();
  };
  return (
    <form className="basket-form" onSubmit={submit} aria-labelledby="own-domain-heading">
      <h2 id="own-domain-heading">I already have a domain</h2>
      <label htmlFor="own-domain">Domain you already own</label>
      <input
        id="own-domain"
        name="own-domain"
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="example.com"
        aria-describedby={message ? "own-domain-message" : undefined}
        aria-invalid={message ? true : undefined}
      />
      <Button type="submit">Use my domain</Button>
      {message && (
        <p id="own-domain-message" className="basket-field-error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
