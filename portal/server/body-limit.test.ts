import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyTooLarge, readBodyWithin } from "./body-limit";

function requestOf(chunks: string[], contentLength?: number): IncomingMessage {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as unknown as IncomingMessage;
  stream.headers = contentLength === undefined ? {} : { "content-length": String(contentLength) };
  return stream;
}

describe("readBodyWithin", () => {
  it("reads a body within the limit", async () => {
    const body = await readBodyWithin(requestOf(["user", "name=a"]), 10);
    expect(body.toString()).toBe("username=a");
  });

  it("refuses a declared length over the limit before reading anything", async () => {
    const request = requestOf(["x"], 2_000_000);
    await expect(readBodyWithin(request, 1_000_000)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(request.readableFlowing).toBeNull();
  });

  it("refuses a chunked body at the first chunk over the limit", async () => {
    await expect(readBodyWithin(requestOf(["12345", "67890", "x"]), 10)).rejects.toBeInstanceOf(BodyTooLarge);
  });
});
