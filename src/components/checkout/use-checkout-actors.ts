import { AppActor } from "../../app/app-actor";

/** The checkout workflow actor, invoked by the root app actor (machines/app/app.machine.ts). */
export function useCheckoutActor() {
  const checkout = AppActor.useSelector((snapshot) => snapshot.children.checkout);
  if (!checkout) throw new Error("The app actor has no checkout child; see machines/app/app.machine.ts.");
  return checkout;
}

export function useLoginActor() {
  const login = AppActor.useSelector((snapshot) => snapshot.children.login);
  if (!login) throw new Error("The app actor has no login child; see machines/app/app.machine.ts.");
  return login;
}

export function useOrderActor() {
  const order = AppActor.useSelector((snapshot) => snapshot.children.order);
  if (!order) throw new Error("The app actor has no order child; see machines/app/app.machine.ts.");
  return order;
}
