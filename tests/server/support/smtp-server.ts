import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

/** A message as the test SMTP server received it, its text decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable (RFC 2045): soft line breaks, then `=XX` bytes read as UTF-8 together. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/gi, (bytes) => Buffer.from(bytes.replace(/=/g, ""), "hex").toString("utf8"));
}

/** Headers and text of a single-part plain-text message, as nodemailer writes one. */
export function readMessage(raw: string): Omit<ReceivedMail, "envelopeFrom" | "envelopeTo"> {
  const split = raw.indexOf("\r\n\r\n");
  const headerLines = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) =>
    headerLines
      .split("\r\n")
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? "";
  const body = raw.slice(split + 4).replace(/\r\n$/, "");
  const text = /quoted-printable/i.test(header("Content-Transfer-Encoding")) ? decodeQuotedPrintable(body) : body;
  return { from: header("From"), to: header("To"), subject: header("Subject"), text: text.replace(/\r\n/g, "\n") };
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL (available after beforeAll). */
  readonly url: string;
  /** Every message accepted so far, oldest first. */
  readonly received: ReceivedMail[];
  /** While true, every recipient is refused (550), as a relay refusing the mail would. */
  refuseMail: boolean;
  stop(): Promise<void>;
}

/** Starts a real SMTP server on loopback and a random port; plain text, no login needed, no STARTTLS offered. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { refuseMail: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuseMail) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...readMessage(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("The test SMTP server has no port.");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    get refuseMail() {
      return state.refuseMail;
    },
    set refuseMail(refuse: boolean) {
      state.refuseMail = refuse;
    },
    stop: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Inside a `describe`: a test SMTP server started before its tests (register it before the app) and stopped after. */
export function useSmtpServer(): TestSmtpServer {
  let started: TestSmtpServer | undefined;
  beforeAll(async () => {
    started = await startSmtpServer();
  });
  afterAll(() => started?.stop());
  const ready = () => {
    if (!started) throw new Error("useSmtpServer: the server exists only inside tests, after beforeAll");
    return started;
  };
  return {
    get url() {
      return ready().url;
    },
    get received() {
      return ready().received;
    },
    get refuseMail() {
      return ready().refuseMail;
    },
    set refuseMail(refuse: boolean) {
      ready().refuseMail = refuse;
    },
    stop: () => ready().stop(),
  };
}
