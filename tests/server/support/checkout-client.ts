/** The app in process (a Hono app), or a server process over HTTP (support/server-process.ts). */
export interface RequestTarget {
  request(input: string, init: RequestInit): Response | Promise<Response>;
}

/** A browser-like caller of the brand API for checkout tests: JSON in, JSON out, one cookie jar. */
export function checkoutClient(app: RequestTarget, host = "wh.localhost:8080") {
  const cookies = new Map<string, string>();
  const jar = (): Record<string, string> =>
    cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {};
  const keepCookies = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair.split("=");
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { host, accept: "application/json", ...jar() };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await app.request(`http://${host}/brand-api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keepCookies(response);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  return {
    cookies,
    get: (path: string) => call("GET", path),
    post: (path: string, body?: unknown) => call("POST", path, body),
    put: (path: string, body?: unknown) => call("PUT", path, body),
    /**
     * A form post to a sandbox provider page, as the browser sends it: the browser was shown the form first, so it
     * holds the form's cookie and sends the form's hidden anti-forgery token along, and names the page's origin.
     */
    async form(path: string, fields: Record<string, string>) {
      const shown = await app.request(`http://${host}${path}`, { headers: { host, accept: "text/html", ...jar() } });
      keepCookies(shown);
      const formToken = (await shown.text()).match(/name="form_token" value="([^"]+)"/)?.[1];
      const response = await app.request(`http://${host}${path}`, {
        method: "POST",
        headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded", ...jar() },
        body: new URLSearchParams({ ...(formToken ? { form_token: formToken } : {}), ...fields }).toString(),
      });
      return { status: response.status, location: response.headers.get("location"), text: await response.text() };
    },
    async page(path: string) {
      const response = await app.request(`http://${host}${path}`, { headers: { host, accept: "text/html" } });
      return { status: response.status, text: await response.text(), headers: response.headers };
    },
    async login(username: string, password: string, parentCustomerId = 101) {
      return call("POST", "/login", { credentials: { username, password }, parent_customer_id: parentCustomerId });
    },
  };
}

export type CheckoutClient = ReturnType<typeof checkoutClient>;

/** The fields of a card the sandbox card page accepts: `number` (a test card) with an expiry date a year from now. */
export function sandboxCard(number = "4111111111111111") {
  return { number, expiry: `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`, cvv: "123" };
}

export const ukContact = {
  registrant: "Sam Buyer",
  email: "sam@example.com",
  adr1: "1 High Street",
  registrant_type: "individual",
  postcode: "EC1A 1BB",
  country: "GB",
} as const;

/** A basket with one domain registration, its id and its live amount due. */
export async function basketWithDomain(client: CheckoutClient, domain = "checkout-test.com", parentCustomerId = 101) {
  const created = await client.post("/basket", { parent_customer_id: parentCustomerId });
  const basketId: string = created.body.basket_uuid;
  const added = await client.post(`/basket/${basketId}/item`, {
    items: [{ type: "domain", domain, action: "register", period: "1y" }],
  });
  if (added.status >= 300) throw new Error(`adding the domain answered ${added.status}: ${JSON.stringify(added.body)}`);
  await client.put(`/basket/${basketId}/contact`, ukContact);
  const due = await client.get(`/basket/${basketId}/amount_due`);
  return { basketId, amountDue: due.body.amount_due as number };
}
