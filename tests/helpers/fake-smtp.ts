import { createServer, type Server } from "node:net";

/** A minimal SMTP server: enough of the protocol for nodemailer to deliver one message. */
export function fakeSmtp(): Promise<{
  server: Server;
  port: number;
  received: { auth: string[]; data: string[] };
  /** Set to n: the next n messages are refused at the end of DATA with a temporary error (451). */
  refuse: { next: number };
}> {
  const received = { auth: [] as string[], data: [] as string[] };
  const refuse = { next: 0 };
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end < 0) return;
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        if (refuse.next > 0) {
          refuse.next--;
          socket.write("451 4.3.0 try again later\r\n");
        } else {
          received.data.push(message);
          socket.write("250 queued\r\n");
        }
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(" ")[0]!.toUpperCase();
        if (verb === "EHLO") socket.write("250-fake\r\n250 AUTH PLAIN\r\n");
        else if (verb === "AUTH") {
          received.auth.push(Buffer.from(line.split(" ")[2] ?? "", "base64").toString("utf8"));
          socket.write("235 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0, received, refuse });
    }),
  );
}

/** A port nothing listens on: bound, then released. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 1;
}
