import { describe, expect, it } from "vitest";
import { decodeBody } from "./read-body";

const json = (name: string, encoding: BufferEncoding) => Buffer.from(`{"firstName":"${name}"}`, encoding);
const WINDOWS_1252 = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0x80, 0x93, 0x94]), Buffer.from('"}')]);

describe("decodeBody", () => {
  it.each([
    ["application/json", "José Muñoz"],
    ["application/json; charset=utf-8", "Zoë 😀"],
    // A client that labels UTF-8 as Latin-1 loses nothing: valid UTF-8 is read as UTF-8.
    ["application/json; charset=iso-8859-1", "José Muñoz"],
    [null, "José"],
  ])("reads a UTF-8 body as UTF-8 (Content-Type %j)", (type, name) => {
    expect(decodeBody(json(name, "utf8"), type)).toBe(`{"firstName":"${name}"}`);
  });

  it.each([
    "application/json; charset=ISO-8859-1",
    "application/json;charset=latin1",
    'application/json; charset="iso-8859-1"',
    "text/plain; charset=windows-1252",
  ])("reads a Latin-1 body in the charset its Content-Type names (%s)", (type) => {
    expect(decodeBody(json("José Muñoz", "latin1"), type)).toBe('{"firstName":"José Muñoz"}');
  });

  it("reads windows-1252's own characters (the € and curly quotes a Windows client sends)", () => {
    expect(decodeBody(WINDOWS_1252, "application/json; charset=windows-1252")).toBe('{"a":"€“”"}');
  });

  it.each(["application/json", "application/json; charset=utf-8", "application/json; charset=klingon", null])(
    "replaces bytes that are not UTF-8 with U+FFFD when no known charset is named (%j)",
    (type) => {
      expect(decodeBody(json("José", "latin1"), type)).toBe('{"firstName":"Jos\ufffd"}');
    },
  );

  it("drops a BOM", () => {
    expect(decodeBody(Buffer.from('\ufeff{"a":1}'), "application/json")).toBe('{"a":1}');
  });
});
